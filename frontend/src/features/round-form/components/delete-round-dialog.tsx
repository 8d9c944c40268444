import { formatDate } from '#shared/format/date';
import { scoreWithPar } from '#shared/rounds/score-display';
import type { Round } from '#shared/schemas/round';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/shared/ui/dialog';
import '../round-edit.css';

interface DeleteRoundDialogProps {
  round: Round;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onConfirm: () => void;
  /**
   * The warning under the title (the Passport's own wording, docs/product-rules.md#passport); "This action
   * cannot be undone." by default.
   */
  description?: string;
}

/**
 * docs/product-rules.md#rounds: the confirmation names the course, date and score, and warns it cannot be
 * undone.
 */
export function DeleteRoundDialog({
  round,
  open,
  onOpenChange,
  pending,
  onConfirm,
  description = 'This action cannot be undone.',
}: DeleteRoundDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        role="alertdialog"
        className="delete-round"
        title="Delete Round?"
        description={description}
      >
        <dl className="delete-round__facts">
          <div>
            <dt>Course</dt>
            <dd>{round.course?.name ?? 'Unknown course'}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>{formatDate(round.playedAt) ?? 'Unknown'}</dd>
          </div>
          <div>
            <dt>Score</dt>
            <dd>{scoreWithPar(round.score, round.par)}</dd>
          </div>
        </dl>
        <div className="dialog-actions">
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" pending={pending} onClick={onConfirm}>
            {pending ? 'Deleting...' : 'Delete Round'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
