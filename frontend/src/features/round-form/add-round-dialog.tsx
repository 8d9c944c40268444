import { useCallback, useEffect, useState } from 'react';
import { isHttpError } from '@/shared/api/http';
import {
  SAVED_ON_DEVICE_TITLE,
  clearRoundDraft,
  keepRoundOnDevice,
  loadRoundDraft,
  saveRoundDraft,
  type RoundDraft,
} from '@/features/offline';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent } from '@/shared/ui/dialog';
import { useDiscardGuard } from '@/shared/ui/discard-guard';
import { useToast } from '@/shared/ui/toast';
import { useCreateRound } from '@/features/rounds';
import { RoundForm, type DeviceSubmission, type RoundSubmission } from './round-form';
import { blankValues, type FormCourse, type RoundFormInput } from './round-form-values';

export { SESSION_EXPIRED_REDIRECT_MS } from '@/shared/lib/use-unauthorized-redirect';

export interface AddRoundDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A course to start with (a course page's "Log a round here"); the golfer may still change it. */
  initialCourse?: FormCourse;
  /** The day to start with (a trip plan's "Log this round": its day), YYYY-MM-DD; today otherwise. */
  initialPlayedAt?: string;
}

/**
 * Add New Round (docs/product-rules.md#rounds): the one round form (shared with Edit Round), blank, saved
 * with POST /api/rounds. A round half entered is not lost to a stray Escape or click outside.
 */
export default function AddRoundDialog({
  open,
  onOpenChange,
  initialCourse,
  initialPlayedAt,
}: AddRoundDialogProps) {
  // Closing, once saved or discarded, ends the round's draft on the device.
  const close = useCallback(
    (next: boolean) => {
      if (!next) void clearRoundDraft().catch(() => undefined);
      onOpenChange(next);
    },
    [onOpenChange],
  );
  const guard = useDiscardGuard(close, {
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
            initialPlayedAt={initialPlayedAt}
            onDone={() => close(false)}
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
  initialPlayedAt,
  onDone,
  onUnsavedChange,
}: {
  initialCourse: FormCourse | null;
  initialPlayedAt: string | undefined;
  onDone: () => void;
  onUnsavedChange: (unsaved: boolean) => void;
}) {
  // The round entered here before a reload or a dead battery, kept on the device. The blank form shows at
  // once; a draft found a moment later takes its place (it was read before anything could be typed).
  const [draft, setDraft] = useState<RoundDraft<RoundFormInput, FormCourse> | null>(null);
  useEffect(() => {
    let live = true;
    loadRoundDraft<RoundFormInput, FormCourse>().then(
      (kept) => {
        if (live && kept) setDraft(kept);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <AddRoundFormWith
      key={draft ? draft.savedAt : 'blank'}
      draft={draft}
      initialCourse={initialCourse}
      initialPlayedAt={initialPlayedAt}
      onDone={onDone}
      onUnsavedChange={onUnsavedChange}
      onStartOver={() => {
        void clearRoundDraft().catch(() => undefined);
        setDraft(null);
      }}
    />
  );
}

function AddRoundFormWith({
  draft,
  initialCourse,
  initialPlayedAt,
  onDone,
  onUnsavedChange,
  onStartOver,
}: {
  draft: RoundDraft<RoundFormInput, FormCourse> | null;
  initialCourse: FormCourse | null;
  initialPlayedAt: string | undefined;
  onDone: () => void;
  onUnsavedChange: (unsaved: boolean) => void;
  onStartOver: () => void;
}) {
  const { toast } = useToast();
  const { trigger } = useCreateRound();
  const [defaultValues] = useState(
    () =>
      draft?.values ?? {
        ...blankValues(initialCourse),
        ...(initialPlayedAt ? { playedAt: initialPlayedAt } : {}),
      },
  );
  const startCourse = draft ? draft.course : initialCourse;
  // Each change is on the device at once: nothing waits for a timer a dying battery would not reach.
  const keepDraft = useCallback((values: RoundFormInput, course: FormCourse | null) => {
    void saveRoundDraft(values, course).catch(() => undefined);
  }, []);
  // A restored round is unsaved work even before it is touched again: closing asks first.
  const reportUnsaved = useCallback(
    (unsaved: boolean) => onUnsavedChange(unsaved || draft !== null),
    [draft, onUnsavedChange],
  );

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
    <>
      {draft ? (
        <div className="round-form__restored" role="status">
          <p>Restored the round you were entering on this device.</p>
          <Button type="button" variant="ghost" size="sm" onClick={onStartOver}>
            Start over
          </Button>
        </div>
      ) : null}
      <RoundForm
        label="Add New Round"
        defaultValues={defaultValues}
        initialCourse={startCourse}
        onValuesChange={keepDraft}
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
        onUnsavedChange={reportUnsaved}
        onKeepOnDevice={keepOnDevice}
      />
    </>
  );
}
