import { useSessionExpiredRedirect } from '../lib/use-unauthorized-redirect';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Controller, useForm } from 'react-hook-form';
import { COURSE_TYPES } from '../../../../shared/schemas/course';
import { numberFromText } from '../../../../shared/schemas/number-text';
import {
  ROUND_TYPES,
  updateRoundSchema,
  type Round,
  type UpdateRound,
  type UpdateRoundInput,
} from '../../../../shared/schemas/round';
import { useDeleteRound } from '../api/rounds/delete-round';
import { useUpdateRound } from '../api/rounds/update-round';
import { isHttpError } from '../api/http';
import { FindOrCreateCourseDialog } from '../course-picker';
import { courseTypeLabel } from '../courses/course-labels';
import { Button } from '../ui/button';
import { useDiscardGuard } from '../ui/discard-guard';
import { Dialog, DialogContent } from '../ui/dialog';
import { Field, Input } from '../ui/field';
import { Select } from '../ui/select';
import { useToast } from '../ui/toast';
import { uploadPhoto } from '../round-form/api/upload-photo';
import { ArchitectField } from '../round-form/components/architect-field';
import { TextArea } from '../round-form/components/form-controls';
import { DeleteRoundDialog } from './components/delete-round-dialog';
import { RoundPhotoField, type PhotoChange } from './components/round-photo-field';
import './round-edit.css';

export { SESSION_EXPIRED_REDIRECT_MS } from '../lib/use-unauthorized-redirect';
const NO_COURSE_TYPE = 'none';

function toFormValues(round: Round): UpdateRoundInput {
  return {
    courseId: round.courseId,
    score: round.score,
    playedAt: round.playedAt.slice(0, 10),
    roundType: round.roundType,
    holes: round.holes,
    par: round.par,
    roundArchitect: round.roundArchitect ?? '',
    roundCourseType: round.roundCourseType,
    notes: round.notes ?? '',
  };
}

export interface EditRoundDialogProps {
  round: Round | null;
  onOpenChange: (open: boolean) => void;
}

/** Spec §2 Edit Round dialog; closing it discards the form (it mounts afresh for each round). */
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
          className="edit-round"
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
  const [courseName, setCourseName] = useState(round.course?.name ?? 'Unknown course');
  const [courseArchitect, setCourseArchitect] = useState(round.course?.architect ?? null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [photo, setPhoto] = useState<PhotoChange>({ kind: 'keep' });
  const [photoError, setPhotoError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isDirty },
  } = useForm<UpdateRoundInput, unknown, UpdateRound>({
    resolver: zodResolver(updateRoundSchema),
    defaultValues: toFormValues(round),
  });
  const unsaved = isDirty || photo.kind !== 'keep';
  useEffect(() => onUnsavedChange(unsaved), [onUnsavedChange, unsaved]);
  useEffect(() => () => onUnsavedChange(false), [onUnsavedChange]);

  const redirectToSignIn = useSessionExpiredRedirect();
  const sessionExpired = () => redirectToSignIn(window.location.pathname);

  /** The new photo's key, null to remove it, undefined to keep it; false when the upload failed (said so). */
  const photoKey = async (): Promise<string | null | undefined | false> => {
    if (photo.kind === 'keep') return undefined;
    if (photo.kind === 'remove') return null;
    try {
      return await uploadPhoto(photo.photo.blob, photo.photo.contentType);
    } catch (error) {
      if (isHttpError(error, 401)) throw error;
      // Spec §8 "Upload failed": the message carries the status.
      toast({
        title: 'Upload Failed',
        description: error instanceof Error ? error.message : 'Failed to upload image',
        variant: 'destructive',
      });
      return false;
    }
  };

  const onSubmit = async (values: UpdateRound) => {
    try {
      setUploading(photo.kind === 'replace');
      const imageUrl = await photoKey().finally(() => setUploading(false));
      if (imageUrl === false) return;
      await update.trigger(imageUrl === undefined ? values : { ...values, imageUrl });
    } catch (error) {
      if (isHttpError(error, 401)) sessionExpired();
      else
        toast({
          title: 'Update Failed',
          description: 'Failed to update round. Please try again.',
          variant: 'destructive',
        });
      return;
    }
    toast({ title: 'Round Updated', variant: 'success' });
    onDone();
  };

  const onDelete = async () => {
    try {
      await remove.trigger();
    } catch (error) {
      if (isHttpError(error, 401)) sessionExpired();
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

  const saving = update.isMutating || uploading;
  return (
    <form className="edit-round__form" onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Edit round">
      <Field label="Golf Course" error={errors.courseId?.message} className="edit-round__wide">
        <div className="edit-round__course">
          <span className="edit-round__course-name">{courseName}</span>
          <Button variant="secondary" size="sm" onClick={() => setPickerOpen(true)}>
            Change Course
          </Button>
        </div>
      </Field>
      <div className="edit-round__grid">
        <Field label="Score" error={errors.score?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={25}
            max={150}
            {...register('score', { setValueAs: numberFromText })}
          />
        </Field>
        <Field label="Date Played" error={errors.playedAt?.message}>
          <Input type="date" {...register('playedAt')} />
        </Field>
        <Field label="Round Type" error={errors.roundType?.message}>
          <Controller
            control={control}
            name="roundType"
            render={({ field }) => (
              <Select
                options={ROUND_TYPES.map((type) => ({ value: type, label: type }))}
                value={field.value ?? 'Regular'}
                onValueChange={field.onChange}
              />
            )}
          />
        </Field>
        <Field label="Holes Played" error={errors.holes?.message}>
          <Controller
            control={control}
            name="holes"
            render={({ field }) => (
              <Select
                options={[
                  { value: '18', label: '18 holes' },
                  { value: '9', label: '9 holes' },
                ]}
                value={String(field.value ?? 18)}
                onValueChange={(value) => field.onChange(Number(value))}
              />
            )}
          />
        </Field>
        <Field label="Par" error={errors.par?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={25}
            max={80}
            {...register('par', { setValueAs: numberFromText })}
          />
        </Field>
        <Field
          label={
            <>
              Course Type <span className="edit-round__optional">(optional)</span>
            </>
          }
          error={errors.roundCourseType?.message}
        >
          <Controller
            control={control}
            name="roundCourseType"
            render={({ field }) => (
              <Select
                options={[
                  { value: NO_COURSE_TYPE, label: 'Not set' },
                  ...COURSE_TYPES.map((type) => ({ value: type, label: courseTypeLabel(type) })),
                ]}
                value={field.value ?? NO_COURSE_TYPE}
                onValueChange={(value) => field.onChange(value === NO_COURSE_TYPE ? null : value)}
              />
            )}
          />
        </Field>
        <Controller
          control={control}
          name="roundArchitect"
          render={({ field }) => (
            <ArchitectField
              label={
                <>
                  Course Architect <span className="edit-round__optional">(optional)</span>
                </>
              }
              value={field.value ?? ''}
              onChange={field.onChange}
              error={errors.roundArchitect?.message}
              // The round's card shows the course's architect when the round names none of its own.
              hint={courseArchitect ? `Not set shows the course's architect, ${courseArchitect}.` : undefined}
              className="edit-round__wide"
            />
          )}
        />
        <Field
          label={
            <>
              Notes <span className="edit-round__optional">(optional)</span>
            </>
          }
          error={errors.notes?.message}
          className="edit-round__wide"
        >
          <TextArea className="edit-round__notes" rows={3} {...register('notes')} />
        </Field>
      </div>
      <RoundPhotoField
        currentUrl={round.imageUrl}
        change={photo}
        onChange={setPhoto}
        error={photoError}
        onError={setPhotoError}
      />
      <div className="edit-round__actions">
        <Button variant="destructive" onClick={() => setConfirmOpen(true)} disabled={saving}>
          <Trash2 aria-hidden="true" />
          Delete Round
        </Button>
        <span className="edit-round__spacer" />
        <Button variant="secondary" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" pending={saving}>
          {saving ? 'Updating...' : 'Update Round'}
        </Button>
      </div>
      <FindOrCreateCourseDialog
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        onSelect={(course) => {
          setValue('courseId', course.id, { shouldDirty: true });
          setCourseName(course.name);
          setCourseArchitect(course.architect ?? null);
          if (course.architect) setValue('roundArchitect', course.architect, { shouldDirty: true });
          // The previous course's architect, filled in when it was picked, does not belong to this one.
          else if (courseArchitect && getValues('roundArchitect') === courseArchitect)
            setValue('roundArchitect', '', { shouldDirty: true });
          setValue('roundCourseType', course.courseType, { shouldDirty: true });
        }}
      />
      <DeleteRoundDialog
        round={round}
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        pending={remove.isMutating}
        onConfirm={() => void onDelete()}
      />
    </form>
  );
}
