import { Controller } from 'react-hook-form';
import { Field } from '@/shared/ui/field';
import { Switch } from '@/shared/ui/switch';
import { useRoundFormContext } from './use-round-form';

/**
 * Share to Community (docs/product-rules.md#community-and-events): off by default. While on, members read the
 * round as a story (course, score, notes, the golfer's name); turning it off removes the story when the round
 * is saved.
 */
export function ShareToCommunityField() {
  const { control } = useRoundFormContext();
  return (
    <Field
      label="Share to Community"
      className="round-form__share"
      hint="Members see the course, your score, your notes and your name. Off unless you turn it on."
    >
      <Controller
        control={control}
        name="sharedToCommunity"
        render={({ field }) => (
          <Switch
            name={field.name}
            ref={field.ref}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked)}
            onBlur={field.onBlur}
          />
        )}
      />
    </Field>
  );
}
