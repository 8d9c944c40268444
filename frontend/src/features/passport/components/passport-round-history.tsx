import { History } from 'lucide-react';
import { useState } from 'react';
import type { Round } from '../../../../../shared/schemas/round';
import { useDeleteRound } from '../../../shared/api/rounds/delete-round';
import { RoundCard } from '../../../shared/round-card/round-card';
import { DeleteRoundDialog } from '../../../shared/round-edit/components/delete-round-dialog';
import '../../../shared/round-edit/round-edit.css';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Spinner } from '../../../shared/ui/spinner';
import { useToast } from '../../../shared/ui/toast';
import { NeedsConnection, useNeedsConnection } from '../../../shared/offline/components/needs-connection';

/** Spec §9: the Passport's own delete confirmation. */
export function passportDeleteMessage(courseName: string): string {
  return `Are you sure you want to delete this round from ${courseName}? This action cannot be undone and will remove the round from your statistics.`;
}

interface PassportRoundHistoryProps {
  rounds: Round[] | undefined;
  isLoading: boolean;
  loaded: number;
  error: unknown;
  onRetry: () => void;
  onEdit: (round: Round) => void;
  onRate: (round: Round) => void;
}

/** The Round History tab: the golfer's rounds with Edit, Rate and Delete (the Round History page's cards). */
export function PassportRoundHistory({
  rounds,
  isLoading,
  loaded,
  error,
  onRetry,
  onEdit,
  onRate,
}: PassportRoundHistoryProps) {
  const [deleting, setDeleting] = useState<Round | null>(null);
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
  if (!rounds || rounds.length === 0) {
    return (
      <EmptyState
        icon={<History />}
        title="No rounds found"
        description="Start tracking your golf rounds to see your history here"
      />
    );
  }
  return (
    <>
      <ul className="passport-rounds">
        {rounds.map((round) => (
          <li key={round.id}>
            <RoundCard round={round} onEdit={onEdit} onRate={onRate} onDelete={setDeleting} />
          </li>
        ))}
      </ul>
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
