import { useId } from 'react';
import { teeNamed } from '#shared/rounds/tees';
import { Field, Input } from '@/shared/ui/field';
import { OptionalLabel } from './optional-label';
import { useRoundFormContext, useRoundFormCourse } from './use-round-form';

/**
 * Tees: typed, or picked from the course's tees where Fescue knows them; a picked tee fills its course rating
 * and slope (shared/rounds/tees.ts), which stay the golfer's to change.
 */
export function TeesField() {
  const {
    register,
    setValue,
    formState: { errors },
  } = useRoundFormContext();
  const { tees } = useRoundFormCourse();
  const listId = `tees-${useId()}`;
  const fill = (text: string) => {
    const tee = teeNamed(tees, text);
    if (!tee) return;
    if (tee.courseRating !== null) setValue('courseRating', tee.courseRating, { shouldDirty: true });
    if (tee.slopeRating !== null) setValue('slopeRating', tee.slopeRating, { shouldDirty: true });
  };
  const field = register('tees', {
    onChange: (event: { target: { value: string } }) => fill(event.target.value),
  });
  return (
    <Field
      label={<OptionalLabel>Tees</OptionalLabel>}
      error={errors.tees?.message}
      hint={
        tees.length > 0
          ? `Pick one of the ${tees.length} tees to fill its rating and slope, or type your own`
          : 'The tees you played, like Blue or Championship'
      }
    >
      <Input type="text" autoComplete="off" list={tees.length > 0 ? listId : undefined} {...field} />
      {tees.length > 0 ? (
        <datalist id={listId}>
          {tees.map((tee) => (
            <option key={tee.label} value={tee.label}>
              {[
                tee.courseRating !== null ? `Rating ${tee.courseRating.toFixed(1)}` : null,
                tee.slopeRating !== null ? `Slope ${tee.slopeRating}` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </option>
          ))}
        </datalist>
      ) : null}
    </Field>
  );
}

export function PlayingPartnersField() {
  const {
    register,
    formState: { errors },
  } = useRoundFormContext();
  return (
    <Field
      label={<OptionalLabel>Playing Partners</OptionalLabel>}
      error={errors.playingPartners?.message}
      hint="Who you played with, separated by commas"
    >
      <Input type="text" autoComplete="off" {...register('playingPartners')} />
    </Field>
  );
}
