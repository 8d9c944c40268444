import { useSessionExpiredRedirect } from '../lib/use-unauthorized-redirect';
import { zodResolver } from '@hookform/resolvers/zod';
import { MapPin, Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { COURSE_TYPES, type CourseSearchResult } from '../../../../shared/schemas/course';
import { numberFromText } from '../../../../shared/schemas/number-text';
import { PHOTO_SIZE_MESSAGE, PHOTO_TYPE_MESSAGE } from '../../../../shared/schemas/photo';
import {
  MISSING_COURSE_MESSAGE,
  ROUND_TYPES,
  SCORE_MAX,
  SCORE_MESSAGE,
  createRoundSchema,
  type CreateRound,
  type CreateRoundInput,
} from '../../../../shared/schemas/round';
import { parForHoles } from '../../../../shared/rounds/par';
import { isHttpError } from '../api/http';
import { FindOrCreateCourseDialog } from '../course-picker';
import { RateCourseDialog, type RatingValues } from '../course-rating';
import { courseTypeLabel, placeOf } from '../courses/course-labels';
import { useCourse } from '../courses/api/get-course';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import { useDiscardGuard } from '../ui/discard-guard';
import { Field, Input } from '../ui/field';
import { useToast } from '../ui/toast';
import { useCreateRound } from './api/create-round';
import { uploadPhoto } from './api/upload-photo';
import { ArchitectField } from './components/architect-field';
import { ExperienceRatingDialog } from './components/experience-rating-dialog';
import { NativeSelect, TextArea } from './components/form-controls';
import { PhotoField } from './components/photo-field';
import { preparePhoto, type PreparedPhoto } from './prepare-photo';
import { emptyRatings, fescueScore, ratingAverage, ratingLabel, type RoundRatings } from './rating-summary';
import './round-form.css';

export { SESSION_EXPIRED_REDIRECT_MS } from '../lib/use-unauthorized-redirect';

export interface AddRoundDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A course to start with (a course page's "Add Round at this club"); the golfer may still change it. */
  initialCourse?: CourseSearchResult;
}

/** Today as YYYY-MM-DD in the golfer's own time zone (toISOString would give UTC's date). */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function blankValues(course?: CourseSearchResult): CreateRoundInput {
  return {
    courseId: course?.id ?? '',
    score: '',
    holes: 18,
    playedAt: today(),
    roundType: 'Regular',
    roundCourseType: course?.courseType ?? null,
    roundArchitect: course?.architect ?? '',
    favoriteHole: null,
    reviewComments: '',
    notes: '',
  };
}

const NO_RATING_EXTRAS: Omit<RatingValues, 'ratings'> = {
  ratingTags: [],
  comments: '',
  shareComments: false,
};

function zeroUnrated(ratings: RoundRatings): RatingValues['ratings'] {
  return Object.fromEntries(
    Object.entries(ratings).map(([key, value]) => [key, value ?? 0]),
  ) as RatingValues['ratings'];
}

function nullUnrated(ratings: RatingValues['ratings']): RoundRatings {
  return Object.fromEntries(
    Object.entries(ratings).map(([key, value]) => [key, value > 0 ? value : null]),
  ) as RoundRatings;
}

/** react-hook-form also passes the default (null) through setValueAs, so null must stay null. */
const emptyToNull = (value: unknown) => (value === '' || value == null ? null : value);
const numberOrNull = (value: unknown) => (value === '' || value == null ? null : numberFromText(value));

/**
 * Spec §2/§4/§5 Add New Round: pick a course, score, holes (9 halves the par), type, date, architect, course
 * type, the experience ratings, a photo, favourite hole, review and notes. Validates with the shared create
 * schema (the same one the API uses); the photo is uploaded first and the round saved with its key.
 */
export default function AddRoundDialog({ open, onOpenChange, initialCourse }: AddRoundDialogProps) {
  // A round half entered (score, ratings, photo) is not lost to a stray Escape or click outside.
  const guard = useDiscardGuard(onOpenChange, {
    title: 'Discard this round?',
    description: 'The score, ratings and everything else entered for this round will be lost.',
  });
  return (
    <Dialog open={open} onOpenChange={guard.onOpenChange}>
      {/* The form mounts with the dialog, so every opening starts blank. */}
      {open ? (
        <AddRoundForm
          initialCourse={initialCourse}
          onDone={() => onOpenChange(false)}
          onUnsavedChange={guard.setUnsaved}
        />
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
  initialCourse: CourseSearchResult | undefined;
  onDone: () => void;
  onUnsavedChange: (unsaved: boolean) => void;
}) {
  const { toast } = useToast();
  const sessionExpired = useSessionExpiredRedirect();
  const { trigger } = useCreateRound();
  const [course, setCourse] = useState<CourseSearchResult | null>(initialCourse ?? null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [ratingOpen, setRatingOpen] = useState(false);
  const [ratings, setRatings] = useState<RoundRatings>(emptyRatings);
  // The detailed dialog's tags, comments and sharing, sent with the round (the popup sets ratings only).
  const [detailedOpen, setDetailedOpen] = useState(false);
  const [ratingExtras, setRatingExtras] = useState<Omit<RatingValues, 'ratings'>>(NO_RATING_EXTRAS);
  const [photo, setPhoto] = useState<PreparedPhoto | null>(null);
  const [preparingPhoto, setPreparingPhoto] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { data: courseDetails } = useCourse(course?.id);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors, isSubmitted, isDirty },
  } = useForm<CreateRoundInput, unknown, CreateRound>({
    resolver: zodResolver(createRoundSchema),
    defaultValues: blankValues(initialCourse),
  });
  const unsaved =
    isDirty || course?.id !== initialCourse?.id || photo !== null || ratingAverage(ratings) !== null;
  useEffect(() => onUnsavedChange(unsaved), [onUnsavedChange, unsaved]);
  useEffect(() => () => onUnsavedChange(false), [onUnsavedChange]);
  const holes = useWatch({ control, name: 'holes' }) === 9 ? 9 : 18;
  const par = courseDetails ? parForHoles(courseDetails.par, holes) : null;
  const average = ratingAverage(ratings);

  const pickCourse = (picked: CourseSearchResult) => {
    setCourse(picked);
    setValue('courseId', picked.id, { shouldValidate: isSubmitted });
    setValue('roundArchitect', picked.architect ?? '');
    setValue('roundCourseType', picked.courseType);
  };

  const choosePhoto = async (file: File) => {
    setPreparingPhoto(true);
    const result = await preparePhoto(file).finally(() => setPreparingPhoto(false));
    if (result.ok) {
      setPhoto(result.photo);
    } else if (result.reason === 'too-large') {
      toast({ title: 'File Too Large', description: PHOTO_SIZE_MESSAGE, variant: 'destructive' });
    } else {
      toast({ title: 'Invalid File', description: PHOTO_TYPE_MESSAGE, variant: 'destructive' });
    }
  };

  const onInvalid = (invalid: FieldErrors<CreateRoundInput>) => {
    const missing = invalid.courseId !== undefined || invalid.score?.message === MISSING_COURSE_MESSAGE;
    if (missing) {
      toast({ title: 'Missing Information', description: MISSING_COURSE_MESSAGE, variant: 'destructive' });
    } else if (invalid.score) {
      toast({ title: 'Invalid Score', description: SCORE_MESSAGE, variant: 'destructive' });
    }
  };

  const onValid = async (round: CreateRound) => {
    setSubmitting(true);
    try {
      const imageUrl = photo ? await uploadPhoto(photo.blob, photo.contentType) : null;
      await trigger({
        ...round,
        ...ratings,
        ratingTags: ratingExtras.ratingTags,
        ratingComments: ratingExtras.comments.trim() || null,
        ratingShared: ratingExtras.shareComments,
        imageUrl,
        ...(par === null ? {} : { par }),
      });
    } catch (error) {
      setSubmitting(false);
      if (isHttpError(error, 401)) {
        sessionExpired();
        return;
      }
      const serverMessage = isHttpError(error) ? (error.body?.message ?? null) : null;
      toast({
        title: 'Error Adding Round',
        description: serverMessage ?? 'Failed to add round. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Round Added Successfully',
      description: `${course?.name ?? 'Your round'} is in your archive.`,
      variant: 'success',
    });
    onDone();
  };

  return (
    <DialogContent
      title="Add New Round"
      description="Log a round you played: the course, your score and how it felt."
      className="round-form-dialog"
    >
      <form
        className="round-form"
        noValidate
        onSubmit={handleSubmit(onValid, onInvalid)}
        aria-label="Add New Round"
      >
        <div className="field">
          <span className="field__label" id="round-course-label">
            Course
          </span>
          {course ? (
            <div className="round-form__course" aria-labelledby="round-course-label">
              <MapPin aria-hidden="true" />
              <div>
                <p className="round-form__course-name">{course.name}</p>
                <p className="round-form__course-meta">
                  {placeOf(course)}
                  {par !== null ? ` · Par ${par}${holes === 9 ? ' for 9 holes' : ''}` : ''}
                </p>
              </div>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                data-return-focus="round-course"
                onClick={() => setPickerOpen(true)}
              >
                Change
              </Button>
            </div>
          ) : (
            <Button
              type="button"
              variant="secondary"
              className="round-form__pick"
              data-return-focus="round-course"
              aria-describedby={errors.courseId ? 'round-course-error' : undefined}
              onClick={() => setPickerOpen(true)}
            >
              <MapPin aria-hidden="true" />
              Select a course
            </Button>
          )}
          {errors.courseId ? (
            <p className="field__error" id="round-course-error">
              {errors.courseId.message}
            </p>
          ) : null}
        </div>

        <div className="round-form__grid">
          <Field
            label="Score"
            error={errors.score?.message}
            hint={`Strokes for the round, up to ${SCORE_MAX}`}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={25}
              max={SCORE_MAX}
              // The API takes a JSON number; the input's text becomes one here, by the shared rule.
              {...register('score', { setValueAs: numberFromText })}
            />
          </Field>
          <Field label="Holes" hint={par !== null ? `Par ${par}` : undefined}>
            <NativeSelect {...register('holes', { setValueAs: Number })}>
              <option value={18}>18 holes</option>
              <option value={9}>9 holes</option>
            </NativeSelect>
          </Field>
          <Field label="Round type" error={errors.roundType?.message}>
            <NativeSelect {...register('roundType')}>
              {ROUND_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Date played" error={errors.playedAt?.message}>
            <Input type="date" max={today()} {...register('playedAt')} />
          </Field>
          <Controller
            control={control}
            name="roundArchitect"
            render={({ field }) => (
              <ArchitectField
                label="Architect (optional)"
                value={field.value ?? ''}
                onChange={field.onChange}
                error={errors.roundArchitect?.message}
              />
            )}
          />
          <Field label="Course type (optional)" error={errors.roundCourseType?.message}>
            <NativeSelect {...register('roundCourseType', { setValueAs: emptyToNull })}>
              <option value="">Not set</option>
              {COURSE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {courseTypeLabel(type)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>

        <div className="field">
          <span className="field__label">Experience rating (optional)</span>
          <div className="round-form__rating">
            {average !== null ? (
              <p>
                <Star aria-hidden="true" />
                <strong>{fescueScore(average).toFixed(1)}/10</strong> {ratingLabel(average)}
              </p>
            ) : (
              <p className="round-form__muted">Not rated yet</p>
            )}
            <div className="round-form__rating-actions">
              <Button type="button" variant="secondary" size="sm" onClick={() => setRatingOpen(true)}>
                {average !== null ? 'Edit ratings' : 'Rate your experience'}
              </Button>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                disabled={!course}
                aria-describedby={course ? undefined : 'detailed-rating-hint'}
                onClick={() => setDetailedOpen(true)}
              >
                Detailed rating
              </Button>
            </div>
          </div>
          {course ? null : (
            <p className="field__hint" id="detailed-rating-hint">
              Pick the course to rate it in detail, with tags and comments.
            </p>
          )}
        </div>

        <PhotoField
          photo={photo?.blob ?? null}
          preparing={preparingPhoto}
          onChoose={(file) => void choosePhoto(file)}
          onRemove={() => setPhoto(null)}
        />

        <Field label="Favorite hole (optional)" error={errors.favoriteHole?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={holes}
            className="round-form__short"
            {...register('favoriteHole', { setValueAs: numberOrNull })}
          />
        </Field>
        <Field label="Review comments (optional)" error={errors.reviewComments?.message}>
          <TextArea rows={3} {...register('reviewComments')} />
        </Field>
        <Field label="Notes (optional)" error={errors.notes?.message}>
          <TextArea rows={3} {...register('notes')} />
        </Field>

        <div className="round-form__footer">
          <Button type="button" variant="secondary" onClick={onDone} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" pending={submitting} disabled={preparingPhoto}>
            {submitting ? 'Adding...' : 'Add Round'}
          </Button>
        </div>
      </form>

      <FindOrCreateCourseDialog open={pickerOpen} onOpenChange={setPickerOpen} onSelect={pickCourse} />
      <ExperienceRatingDialog
        open={ratingOpen}
        onOpenChange={setRatingOpen}
        courseName={course?.name ?? null}
        ratings={ratings}
        onApply={setRatings}
      />
      <RateCourseDialog
        target={detailedOpen && course ? { courseId: course.id, courseName: course.name } : null}
        onOpenChange={(next) => !next && setDetailedOpen(false)}
        collect={{
          values: { ratings: zeroUnrated(ratings), ...ratingExtras },
          onCollect: ({ ratings: detailed, ...extras }) => {
            setRatings(nullUnrated(detailed));
            setRatingExtras(extras);
          },
        }}
      />
    </DialogContent>
  );
}
