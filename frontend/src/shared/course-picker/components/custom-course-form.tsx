import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import {
  COURSE_RATING_MAX,
  COURSE_RATING_MIN,
  COURSE_TYPES,
  createCourseSchema,
  DEFAULT_PAR,
  SLOPE_MAX,
  SLOPE_MIN,
  type CourseSearchResult,
  type CreateCourse,
  type CreateCourseInput,
} from '../../../../../shared/schemas/course';
import { isHttpError } from '../../api/http';
import { getCourse } from '../../courses/api/get-course';
import { courseTypeLabel } from '../../courses/course-labels';
import { Button } from '../../ui/button';
import { Field, Input } from '../../ui/field';
import { Select } from '../../ui/select';
import { useToast } from '../../ui/toast';
import { existingCourseIdOf, useCreateCourse } from '../api/create-course';
import { toPickedCourse } from '../to-picked-course';
import { SimilarCourses } from './similar-courses';

/** Spec §5: the one message for a missing name, city or country. */
const REQUIRED_MESSAGE = 'Please fill in course name, city, and country.';

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
] as const satisfies ReadonlyArray<FieldPath<CreateCourseInput>>;
type FormField = (typeof fieldNames)[number];

function isFormField(key: string): key is FormField {
  return (fieldNames as readonly string[]).includes(key);
}

/** Number inputs give text: empty means "not given" (null, or the default for par), anything else a number. */
const optionalNumber = (value: unknown) => (value === '' || value == null ? null : Number(value));
const parNumber = (value: unknown) => (value === '' || value == null ? undefined : Number(value));

const typeOptions = COURSE_TYPES.map((type) => ({ value: type, label: courseTypeLabel(type) }));

interface CustomCourseFormProps {
  initialName: string;
  onBack: () => void;
  onPick: (course: CourseSearchResult) => void;
}

interface Conflict {
  message: string;
  existingCourseId: string;
}

/**
 * Manual entry (spec §5 Custom course): validated with the handler's own schema, so the messages the golfer
 * sees are the API's. A 409 says the course exists already and offers to use it instead.
 */
export function CustomCourseForm({ initialName, onBack, onPick }: CustomCourseFormProps) {
  const { toast } = useToast();
  const { trigger, isMutating } = useCreateCourse();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [loadingExisting, setLoadingExisting] = useState(false);
  const existingButtonRef = useRef<HTMLButtonElement>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, submitCount },
  } = useForm<CreateCourseInput, unknown, CreateCourse>({
    resolver: zodResolver(createCourseSchema),
    defaultValues: {
      name: initialName,
      city: '',
      state: '',
      country: '',
      courseType: 'public',
      par: DEFAULT_PAR,
    },
  });

  const [typedName, typedCity] = useWatch({ control, name: ['name', 'city'] });

  useEffect(() => setFocus(initialName ? 'city' : 'name'), [setFocus, initialName]);
  // The conflict notice sits above a long form: bring its one action into view and focus.
  useEffect(() => {
    if (conflict) existingButtonRef.current?.focus();
  }, [conflict]);

  const onSubmit = async (input: CreateCourse) => {
    setConflict(null);
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
        });
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
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      aria-label="Create a custom course"
    >
      {missingRequired ? (
        <div className="custom-course__alert" role="alert" key={submitCount}>
          <CircleAlert aria-hidden="true" />
          <p>{REQUIRED_MESSAGE}</p>
        </div>
      ) : null}
      {conflict ? (
        <div className="custom-course__alert custom-course__alert--info" role="alert">
          <CircleAlert aria-hidden="true" />
          <div>
            <p className="custom-course__alert-title">This course is already in Fescue</p>
            <p>{conflict.message}</p>
            <Button
              ref={existingButtonRef}
              size="sm"
              className="custom-course__alert-action"
              pending={loadingExisting}
              onClick={() => void pickExisting(conflict.existingCourseId)}
            >
              Use the existing course
            </Button>
          </div>
        </div>
      ) : null}

      <SimilarCourses name={typedName ?? ''} city={typedCity ?? ''} onPick={onPick} />

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
          <Input autoComplete="off" aria-required="true" {...register('country')} />
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
        <Field label="Par" error={fieldError('par')}>
          <Input
            type="number"
            inputMode="numeric"
            min={54}
            max={76}
            {...register('par', { setValueAs: parNumber })}
          />
        </Field>
        <Field label="Yardage" error={fieldError('yardage')} hint="Optional">
          <Input
            type="number"
            inputMode="numeric"
            min={1000}
            max={9000}
            {...register('yardage', { setValueAs: optionalNumber })}
          />
        </Field>
        <Field
          label="Course rating"
          error={fieldError('courseRating')}
          hint={`${COURSE_RATING_MIN} to ${COURSE_RATING_MAX}, one decimal`}
        >
          <Input
            type="number"
            inputMode="decimal"
            step="0.1"
            min={COURSE_RATING_MIN}
            max={COURSE_RATING_MAX}
            {...register('courseRating', { setValueAs: optionalNumber })}
          />
        </Field>
        <Field label="Slope rating" error={fieldError('slopeRating')} hint={`${SLOPE_MIN} to ${SLOPE_MAX}`}>
          <Input
            type="number"
            inputMode="numeric"
            min={SLOPE_MIN}
            max={SLOPE_MAX}
            {...register('slopeRating', { setValueAs: optionalNumber })}
          />
        </Field>
        <Field label="Architect" error={fieldError('architect')} hint="Optional">
          <Input autoComplete="off" {...register('architect')} />
        </Field>
        <Field label="Year opened" error={fieldError('architectYear')} hint="Optional">
          <Input
            type="number"
            inputMode="numeric"
            {...register('architectYear', { setValueAs: optionalNumber })}
          />
        </Field>
      </div>

      <div className="custom-course__actions">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to Search
        </Button>
        <Button type="submit" pending={isMutating}>
          {isMutating ? 'Creating...' : 'Create Course'}
        </Button>
      </div>
    </form>
  );
}
