import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { Round } from '#shared/schemas/round';
import { ghinEditNotice, useDeleteRound, useUpdateRound } from '@/features/rounds';
import { isHttpError } from '@/shared/api/http';
import { useSessionExpiredRedirect } from '@/shared/lib/use-unauthorized-redirect';
import { RoundForm, type RoundSubmission } from './round-form';
import { editPayload, roundCourse, roundValues } from './round-form-values';
import { Button } from '@/shared/ui/button';
import { useDiscardGuard } from '@/shared/ui/discard-guard';
import { Dialog, DialogContent } from '@/shared/ui/dialog';
import { useToast } from '@/shared/ui/toast';
import { DeleteRoundDialog } from './components/delete-round-dialog';
import './round-edit.css';

export { SESSION_EXPIRED_REDIRECT_MS } from '@/shared/lib/use-unauthorized-redirect';

export interface EditRoundDialogProps {
  round: Round | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * Edit Round (docs/product-rules.md#rounds): the one round form (shared with Add New Round) filled with
 * everything the golfer entered, saved with PATCH /api/rounds/{id}, plus Delete Round. Closing it discards
 * the form (it mounts afresh for each round).
 */
export default function EditRoundDialog({ round, onOpenChange }: EditRoundDialogProps) {
  const [deletedId, setDeletedId] = useState<string | null>(null);
  // Edits not yet saved are not lost to a stray Escape or click outside; Cancel still discards them at once.
  const guard = useDiscardGuard(onOpenChange, {
    title: 'Discard your changes?',
    description: 'The changes made to this round have not been saved.',
  });
  return (
    <Dialog open={round !== null} onOpenChange={guard.onOpenChange}>
      {round ? (
        <DialogContent
          title="Edit Round"
          description="Update the details of this round."
          className="round-form-dialog"
          // The Edit button that opened this dialog leaves with a deleted round.
          openerRemoved={deletedId === round.id}
        >
          <EditRoundForm
            key={round.id}
            round={round}
            onDone={() => onOpenChange(false)}
            onUnsavedChange={guard.setUnsaved}
            onDeleted={() => {
              // Rendered before the dialog closes, so the close already knows where focus goes.
              flushSync(() => setDeletedId(round.id));
              onOpenChange(false);
            }}
          />
        </DialogContent>
      ) : null}
      {guard.prompt}
    </Dialog>
  );
}

function EditRoundForm({
  round,
  onDone,
  onDeleted,
  onUnsavedChange,
}: {
  round: Round;
  onDone: () => void;
  onDeleted: () => void;
  onUnsavedChange: (unsaved: boolean) => void;
}) {
  const { toast } = useToast();
  const update = useUpdateRound(round.id);
  const remove = useDeleteRound(round.id);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [defaultValues] = useState(() => roundValues(round));
  const redirectToSignIn = useSessionExpiredRedirect();

  const save = async ({ values, imageUrl, ratingChanged }: RoundSubmission) => {
    const payload = editPayload(values, ratingChanged);
    await update.trigger(imageUrl === undefined ? payload : { ...payload, imageUrl });
    toast({ title: 'Round Updated', variant: 'success' });
    onDone();
  };

  const onDelete = async () => {
    try {
      await remove.trigger();
    } catch (error) {
      if (isHttpError(error, 401)) redirectToSignIn(window.location.pathname);
      else
        toast({
          title: 'Delete Failed',
          description: 'Failed to delete round. Please try again.',
          variant: 'destructive',
        });
      return;
    }
    toast({ title: 'Round Deleted', variant: 'success' });
    setConfirmOpen(false);
    onDeleted();
  };

  const notice = ghinEditNotice(round);
  return (
    <>
      {notice ? (
        <p className="round-edit__ghin-notice" role="note">
          {notice}
        </p>
      ) : null}
      <RoundForm
        label="Edit Round"
        defaultValues={defaultValues}
        initialCourse={roundCourse(round)}
        currentPhotoUrl={round.imageUrl}
        submitLabel="Update Round"
        pendingLabel="Updating..."
        onSubmit={save}
        onFailure={() =>
          toast({
            title: 'Update Failed',
            description: 'Failed to update round. Please try again.',
            variant: 'destructive',
          })
        }
        onCancel={onDone}
        onUnsavedChange={onUnsavedChange}
        busy={remove.isMutating}
        leadingActions={
          <Button variant="destructive" onClick={() => setConfirmOpen(true)} disabled={update.isMutating}>
            <Trash2 aria-hidden="true" />
            Delete Round
          </Button>
        }
      />
      <DeleteRoundDialog
        round={round}
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        pending={remove.isMutating}
        onConfirm={() => void onDelete()}
      />
    </>
  );
}
