import { Copy, Link2, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { SHARE_TITLE_MAX, type ShareKind, type ShareLink } from '#shared/sharing/share-link';
import { apiErrorMessage } from '@/shared/api/http';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent } from '@/shared/ui/dialog';
import { Field, Input } from '@/shared/ui/field';
import { Switch } from '@/shared/ui/switch';
import { useToast } from '@/shared/ui/toast';
import { createShareLink, publishShareCard, revokeShareLink, useShareLinks } from '../api/share-links';
import './share-panel.css';

export interface SharePanelDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: ShareKind;
  targetId?: string;
  /** What is shared, in the panel's sentences. */
  what: string;
}

/** The address a person pastes: absolute, on this site. */
const linkUrl = (link: ShareLink) => new URL(link.path, window.location.origin).href;

/**
 * The Share panel's dialog, downloaded the first time a golfer opens it (shared/lib/lazy-dialog.tsx): the links,
 * their schemas and the preview card's drawing are not part of the screens that offer a Share button.
 */
export default function SharePanelDialog({
  open,
  onOpenChange,
  kind,
  targetId,
  what,
}: SharePanelDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title="Share by link"
          description={`Anyone with the link sees a read-only page of ${what}: no email, no name, no notes or comments, and your photos only if you choose.`}
          className="share-panel"
        >
          <SharePanelBody kind={kind} targetId={targetId} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function SharePanelBody({ kind, targetId }: { kind: ShareKind; targetId?: string }) {
  const links = useShareLinks();
  const { toast } = useToast();
  const [title, setTitle] = useState('');
  const [showPhotos, setShowPhotos] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  const photosId = useId();
  const mine = (links.data?.links ?? []).filter(
    (link) => link.kind === kind && (link.targetId ?? undefined) === targetId,
  );

  const publish = async () => {
    setPending(true);
    setError(null);
    try {
      const created = await createShareLink({
        kind,
        ...(targetId ? { targetId } : {}),
        showPhotos,
        ...(title.trim() ? { title: title.trim() } : {}),
      });
      // The link works from here; its preview card is a bonus that may fail (the app's icon then shows).
      await publishShareCard(created);
      await links.mutate();
      setTitle('');
      toast({ title: 'Link Published', description: `Anyone with ${linkUrl(created)} can see the page.` });
    } catch (failure) {
      setError(apiErrorMessage(failure, 'The link could not be published. Try again.'));
    } finally {
      setPending(false);
    }
  };

  const copy = async (link: ShareLink) => {
    try {
      await navigator.clipboard.writeText(linkUrl(link));
      toast({ title: 'Link Copied', description: 'Paste it wherever you like.' });
    } catch {
      toast({
        title: 'Could Not Copy',
        description: 'Select the address and copy it yourself.',
        variant: 'destructive',
      });
    }
  };

  const revoke = async (token: string) => {
    setRevoking(token);
    try {
      await revokeShareLink(token);
      await links.mutate();
      setConfirming(null);
      toast({ title: 'Link Revoked', description: 'The page no longer opens for anyone.' });
    } catch (failure) {
      toast({
        title: 'Could Not Revoke',
        description: apiErrorMessage(failure, 'The link could not be revoked. Try again.'),
        variant: 'destructive',
      });
    } finally {
      setRevoking(null);
    }
  };

  return (
    <div className="share-panel__body">
      <form
        className="share-panel__form"
        onSubmit={(event) => {
          event.preventDefault();
          void publish();
        }}
      >
        <Field
          label="Page title (optional)"
          hint="Shown on the page and in link previews"
          error={error ?? undefined}
        >
          <Input
            value={title}
            maxLength={SHARE_TITLE_MAX}
            placeholder="My golf travels"
            onChange={(event) => setTitle(event.target.value)}
          />
        </Field>
        <div className="share-panel__switch">
          <Switch id={photosId} checked={showPhotos} onCheckedChange={setShowPhotos} />
          <label htmlFor={photosId}>Show my round photos</label>
        </div>
        <Button type="submit" pending={pending}>
          <Link2 aria-hidden="true" />
          Create Link
        </Button>
      </form>

      <section aria-labelledby="share-links-title" className="share-panel__links">
        <h3 id="share-links-title" className="share-panel__heading">
          Your links
        </h3>
        {links.isLoading ? (
          <p className="share-panel__empty">Loading your links…</p>
        ) : links.error && !links.data ? (
          <p className="share-panel__empty">Your links could not be loaded.</p>
        ) : mine.length === 0 ? (
          <p className="share-panel__empty">No links yet: nothing is shared.</p>
        ) : (
          <ul className="share-panel__list">
            {mine.map((link) => (
              <li key={link.token} className="share-panel__link">
                <p className="share-panel__link-title">
                  {link.title}
                  <span className="share-panel__link-photos">
                    {link.showPhotos ? ' · photos shown' : ' · no photos'}
                  </span>
                </p>
                <Input
                  readOnly
                  value={linkUrl(link)}
                  aria-label={`Address of ${link.title}`}
                  onFocus={(event) => event.currentTarget.select()}
                />
                {confirming === link.token ? (
                  <div className="share-panel__confirm" role="group" aria-label="Confirm revoking">
                    <p>Revoke this link? Anyone who has it will find the page gone. This cannot be undone.</p>
                    <div className="share-panel__actions">
                      <Button variant="secondary" size="sm" onClick={() => setConfirming(null)}>
                        Keep It
                      </Button>
                      <Button
                        variant="destructive"
                        size="sm"
                        pending={revoking === link.token}
                        onClick={() => void revoke(link.token)}
                      >
                        Revoke Link
                      </Button>
                    </div>
                  </div>
                ) : (
                  <div className="share-panel__actions">
                    <Button variant="secondary" size="sm" onClick={() => void copy(link)}>
                      <Copy aria-hidden="true" />
                      Copy Link
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setConfirming(link.token)}>
                      <Trash2 aria-hidden="true" />
                      Revoke…
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
