import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type FieldPath } from 'react-hook-form';
import { courseIdentityKey } from '#shared/courses/normalize';
import { COURSE_FACTS, type CourseFact } from '#shared/passport/course-facts';
import {
  COURSE_LIMIT_MESSAGE,
  COURSE_TYPES,
  courseRatingRange,
  DEFAULT_PAR,
  isNineHolePar,
  SLOPE_MAX,
  SLOPE_MIN,
  type CourseSearchResult,
} from '#shared/schemas/course';
import {
  createCourseSchema,
  type CreateCourse,
  type CreateCourseInput,
} from '#shared/schemas/course-requests';
import { numberFromText } from '#shared/schemas/number-text';
import { isHttpError } from '@/shared/api/http';
import { CountryInput } from '@/shared/country-input/country-input';
import { getCourse, courseTypeLabel } from '@/features/courses';
import { Button } from '@/shared/ui/button';
import { Field, Input } from '@/shared/ui/field';
import { Select } from '@/shared/ui/select';
import { useToast } from '@/shared/ui/toast';
import {
  isSameCourse,
  similarQuery as similarQueryOf,
  useSimilarCourseCheck,
} from '../api/check-similar-courses';
import { existingCourseIdOf, useCreateCourse } from '../api/create-course';
import { toPickedCourse } from '../to-picked-course';
import { HintedField } from './hinted-field';
import { SimilarCourses } from './similar-courses';

/** The one message for a missing name, city or country (docs/product-rules.md#courses). */
const REQUIRED_MESSAGE = 'Please fill in course name, city, and country.';

const FACT_LABELS: Record<CourseFact, string> = {
  links: 'Links',
  desert: 'Desert',
  coastal: 'Coastal',
  historic: 'Historic',
};

const fieldNames = [
  'name',
  'city',
  'state',
  'country',
  'courseType',
  'par',
  'yardage',
  'courseRating',
  'slopeRating',
  'architect',
  'architectYear',
  'facts',
] as const satisfies ReadonlyArray<FieldPath<CreateCourseInput>>;
type FormField = (typeof fieldNames)[number];

function isFormField(key: string): key is FormField {
  return (fieldNames as readonly string[]).includes(key);
}

/**
 * Number inputs give text: empty means "not given" (null, or the default for par); decimal text becomes a
 * number by the shared rule, and anything else is left for the schema to refuse in the field's own words.
 */
const optionalNumber = (value: unknown) => (value === '' || value == null ? null : numberFromText(value));
const parNumber = (value: unknown) => (value === '' || value == null ? undefined : numberFromText(value));

const typeOptions = COURSE_TYPES.map((type) => ({ value: type, label: courseTypeLabel(type) }));

interface CustomCourseFormProps {
  /** The search text: the name, unless the golfer has typed a name of their own. */
  initialName: string;
  /** Whether the form is on screen (it stays mounted, hidden, while the golfer searches again). */
  shown?: boolean;
  onBack: () => void;
  onPick: (course: CourseSearchResult) => void;
  /** Told whether the form holds entries beyond the name it opened with (so closing asks first). */
  onUnsavedChange?: (unsaved: boolean) => void;
}

interface Conflict {
  message: string;
  existingCourseId: string;
  /** The name and city it answered (courseIdentityKey): once either is changed, it no longer applies. */
  identity: string;
}

/**
 * Manual entry (docs/product-rules.md#courses): validated with the handler's own schema, so the messages the
 * golfer sees are the API's. Catalog courses of a similar name in the same town are offered before a copy is
 * made, on submit too when the golfer typed faster than the check; a 409 says the course exists already and
 * offers to use it instead.
 */
export function CustomCourseForm({
  initialName,
  shown = true,
  onBack,
  onPick,
  onUnsavedChange,
}: CustomCourseFormProps) {
  const { toast } = useToast();
  const { trigger, isMutating } = useCreateCourse();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  // A 429: the golfer has added today's courses; the server's sentence says when they can add more.
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [loadingExisting, setLoadingExisting] = useState(false);
  const existingButtonRef = useRef<HTMLButtonElement>(null);
  const existingNoticeRef = useRef<HTMLDivElement>(null);
  // Changed when a submit was answered by the existing-course notice: it comes into view, its action focused.
  const [existingFocusRequest, setExistingFocusRequest] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    getValues,
    getFieldState,
    formState: { errors, submitCount, isSubmitting, isDirty },
  } = useForm<CreateCourseInput, unknown, CreateCourse>({
    resolver: zodResolver(createCourseSchema),
    // react-hook-form would focus in registration order, which puts the Country and Course type controls
    // (registered by their own components) after every plain field: focusFirstError goes top to bottom.
    shouldFocusError: false,
    defaultValues: {
      name: initialName,
      city: '',
      state: '',
      country: '',
      courseType: 'public',
      facts: [],
      par: DEFAULT_PAR,
    },
  });

  const [typedName = '', typedCity = '', typedCountry = ''] = useWatch({
    control,
    name: ['name', 'city', 'country'],
  });
  // A 9-hole course (par 27 to 40) is rated for its nine holes: the rating's range follows the par.
  const typedPar = useWatch({ control, name: 'par' });
  const nineHoles = typeof typedPar === 'number' && isNineHolePar(typedPar);
  const [ratingMin, ratingMax] = courseRatingRange(nineHoles ? (typedPar as number) : DEFAULT_PAR);
  const similarCheck = useSimilarCourseCheck(typedName, typedCity, typedCountry);
  // What the golfer has been shown, so a submit is held back only for news: a similar course, or a failed check.
  const seenCourseIds = useRef(new Set<string>());
  const seenFailures = useRef(new Set<string>());
  const [similarFocusRequest, setSimilarFocusRequest] = useState(0);

  // The 409 and the similar-course notice would name the same course twice: the 409 is the sure one.
  const shownConflict =
    conflict && conflict.identity === courseIdentityKey(typedName, typedCity) ? conflict : null;
  // A similar course with the very identity typed is the course the server would refuse with a 409: say so
  // now, as the 409 would, rather than offer a Create anyway that can only fail.
  const sameCourse = shownConflict
    ? undefined
    : similarCheck.shown.find((course) => isSameCourse(typedName, typedCity, course));
  const existing: { message: string; use: () => void } | null = shownConflict
    ? { message: shownConflict.message, use: () => void pickExisting(shownConflict.existingCourseId) }
    : sameCourse
      ? {
          message: `Fescue has it as ${sameCourse.name}, ${sameCourse.city}.`,
          use: () => onPick(sameCourse),
        }
      : null;
  const shownSimilar = existing ? [] : similarCheck.shown;
  const shownFailure = !existing && similarCheck.check.status === 'failed';
  const shownIds = shownSimilar.map((course) => course.id).join('\n');
  const { query: similarQuery } = similarCheck;
  useEffect(() => {
    for (const id of shownIds.split('\n')) if (id) seenCourseIds.current.add(id);
  }, [shownIds]);
  useEffect(() => {
    if (shownFailure) seenFailures.current.add(similarQuery);
  }, [shownFailure, similarQuery]);

  // Each time the form comes on screen: a name not typed by the golfer follows the search text, and the
  // first empty field of the two takes the focus.
  useEffect(() => {
    if (!shown) return;
    if (!getFieldState('name').isDirty) setValue('name', initialName);
    setFocus(getValues('name') ? 'city' : 'name');
  }, [shown, initialName, getFieldState, setValue, setFocus, getValues]);
  useEffect(() => onUnsavedChange?.(isDirty), [onUnsavedChange, isDirty]);
  // Gone (Back to Search, a course picked or created): nothing of it is left to lose.
  useEffect(() => () => onUnsavedChange?.(false), [onUnsavedChange]);
  // The notice sits above a long form: bring the notice itself into view (focus alone would scroll only as
  // far as its button, leaving its title and message above the dialog's top), then focus its one action.
  useEffect(() => {
    if (existingFocusRequest === 0) return;
    existingNoticeRef.current?.scrollIntoView?.({ block: 'start' });
    existingButtonRef.current?.focus({ preventScroll: true });
  }, [existingFocusRequest]);

  /** The first field with an error, in the order the form shows them, takes the focus. */
  const focusFirstError = (invalid: FieldErrors<CreateCourseInput>) => {
    const first = fieldNames.find((field) => invalid[field]);
    if (first) setFocus(first);
  };

  const onSubmit = async (input: CreateCourse) => {
    setConflict(null);
    setLimitMessage(null);
    const { name, city, country } = getValues();
    const similar = await similarCheck.ensure(name, city, country);
    if (similar.status === 'done' && similar.similar.some((course) => isSameCourse(name, city, course))) {
      // The very course is in Fescue: not created, and the notice saying so is brought to the golfer.
      setExistingFocusRequest((count) => count + 1);
      return;
    }
    const news =
      similar.status === 'done'
        ? similar.similar.some((course) => !seenCourseIds.current.has(course.id))
        : similar.status === 'failed' && !seenFailures.current.has(similarQueryOf(name, city));
    if (news) {
      // Not created: the notice (or the failed check) is shown, and the next submit is "Create anyway".
      setSimilarFocusRequest((count) => count + 1);
      return;
    }
    try {
      const course = await trigger(input);
      toast({ title: 'Course Created', description: `${course.name} is now in Fescue.`, variant: 'success' });
      onPick(toPickedCourse(course));
    } catch (error) {
      const existingCourseId = isHttpError(error, 409) ? existingCourseIdOf(error.details) : null;
      if (existingCourseId) {
        setConflict({
          message:
            isHttpError(error) && error.body ? error.body.message : 'This course is already in Fescue.',
          existingCourseId,
          identity: courseIdentityKey(name, city),
        });
        setExistingFocusRequest((count) => count + 1);
        return;
      }
      if (isHttpError(error, 429)) {
        setLimitMessage(error.body?.message ?? COURSE_LIMIT_MESSAGE);
        return;
      }
      if (isHttpError(error, 400) && error.body?.fieldErrors) {
        const fields = Object.entries(error.body.fieldErrors).filter(([key]) => isFormField(key));
        for (const [key, message] of fields) if (isFormField(key)) setError(key, { type: 'server', message });
      }
      toast({
        title: 'Creation Failed',
        description: 'Failed to create course. Please check your information.',
        variant: 'destructive',
      });
    }
  };

  const pickExisting = async (id: string) => {
    setLoadingExisting(true);
    try {
      onPick(toPickedCourse(await getCourse(id)));
    } catch (error) {
      console.warn('Loading the existing course failed', error);
      toast({
        title: 'Error',
        description: 'Could not load that course. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setLoadingExisting(false);
    }
  };

  // The three required fields share one message: say it once above the form, mark each field.
  const missingRequired = (['name', 'city', 'country'] as const).some(
    (key) => errors[key]?.message === REQUIRED_MESSAGE,
  );
  const fieldError = (key: FormField) => {
    const message = errors[key]?.message;
    return message === REQUIRED_MESSAGE ? 'Required' : message;
  };

  return (
    <form
      className="custom-course"
      // Inside a handler: onSubmit reads what the golfer has been shown, which render must not. The event
      // stops here: inside Add Round this form sits (through the dialog's portal) within the round's form,
      // whose own submit would check a round not yet filled in and show errors the golfer has not earned.
      onSubmit={(event) => {
        event.stopPropagation();
        void handleSubmit(onSubmit, focusFirstError)(event);
      }}
      noValidate
      aria-label="Create a custom course"
    >
      {missingRequired ? (
        <div className="custom-course__alert" role="alert" key={submitCount}>
          <CircleAlert aria-hidden="true" />
          <p>{REQUIRED_MESSAGE}</p>
        </div>
      ) : null}
      {limitMessage ? (
        <div className="custom-course__alert" role="alert">
          <CircleAlert aria-hidden="true" />
          <div>
            <p className="custom-course__alert-title">Daily course limit reached</p>
            <p>{limitMessage}</p>
          </div>
        </div>
      ) : null}
      {existing ? (
        <div
          ref={existingNoticeRef}
          className="custom-course__alert custom-course__alert--info custom-course__existing"
          role="alert"
        >
          <CircleAlert aria-hidden="true" />
          <div>
            <p className="custom-course__alert-title">This course is already in Fescue</p>
            <p>{existing.message}</p>
            <Button
              ref={existingButtonRef}
              size="sm"
              className="custom-course__alert-action"
              pending={loadingExisting}
              onClick={existing.use}
            >
              Use the existing course
            </Button>
          </div>
        </div>
      ) : null}

      <SimilarCourses
        similar={shownSimilar}
        failed={shownFailure}
        onPick={onPick}
        onRetry={similarCheck.retry}
        focusRequest={similarFocusRequest}
      />

      <div className="custom-course__grid">
        <Field label="Course name" error={fieldError('name')} className="custom-course__wide">
          <Input autoComplete="off" aria-required="true" {...register('name')} />
        </Field>
        <Field label="City" error={fieldError('city')}>
          <Input autoComplete="off" aria-required="true" {...register('city')} />
        </Field>
        <Field label="State or region" error={fieldError('state')}>
          <Input autoComplete="off" {...register('state')} />
        </Field>
        <Field label="Country" error={fieldError('country')}>
          <Controller
            control={control}
            name="country"
            render={({ field }) => <CountryInput aria-required="true" {...field} />}
          />
        </Field>
        <Field label="Course type" error={fieldError('courseType')}>
          <Controller
            control={control}
            name="courseType"
            render={({ field }) => (
              <Select options={typeOptions} value={field.value ?? 'public'} onValueChange={field.onChange} />
            )}
          />
        </Field>
        <Field
          label="Par"
          error={fieldError('par')}
          hint="54 to 76 for 18 holes; 27 to 40 for a 9-hole course"
        >
          <Input
            type="number"
            inputMode="numeric"
            min={27}
            max={76}
            {...register('par', { setValueAs: parNumber })}
          />
        </Field>
        <HintedField label="Yardage" error={fieldError('yardage')} hint="Optional">
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1000}
              max={9000}
              {...register('yardage', { setValueAs: optionalNumber })}
            />
          )}
        </HintedField>
        <HintedField
          label="Course rating"
          error={fieldError('courseRating')}
          hint={
            nineHoles
              ? `The 9-hole rating, ${ratingMin} to ${ratingMax}, one decimal`
              : `${ratingMin} to ${ratingMax}, one decimal`
          }
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              step="0.1"
              min={ratingMin}
              max={ratingMax}
              {...register('courseRating', { setValueAs: optionalNumber })}
            />
          )}
        </HintedField>
        <HintedField
          label="Slope rating"
          error={fieldError('slopeRating')}
          hint={`${SLOPE_MIN} to ${SLOPE_MAX}`}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={SLOPE_MIN}
              max={SLOPE_MAX}
              {...register('slopeRating', { setValueAs: optionalNumber })}
            />
          )}
        </HintedField>
        <HintedField label="Architect" error={fieldError('architect')} hint="Optional">
          {(control) => <Input {...control} autoComplete="off" {...register('architect')} />}
        </HintedField>
        <HintedField label="Year opened" error={fieldError('architectYear')} hint="Optional">
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              {...register('architectYear', { setValueAs: optionalNumber })}
            />
          )}
        </HintedField>
        {/* The passport's Links, Desert, Coastal and Historic tiles count what the golfer states here. */}
        <fieldset className="custom-course__facts custom-course__wide">
          <legend>Course character (optional)</legend>
          {COURSE_FACTS.map((fact) => (
            <label key={fact} className="custom-course__fact">
              <input type="checkbox" value={fact} {...register('facts')} />
              {FACT_LABELS[fact]}
            </label>
          ))}
        </fieldset>
      </div>

      <div className="custom-course__actions">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to Search
        </Button>
        <Button type="submit" pending={isSubmitting}>
          {isMutating
            ? 'Creating...'
            : isSubmitting
              ? 'Checking...'
              : shownSimilar.length > 0 || shownFailure
                ? 'Create anyway'
                : 'Create Course'}
        </Button>
      </div>
    </form>
  );
}
