import './trips.css';
import { Copy, Share2 } from 'lucide-react';
import { useState } from 'react';
import { apiErrorMessage } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { shareTrip } from '../api/share-trip';

/**
 * Share: publishes the trip at a new unguessable link (docs/product-rules.md#trips, "Sharing a trip"),
 * without photos unless the golfer ticks them, and shows the link to copy. Revoking lives with the golfer's
 * other links (the sharing pages).
 */
export function ShareTripButton({ tripId, tripName }: { tripId: string; tripName: string }) {
  const [open, setOpen] = useState(false);
  const [showPhotos, setShowPhotos] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const publish = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { link } = await shareTrip(tripId, tripName, showPhotos);
      setUrl(new URL(link.path, window.location.origin).toString());
    } catch (error) {
      setFailure(apiErrorMessage(error, 'The link could not be made. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="share-trip">
      <Button
        type="button"
        variant="secondary"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
      >
        <Share2 aria-hidden="true" />
        Share
      </Button>
      {open ? (
        <div className="share-trip__panel card" role="group" aria-label="Share this trip">
          {url ? (
            <>
              <p>
                Anyone with this link can see the trip, its courses and its report; not your name or notes.
              </p>
              <p className="share-trip__link">
                <a href={url} target="_blank" rel="noreferrer">
                  {url}
                </a>
              </p>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => void navigator.clipboard?.writeText(url)}
              >
                <Copy aria-hidden="true" />
                Copy link
              </Button>
            </>
          ) : (
            <>
              <label className="share-trip__photos">
                <input
                  type="checkbox"
                  checked={showPhotos}
                  onChange={(event) => setShowPhotos(event.target.checked)}
                />
                Show my rounds’ photos
              </label>
              <Button type="button" size="sm" onClick={() => void publish()} disabled={busy}>
                {busy ? 'Making the link...' : 'Make a link'}
              </Button>
            </>
          )}
          {failure ? <p role="alert">{failure}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
