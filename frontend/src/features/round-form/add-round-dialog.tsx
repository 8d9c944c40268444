import { useState } from 'react';
import { isHttpError } from '@/shared/api/http';
import { SAVED_ON_DEVICE_TITLE, keepRoundOnDevice } from '@/features/offline';
import { Dialog, DialogContent } from '@/shared/ui/dialog';
import { useDiscardGuard } from '@/shared/ui/discard-guard';
import { useToast } from '@/shared/ui/toast';
import { useCreateRound } from '@/features/rounds';
import { RoundForm, type DeviceSubmission, type RoundSubmission } from './round-form';
import { blankValues, type FormCourse } from './round-form-values';

export { SESSION_EXPIRED_REDIRECT_MS } from '@/shared/lib/use-unauthorized-redirect';

export interface AddRoundDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A course to start with (a course page's "Log a round here"); the golfer may still change it. */
  initialCourse?: FormCourse;
}

/**
 * Add New Round (docs/product-rules.md#rounds): the one round form (shared with Edit Round), blank, saved
 * with POST /api/rounds. A round half entered is not lost to a stray Escape or click outside.
 */
export default function AddRoundDialog({ open, onOpenChange, initialCourse }: AddRoundDialogProps) {
  const guard = useDiscardGuard(onOpenChange, {
    title: 'Discard this round?',
    description: 'The score, ratings and everything else entered for this round will be lost.',
  });
  return (
    <Dialog open={open} onOpenChange={guard.onOpenChange}>
      {open ? (
        <DialogContent
          title="Add New Round"
          description="Log a round you played: the course, your score and how it felt."
          className="round-form-dialog"
        >
          {/* The form mounts with the dialog, so every opening starts blank. */}
          <AddRoundForm
            initialCourse={initialCourse ?? null}
            onDone={() => onOpenChange(false)}
            onUnsavedChange={guard.setUnsaved}
          />
        </DialogContent>
      ) : null}
      {guard.prompt}
    </Dialog>
  );
}

function AddRoundForm({
  initialCourse,
  onDone,
  onUnsavedChange,
}: {
  initialCourse: FormCourse | null;
  onDone: () => void;
  onUnsavedChange: (unsaved: boolean) => void;
}) {
  const { toast } = useToast();
  const { trigger } = useCreateRound();
  const [defaultValues] = useState(() => blankValues(initialCourse));

  const save = async ({ values, imageUrl }: RoundSubmission) => {
    const round = await trigger({ ...values, imageUrl: imageUrl ?? null });
    toast({
      title: 'Round Added Successfully',
      description: `${round.course?.name ?? 'Your round'} is in your archive.`,
      variant: 'success',
    });
    onDone();
  };

  // With no signal, or a session that is over, the round waits in the device's outbox and is shown at once,
  // marked as such; the outbox sends it when the connection (or the golfer's next sign-in) is back.
  const keepOnDevice = async ({ values, course, photo, signedOut }: DeviceSubmission) => {
    await keepRoundOnDevice({ round: values, course, photo });
    toast({
      title: SAVED_ON_DEVICE_TITLE,
      description: signedOut
        ? `Your session has ended. ${course.name} goes to your archive, once, as soon as you have signed in again.`
        : `${course.name} goes to your archive, once, when you are back online.`,
      variant: 'success',
    });
    onDone();
  };

  return (
    <RoundForm
      label="Add New Round"
      defaultValues={defaultValues}
      initialCourse={initialCourse}
      submitLabel="Add Round"
      pendingLabel="Adding..."
      onSubmit={save}
      onFailure={(error) =>
        toast({
          title: 'Error Adding Round',
          description:
            (isHttpError(error) ? error.body?.message : undefined) ??
            'Failed to add round. Please try again.',
          variant: 'destructive',
        })
      }
      onCancel={onDone}
      onUnsavedChange={onUnsavedChange}
      onKeepOnDevice={keepOnDevice}
    />
  );
}
