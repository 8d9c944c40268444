import { zodResolver } from '@hookform/resolvers/zod';
import { ShareToCommunityField } from './fields/share-field';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { eighteenHoleRating, parForHoles } from '#shared/rounds/par';
import { teeChoices } from '#shared/rounds/tees';
import { createRoundBodySchema } from '#shared/schemas/round-requests';
import { isHttpError } from '@/shared/api/http';
import { canKeepAfterFailure, canKeepAfterSignOut, keepOnDeviceFirst } from '@/features/offline';
import { useCourse } from '@/features/courses';
import { loginUrl, navigateTo } from '@/shared/lib/browser-navigation';
import { useSessionOverNotice } from '@/shared/lib/use-unauthorized-redirect';
import { Button } from '@/shared/ui/button';
import { useToast } from '@/shared/ui/toast';
import { uploadPhoto } from '@/features/rounds';
import {
  DatePlayedField,
  CourseTypeField,
  RoundArchitectField,
  RoundTypeField,
} from './fields/choice-fields';
import { CourseField } from './fields/course-field';
import { ExperienceRatingField } from './fields/experience-rating-field';
import {
  CourseRatingField,
  FavoriteHoleField,
  HolesField,
  ParField,
  ScoreField,
  SlopeField,
} from './fields/number-fields';
import { RoundPhotoField, type PhotoChange } from './fields/photo-field';
import type { PreparedPhoto } from './prepare-photo';
import { NotesField, ReviewCommentsField } from './fields/text-fields';
import { PlayingPartnersField, TeesField } from './fields/tee-partner-fields';
import { RoundFormCourseContext } from './fields/use-round-form';
import { ScorecardField } from './scorecard/scorecard-field';
import {
  ratingFieldsDirty,
  type FormCourse,
  type RoundFormInput,
  type RoundFormValues,
} from './round-form-values';
import './round-form.css';

/** How long the "kept on this device" toast shows before sign-in, when the session was over. */
export const KEPT_THEN_SIGN_IN_MS = 2500;

/** What the form hands its dialog: the checked values, the photo's new key (undefined: unchanged). */
export interface RoundSubmission {
  values: RoundFormValues;
  /** The uploaded photo's key, null to remove the round's photo, undefined to leave it as it is. */
  imageUrl: string | null | undefined;
  /** Whether any rating field changed (an edit leaves an untouched rating out of its PATCH). */
  ratingChanged: boolean;
}

/**
 * A round to keep on the device: no signal, a course typed offline that syncs first, or a session that is
 * over (docs/product-rules.md#offline; `signedOut`: the outbox sends it once the golfer has signed in again).
 */
export interface DeviceSubmission {
  values: RoundFormValues;
  course: FormCourse;
  photo: PreparedPhoto | null;
  signedOut?: boolean;
}

export interface RoundFormProps {
  /** Shown as the form's accessible name. */
  label: string;
  defaultValues: RoundFormInput;
  initialCourse: FormCourse | null;
  /** The stored photo of a round being edited. */
  currentPhotoUrl?: string | null;
  submitLabel: string;
  pendingLabel: string;
  /** Saves the round; resolves when done (the dialog then closes), throws to stay open (401 handled here). */
  onSubmit: (submission: RoundSubmission) => Promise<void>;
  /** Toasts a failure other than an expired session. */
  onFailure: (error: unknown) => void;
  onCancel: () => void;
  onUnsavedChange: (unsaved: boolean) => void;
  /** Actions before Cancel, e.g. Edit Round's Delete Round. */
  leadingActions?: ReactNode;
  /** Locks the buttons while something outside the form (a delete) is pending. */
  busy?: boolean;
  /** Keeps the round on the device when it cannot be sent now (Add Round only); resolves when kept. */
  onKeepOnDevice?: (submission: DeviceSubmission) => Promise<void>;
  /** Told of every change, with the course, so Add Round keeps its draft on the device as it is typed. */
  onValuesChange?: (values: RoundFormInput, course: FormCourse | null) => void;
}

/**
 * The one round form behind Add New Round and Edit Round: the same fields, labels, controls and hints, each a
 * small component under fields/ that registers itself with the form (add a field there, then place it here).
 * Validates with the shared create schema, the one the API uses; mistakes show inline, once, under their
 * field. The photo is uploaded first and the round saved with its key.
 */
export function RoundForm({
  label,
  defaultValues,
  initialCourse,
  currentPhotoUrl = null,
  submitLabel,
  pendingLabel,
  onSubmit,
  onFailure,
  onCancel,
  onUnsavedChange,
  leadingActions,
  busy = false,
  onKeepOnDevice,
  onValuesChange,
}: RoundFormProps) {
  const { toast } = useToast();
  const sessionOver = useSessionOverNotice();
  const [course, setCourse] = useState<FormCourse | null>(initialCourse);
  const [photo, setPhoto] = useState<PhotoChange>({ kind: 'keep' });
  const [photoError, setPhotoError] = useState<string>();
  const [preparingPhoto, setPreparingPhoto] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<RoundFormInput, unknown, RoundFormValues>({
    resolver: zodResolver(createRoundBodySchema),
    defaultValues,
  });
  const { control, getValues, setValue, getFieldState, handleSubmit, formState, subscribe } = form;
  const { data: courseDetails } = useCourse(course?.id);
  const coursePar = courseDetails?.par ?? null;
  const tees = useMemo(
    () => (courseDetails && courseDetails.id === course?.id ? teeChoices(courseDetails.teeData) : []),
    [courseDetails, course?.id],
  );

  useEffect(() => {
    if (!onValuesChange) return;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => onValuesChange(values, course),
    });
  }, [subscribe, course, onValuesChange]);
  // A new course is a change of the draft too (its values change with it, but the course card is kept apart).
  useEffect(() => {
    if (onValuesChange && course?.id !== initialCourse?.id) onValuesChange(getValues(), course);
  }, [course, initialCourse?.id, getValues, onValuesChange]);

  const unsaved = formState.isDirty || course?.id !== initialCourse?.id || photo.kind !== 'keep';
  useEffect(() => onUnsavedChange(unsaved), [onUnsavedChange, unsaved]);
  useEffect(() => () => onUnsavedChange(false), [onUnsavedChange]);

  // Par follows the course and the holes played (9 halve it) until the golfer types one; a stored round shows
  // its own par while its course and holes are the stored ones (again after 18 -> 9 -> 18), the course's
  // otherwise. The form's dirty flag cannot tell a typed par from one set here (it compares with the default),
  // so the last par set here is remembered: a different value was typed.
  const holes = useWatch({ control, name: 'holes' }) === 9 ? 9 : 18;
  const parKey = `${course?.id ?? ''}|${holes}`;
  const initialParKey = useRef(parKey);
  const storedPar = useRef(defaultValues.par);
  const parSetHere = useRef<number | null | undefined>(defaultValues.par);
  useEffect(() => {
    if (coursePar === null) return;
    if (getFieldState('par').isDirty && getValues('par') !== parSetHere.current) return;
    const stored = storedPar.current;
    const par =
      parKey === initialParKey.current && typeof stored === 'number' ? stored : parForHoles(coursePar, holes);
    parSetHere.current = par;
    setValue('par', par);
  }, [parKey, coursePar, holes, getFieldState, getValues, setValue]);

  // The tee's rating and slope follow the course too, from its published figures (never the default slope),
  // until the golfer types their own; a stored round keeps what it has until its course changes.
  const teeKey = course?.id ?? '';
  const initialTeeKey = useRef(teeKey);
  useEffect(() => {
    if (!courseDetails || courseDetails.id !== teeKey) return;
    // A stored round's form carries its figures (null when none); a new round's carries none at all.
    const stored = teeKey === initialTeeKey.current && defaultValues.courseRating !== undefined;
    if (stored) return;
    const published = !courseDetails.defaultedFigures?.includes('slopeRating');
    // A round carries the 18-hole rating: a 9-hole course's own rating is for its nine holes.
    const rating =
      published && courseDetails.courseRating !== null
        ? eighteenHoleRating(courseDetails.courseRating, courseDetails.par)
        : null;
    if (!getFieldState('courseRating').isDirty) setValue('courseRating', rating);
    if (!getFieldState('slopeRating').isDirty)
      setValue('slopeRating', published ? courseDetails.slopeRating : null);
  }, [teeKey, courseDetails, defaultValues.courseRating, getFieldState, setValue]);

  const pickCourse = (picked: FormCourse) => {
    const previousArchitect = course?.architect ?? null;
    setCourse(picked);
    setValue('courseId', picked.id, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    if (picked.architect) setValue('roundArchitect', picked.architect, { shouldDirty: true });
    // The previous course's architect, filled in when it was picked, does not belong to this one.
    else if (previousArchitect && getValues('roundArchitect') === previousArchitect)
      setValue('roundArchitect', '', { shouldDirty: true });
    setValue('roundCourseType', picked.courseType, { shouldDirty: true });
  };

  const photoKey = async (): Promise<string | null | undefined> => {
    if (photo.kind === 'keep') return undefined;
    if (photo.kind === 'remove') return null;
    return uploadPhoto(photo.photo.blob, photo.photo.contentType);
  };

  const onValid = async (values: RoundFormValues) => {
    setSubmitting(true);
    // No signal (or a course typed offline): the round goes to the device's outbox, photo and all.
    const keep =
      onKeepOnDevice && course
        ? ({ signedOut = false } = {}) =>
            onKeepOnDevice({
              values,
              course,
              photo: photo.kind === 'replace' ? photo.photo : null,
              signedOut,
            }).then(
              () => true,
              (error: unknown) => {
                setSubmitting(false);
                onFailure(error);
                return false;
              },
            )
        : null;
    // The session is over (the API renews an hour-old one by itself, so this is a sign-out or weeks away):
    // nothing typed is lost. A new round waits in the outbox, which sends it once the golfer is signed in
    // again; a form that cannot be kept stays open, filled, and says why.
    const signInKeeping = async () => {
      if (keep && canKeepAfterSignOut() && (await keep({ signedOut: true }))) {
        // The dialog's toast says the round is kept and why; sign-in follows once it can be read.
        const returnTo = window.location.pathname;
        window.setTimeout(() => navigateTo(loginUrl(returnTo)), KEPT_THEN_SIGN_IN_MS);
        return;
      }
      setSubmitting(false);
      sessionOver(submitLabel);
    };
    if (keep && course && keepOnDeviceFirst(course.id)) return void (await keep());
    let imageUrl: string | null | undefined;
    try {
      imageUrl = await photoKey();
    } catch (error) {
      if (keep && canKeepAfterFailure(error)) return void (await keep());
      if (isHttpError(error, 401)) return signInKeeping();
      setSubmitting(false);
      // A failed upload's message carries the status (docs/product-rules.md#messages).
      toast({
        title: 'Upload Failed',
        description: error instanceof Error ? error.message : 'Failed to upload image',
        variant: 'destructive',
      });
      return;
    }
    try {
      await onSubmit({ values, imageUrl, ratingChanged: ratingFieldsDirty(formState.dirtyFields) });
    } catch (error) {
      if (keep && canKeepAfterFailure(error)) return void (await keep());
      if (isHttpError(error, 401)) return signInKeeping();
      setSubmitting(false);
      onFailure(error);
    }
  };

  const locked = submitting || busy;
  return (
    <RoundFormCourseContext value={{ course, coursePar, tees, pickCourse }}>
      <FormProvider {...form}>
        <form className="round-form" noValidate onSubmit={handleSubmit(onValid)} aria-label={label}>
          <CourseField />
          <div className="round-form__grid">
            <ScoreField />
            <HolesField />
            <ParField />
            <TeesField />
            <CourseRatingField />
            <SlopeField />
            <DatePlayedField />
            <RoundTypeField />
            <CourseTypeField />
            <RoundArchitectField />
            <PlayingPartnersField />
          </div>
          <ScorecardField />
          <ExperienceRatingField />
          <RoundPhotoField
            currentUrl={currentPhotoUrl}
            change={photo}
            onChange={setPhoto}
            error={photoError}
            onError={setPhotoError}
            onPreparingChange={setPreparingPhoto}
          />
          <FavoriteHoleField />
          <ReviewCommentsField />
          <NotesField />
          <ShareToCommunityField />
          <div className="round-form__footer">
            {leadingActions}
            <span className="round-form__spacer" />
            <Button type="button" variant="secondary" onClick={onCancel} disabled={locked}>
              Cancel
            </Button>
            <Button type="submit" pending={submitting} disabled={busy || preparingPhoto}>
              {submitting ? pendingLabel : submitLabel}
            </Button>
          </div>
        </form>
      </FormProvider>
    </RoundFormCourseContext>
  );
}
