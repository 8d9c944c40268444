import { Controller, useWatch } from 'react-hook-form';
import { numberFromText } from '#shared/schemas/number-text';
import { SLOPE_MAX, SLOPE_MIN } from '#shared/schemas/course';
import {
  ROUND_COURSE_RATING_MAX,
  ROUND_COURSE_RATING_MIN,
  SCORE_MAX,
  SCORE_MIN,
} from '#shared/schemas/round';
import { Field, Input } from '@/shared/ui/field';
import { NativeSelect } from '../components/form-controls';
import { OptionalLabel } from './optional-label';
import { useRoundFormContext } from './use-round-form';

const numberOrNull = (value: unknown) => (value === '' || value == null ? null : numberFromText(value));
/** An empty par is left out: the server takes the course's (half of it for 9 holes). */
const numberOrAbsent = (value: unknown) =>
  value === '' || value == null ? undefined : numberFromText(value);

export function ScoreField() {
  const {
    register,
    control,
    formState: { errors },
  } = useRoundFormContext();
  // A round with a card scores the card's total (docs/product-rules.md#scorecards): the card fills it in.
  const carded = Boolean(useWatch({ control, name: 'scorecard' }));
  // With neither a course nor a score, both fields carry the one message ("Please select a course and
  // enter your score"): the course field, first, says it once.
  const error = errors.score?.message === errors.courseId?.message ? undefined : errors.score?.message;
  return (
    <Field
      label="Score"
      error={error}
      hint={carded ? "The scorecard's total" : `Strokes for the round, ${SCORE_MIN} to ${SCORE_MAX}`}
    >
      <Input
        type="number"
        readOnly={carded}
        inputMode="numeric"
        min={SCORE_MIN}
        max={SCORE_MAX}
        // The API takes a JSON number; the input's text becomes one here, by the shared rule.
        {...register('score', { setValueAs: numberFromText })}
      />
    </Field>
  );
}

export function HolesField() {
  const {
    control,
    formState: { errors },
  } = useRoundFormContext();
  // Controlled, like the other selects (see choice-fields.tsx).
  return (
    <Field label="Holes Played" error={errors.holes?.message}>
      <Controller
        control={control}
        name="holes"
        render={({ field }) => (
          <NativeSelect
            name={field.name}
            ref={field.ref}
            value={String(field.value ?? 18)}
            onChange={(event) => field.onChange(Number(event.target.value))}
            onBlur={field.onBlur}
          >
            <option value="18">18 holes</option>
            <option value="9">9 holes</option>
          </NativeSelect>
        )}
      />
    </Field>
  );
}

/** Par follows the course and the holes played until the golfer types their own (RoundForm fills it). */
export function ParField() {
  const {
    register,
    formState: { errors },
  } = useRoundFormContext();
  return (
    <Field label="Par" error={errors.par?.message} hint="From the course; 9 holes take half">
      <Input
        type="number"
        inputMode="numeric"
        min={25}
        max={80}
        {...register('par', { setValueAs: numberOrAbsent })}
      />
    </Field>
  );
}

export function FavoriteHoleField() {
  const {
    register,
    control,
    formState: { errors },
  } = useRoundFormContext();
  const holes = useWatch({ control, name: 'holes' }) === 9 ? 9 : 18;
  return (
    <Field label={<OptionalLabel>Favorite Hole</OptionalLabel>} error={errors.favoriteHole?.message}>
      <Input
        type="number"
        inputMode="numeric"
        min={1}
        max={holes}
        className="round-form__short"
        {...register('favoriteHole', { setValueAs: numberOrNull })}
      />
    </Field>
  );
}

/**
 * The tee's course rating and slope from the scorecard (they feed Fescue's WHS estimate). Filled from the
 * course where the catalog publishes them (RoundForm fills them, like par), and the golfer's to change.
 */
export function CourseRatingField() {
  const {
    register,
    formState: { errors },
  } = useRoundFormContext();
  return (
    <Field
      label={<OptionalLabel>Course Rating</OptionalLabel>}
      error={errors.courseRating?.message}
      hint="Your tee's 18-hole rating, like 72.4"
    >
      <Input
        type="number"
        inputMode="decimal"
        step={0.1}
        min={ROUND_COURSE_RATING_MIN}
        max={ROUND_COURSE_RATING_MAX}
        {...register('courseRating', { setValueAs: numberOrNull })}
      />
    </Field>
  );
}

export function SlopeField() {
  const {
    register,
    formState: { errors },
  } = useRoundFormContext();
  return (
    <Field
      label={<OptionalLabel>Slope</OptionalLabel>}
      error={errors.slopeRating?.message}
      hint={`Beside the rating, ${SLOPE_MIN} to ${SLOPE_MAX}`}
    >
      <Input
        type="number"
        inputMode="numeric"
        min={SLOPE_MIN}
        max={SLOPE_MAX}
        {...register('slopeRating', { setValueAs: numberOrNull })}
      />
    </Field>
  );
}
