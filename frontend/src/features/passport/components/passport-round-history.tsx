import { History } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Destination } from '#shared/schemas/passport';
import type { Round } from '#shared/schemas/round';
import { useDeleteRound, RoundCard } from '@/features/rounds';
import { DeleteRoundDialog } from '@/features/round-form';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Spinner } from '@/shared/ui/spinner';
import { useToast } from '@/shared/ui/toast';
import { hasFilters, type DestinationFilters } from '../lib/filter-destinations';
import { roundsAtDestinations } from '../lib/rounds-at-destinations';
import { NeedsConnection, useNeedsConnection } from '@/shared/offline/components/needs-connection';

/** The Passport's own delete confirmation (docs/product-rules.md#passport). */
export function passportDeleteMessage(courseName: string): string {
  return `Are you sure you want to delete this round from ${courseName}? This action cannot be undone and will remove the round from your statistics.`;
}

interface PassportRoundHistoryProps {
  rounds: Round[] | undefined;
  /** The destinations the Passport's filters keep, in their sort order, and those filters. */
  destinations: readonly Destination[];
  filters: DestinationFilters;
  isLoading: boolean;
  loaded: number;
  error: unknown;
  onRetry: () => void;
  onEdit: (round: Round) => void;
  onRate: (round: Round) => void;
}

/**
 * The Round History tab: the golfer's rounds at the destinations the Passport's filters keep, with Edit, Rate
 * and Delete (the Round History page's cards, empty states and count).
 */
export function PassportRoundHistory({
  rounds,
  destinations,
  filters,
  isLoading,
  loaded,
  error,
  onRetry,
  onEdit,
  onRate,
}: PassportRoundHistoryProps) {
  const [deleting, setDeleting] = useState<Round | null>(null);
  const shown = useMemo(
    () => roundsAtDestinations(rounds ?? [], destinations, filters),
    [rounds, destinations, filters],
  );
  const needsConnection = useNeedsConnection(error);
  if (isLoading) {
    return (
      <div className="passport-page__loading" role="status">
        <Spinner label={null} />
        <p>Loading your rounds...</p>
        {loaded > 0 ? <p>{loaded} rounds loaded</p> : null}
      </div>
    );
  }
  if (needsConnection) {
    return <NeedsConnection title="Your round history needs a connection" onRetry={onRetry} />;
  }
  if (error) {
    return (
      <EmptyState
        title="Could not load your rounds"
        description="Something went wrong while loading your round history."
        action={<Button onClick={onRetry}>Try Again</Button>}
      />
    );
  }
  const total = rounds?.length ?? 0;
  return (
    <>
      {shown.length === 0 ? (
        <EmptyState
          icon={<History />}
          title="No rounds found"
          description={
            total > 0 && hasFilters(filters)
              ? 'Try adjusting your search or filter criteria'
              : 'Start tracking your golf rounds to see your history here'
          }
        />
      ) : (
        <ul className="passport-rounds">
          {shown.map((round) => (
            <li key={round.id}>
              <RoundCard round={round} onEdit={onEdit} onRate={onRate} onDelete={setDeleting} />
            </li>
          ))}
        </ul>
      )}
      {total > 0 ? (
        <p className="passport-rounds__footer" aria-live="polite">
          Showing {shown.length} of {total} total rounds
        </p>
      ) : null}
      {deleting ? <ConfirmDelete round={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}

function ConfirmDelete({ round, onClose }: { round: Round; onClose: () => void }) {
  const remove = useDeleteRound(round.id);
  const { toast } = useToast();
  return (
    <DeleteRoundDialog
      round={round}
      open
      onOpenChange={(open) => !open && onClose()}
      pending={remove.isMutating}
      description={passportDeleteMessage(round.course?.name ?? 'this course')}
      onConfirm={() => {
        remove.trigger().then(
          () => {
            toast({ title: 'Round Deleted' });
            onClose();
          },
          () =>
            toast({
              title: 'Delete Failed',
              description: 'Failed to delete round. Please try again.',
              variant: 'destructive',
            }),
        );
      }}
    />
  );
}
