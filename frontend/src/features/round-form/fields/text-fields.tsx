import { Field } from '@/shared/ui/field';
import { TextArea } from '../components/form-controls';
import { OptionalLabel } from './optional-label';
import { useRoundFormContext } from './use-round-form';

export function ReviewCommentsField() {
  const {
    register,
    formState: { errors },
  } = useRoundFormContext();
  return (
    <Field
      label={<OptionalLabel>Review Comments</OptionalLabel>}
      error={errors.reviewComments?.message}
      hint="Your review of the course, kept with this round"
    >
      <TextArea rows={3} {...register('reviewComments')} />
    </Field>
  );
}

export function NotesField() {
  const {
    register,
    formState: { errors },
  } = useRoundFormContext();
  return (
    <Field label={<OptionalLabel>Notes</OptionalLabel>} error={errors.notes?.message}>
      <TextArea rows={3} {...register('notes')} />
    </Field>
  );
}
