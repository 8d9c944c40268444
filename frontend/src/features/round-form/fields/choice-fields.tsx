import { Controller } from 'react-hook-form';
import { COURSE_TYPES } from '#shared/schemas/course';
import { ROUND_TYPES } from '#shared/schemas/round';
import { courseTypeLabel } from '@/features/courses';
import { Field, Input } from '@/shared/ui/field';
import { NativeSelect } from '../components/form-controls';
import { today } from '../round-form-values';
import { ArchitectField } from './architect-field';
import { OptionalLabel } from './optional-label';
import { useRoundFormContext, useRoundFormCourse } from './use-round-form';

/** react-hook-form also passes the default (null) through setValueAs, so null must stay null. */
const emptyToNull = (value: unknown) => (value === '' || value == null ? null : value);

export function DatePlayedField() {
  const {
    register,
    formState: { errors },
  } = useRoundFormContext();
  return (
    <Field label="Date Played" error={errors.playedAt?.message}>
      <Input type="date" max={today()} {...register('playedAt')} />
    </Field>
  );
}

// The selects are controlled (Controller), not registered: a registered <select> inside a field component
// was left showing its first option instead of the form's value.

export function RoundTypeField() {
  const {
    control,
    formState: { errors },
  } = useRoundFormContext();
  return (
    <Field label="Round Type" error={errors.roundType?.message}>
      <Controller
        control={control}
        name="roundType"
        render={({ field }) => (
          <NativeSelect
            name={field.name}
            ref={field.ref}
            value={field.value ?? 'Regular'}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
          >
            {ROUND_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </NativeSelect>
        )}
      />
    </Field>
  );
}

export function CourseTypeField() {
  const {
    control,
    formState: { errors },
  } = useRoundFormContext();
  return (
    <Field label={<OptionalLabel>Course Type</OptionalLabel>} error={errors.roundCourseType?.message}>
      <Controller
        control={control}
        name="roundCourseType"
        render={({ field }) => (
          <NativeSelect
            name={field.name}
            ref={field.ref}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(emptyToNull(event.target.value))}
            onBlur={field.onBlur}
          >
            <option value="">Not set</option>
            {COURSE_TYPES.map((type) => (
              <option key={type} value={type}>
                {courseTypeLabel(type)}
              </option>
            ))}
          </NativeSelect>
        )}
      />
    </Field>
  );
}

export function RoundArchitectField() {
  const {
    control,
    formState: { errors },
  } = useRoundFormContext();
  const { course } = useRoundFormCourse();
  return (
    <Controller
      control={control}
      name="roundArchitect"
      render={({ field }) => (
        <ArchitectField
          label={<OptionalLabel>Course Architect</OptionalLabel>}
          value={field.value ?? ''}
          onChange={field.onChange}
          error={errors.roundArchitect?.message}
          // The round's card shows the course's architect when the round names none of its own.
          hint={course?.architect ? `Not set shows the course's architect, ${course.architect}.` : undefined}
          className="round-form__wide"
        />
      )}
    />
  );
}
