import { Camera } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '#shared/format/date';
import type { Round } from '#shared/schemas/round';
import { ROUND_PHOTOS_MAX, useRoundPhotos } from '@/features/rounds';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Card, CardContent, CardHeader } from '@/shared/ui/card';
import { Dialog, DialogContent } from '@/shared/ui/dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';

const PAGE = 24;

function captionOf(round: Round): { course: string; date: string } {
  return {
    course: round.course?.name ?? 'Unknown Course',
    date: formatDate(round.playedAt) ?? 'Date unknown',
  };
}

/**
 * The Photo Gallery (docs/product-rules.md#profile-and-premium): the photos of the golfer's rounds, latest
 * first, with their count; a photo opens large with its course and date.
 */
export function PhotoGallery() {
  const [limit, setLimit] = useState(PAGE);
  const [open, setOpen] = useState<Round | null>(null);
  const { data, error, isLoading, isValidating } = useRoundPhotos(limit);
  const photos = data?.rounds.filter((round) => round.imageUrl) ?? [];
  const more = Boolean(data?.nextCursor);
  const count = `${photos.length}${more ? '+' : ''} ${photos.length === 1 && !more ? 'photo' : 'photos'}`;

  let body;
  if (isLoading) {
    body = (
      <ul className="photo-gallery" aria-busy="true" aria-label="Loading photos">
        {[0, 1, 2].map((tile) => (
          <li key={tile}>
            <Skeleton width="100%" height={120} rounded />
          </li>
        ))}
      </ul>
    );
  } else if (error) {
    body = (
      <EmptyState
        size="sm"
        icon={<Camera />}
        title="Photos could not be loaded"
        description="Please reload the page to try again."
      />
    );
  } else if (photos.length === 0) {
    body = (
      <EmptyState
        size="sm"
        icon={<Camera />}
        title="No photos yet"
        description="Photos you add to your rounds will appear here."
      />
    );
  } else {
    body = (
      <>
        <ul className="photo-gallery">
          {photos.map((round) => {
            const { course, date } = captionOf(round);
            return (
              <li key={round.id}>
                <button
                  type="button"
                  className="photo-gallery__tile"
                  onClick={() => setOpen(round)}
                  aria-label={`Open the photo of ${course}, ${date}`}
                >
                  <img src={round.imageUrl ?? ''} alt="" loading="lazy" decoding="async" />
                </button>
              </li>
            );
          })}
        </ul>
        {more && limit < ROUND_PHOTOS_MAX ? (
          <Button
            variant="secondary"
            size="sm"
            className="photo-gallery__more"
            pending={isValidating}
            onClick={() => setLimit((current) => Math.min(current + PAGE, ROUND_PHOTOS_MAX))}
          >
            Show more photos
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <Card>
      <CardHeader
        title="Photo Gallery"
        description="Pictures from your rounds."
        icon={<Camera />}
        aside={data ? <Badge variant="neutral">{count}</Badge> : null}
      />
      <CardContent>{body}</CardContent>
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        {open ? (
          <DialogContent
            title={captionOf(open).course}
            description={captionOf(open).date}
            className="photo-gallery__dialog"
          >
            <img
              className="photo-gallery__large"
              src={open.imageUrl ?? ''}
              alt={`${captionOf(open).course}, ${captionOf(open).date}`}
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </Card>
  );
}
