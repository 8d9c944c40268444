import { useDeferredValue, useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { formatDate } from '#shared/format/date';
import { filterRounds, NO_FILTERS, setRoundShared, useAllRounds } from '@/features/rounds';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent } from '@/shared/ui/dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { Field, Input } from '@/shared/ui/field';
import { Skeleton } from '@/shared/ui/skeleton';
import { useToast } from '@/shared/ui/toast';

interface ShareStoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a round is shared or unshared: the page reloads its stories. */
  onChanged: () => void;
}

/** Rounds listed at first, and added by each Show more. */
export const SHARE_PAGE_SIZE = 10;

/**
 * Share Your Golf Story: any of the golfer's rounds, latest played first, found by course, place, date,
 * notes, tees or partners, and more of them on request; each with Share to Community (off until they
 * choose). Sharing shows the course, the score, the notes and the golfer's name to members; unsharing
 * removes it. Reads the whole round list Round History shares in the cache.
 */
export function ShareStoryDialog({ open, onOpenChange, onChanged }: ShareStoryDialogProps) {
  const { data: allRounds, isLoading, error } = useAllRounds();
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(SHARE_PAGE_SIZE);
  const countId = useId();
  const query = useDeferredValue(search);
  const found = allRounds ? filterRounds(allRounds, { ...NO_FILTERS, search: query }) : undefined;
  const rounds = found?.slice(0, shown);
  const { mutate } = useSWRConfig();
  const { toast } = useToast();
  const [pendingId, setPendingId] = useState<string | null>(null);

  const toggle = async (id: string, shared: boolean) => {
    setPendingId(id);
    try {
      await setRoundShared(id, shared, mutate);
      onChanged();
      toast({
        title: shared ? 'Shared to Community' : 'Removed from Community',
        description: shared
          ? 'Members can now read this round as your story.'
          : 'The story is no longer shown.',
        variant: 'success',
      });
    } catch {
      toast({
        title: 'Update Failed',
        description: 'Failed to update round. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setPendingId(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Share Your Golf Story"
        description="Choose a round to share. Members see the course, your score, your notes and your name."
      >
        {isLoading ? (
          <div className="share-list" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height="3.5rem" />
            ))}
          </div>
        ) : error ? (
          <EmptyState size="sm" title="Could not load your rounds" />
        ) : allRounds && allRounds.length > 0 ? (
          <>
            <Field label="Find a round" hint="Course, town, date (2024-06), notes, tees or partners">
              <Input
                type="search"
                value={search}
                aria-controls={countId}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setShown(SHARE_PAGE_SIZE);
                }}
              />
            </Field>
            <p id={countId} className="share-list__count" role="status">
              {found && found.length === 0
                ? `No rounds match “${query.trim()}”`
                : `Showing ${rounds?.length ?? 0} of ${found?.length ?? 0} ${found?.length === 1 ? 'round' : 'rounds'}`}
            </p>
            <ul className="share-list">
              {(rounds ?? []).map((round) => (
                <li key={round.id} className="share-list__row">
                  <div>
                    <p className="share-list__course">{round.course?.name ?? 'Unknown Course'}</p>
                    <p className="share-list__meta">
                      {formatDate(round.playedAt) ?? 'Date unknown'} · {round.score}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant={round.sharedToCommunity ? 'secondary' : 'primary'}
                    pending={pendingId === round.id}
                    aria-pressed={round.sharedToCommunity}
                    aria-label={`${round.sharedToCommunity ? 'Unshare' : 'Share'} your round at ${round.course?.name ?? 'this course'}`}
                    onClick={() => void toggle(round.id, !round.sharedToCommunity)}
                  >
                    {round.sharedToCommunity ? 'Shared' : 'Share'}
                  </Button>
                </li>
              ))}
            </ul>
            {found && rounds && found.length > rounds.length ? (
              <Button variant="ghost" size="sm" onClick={() => setShown((count) => count + SHARE_PAGE_SIZE)}>
                Show more rounds
              </Button>
            ) : null}
          </>
        ) : (
          <EmptyState
            size="sm"
            title="No rounds to share yet"
            description="Log a round from the dashboard, then share it here."
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
