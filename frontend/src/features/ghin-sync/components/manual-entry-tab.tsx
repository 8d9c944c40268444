import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { describeValidationError } from '#shared/schemas/api-error';
import {
  GHIN_TYPED_NUMBER_NOTE,
  MISSING_GHIN_NUMBER_MESSAGE,
  MISSING_GHIN_NUMBER_TITLE,
  ghinManualFormSchema,
  type GhinStatus,
} from '#shared/schemas/ghin';
import { formatHandicapIndex } from '#shared/handicap/handicap-text';
import type { User } from '#shared/schemas/user';
import { cacheKeys } from '@/shared/api/cache-keys';
import { Button } from '@/shared/ui/button';
import { Field, Input } from '@/shared/ui/field';
import { useToast } from '@/shared/ui/toast';
import { GHIN_CONNECTION_TEST_KEY, GHIN_STATUS_PATH } from '../api/ghin-cache';
import { saveManualEntry } from '../api/save-manual-entry';
import { failureMessage, ghinNumberText } from './ghin-messages';

/**
 * What the fields start from: the profile's GHIN number (or the connected link's, which a sync has not yet
 * copied to the profile) and its index (the golfer's own, else GHIN's official one the profile shows).
 */
export function manualEntryPrefill(user: User, status: GhinStatus | undefined) {
  return {
    ghinNumber: user.ghinNumber ?? status?.ghinNumber ?? '',
    handicapIndex: formatHandicapIndex(user.handicap ?? user.ghinHandicap) ?? '',
  };
}

/**
 * Manual Entry: a GHIN number (required) and the index from the golfer's card, saved on the profile by the
 * server, checked by the same schema as the API. A typed number is the golfer's own note: the tab says so,
 * and that proving it takes their GHIN login (docs/architecture.md, "A GHIN number is read only once
 * proved"). The fields show what the profile holds until the golfer types (null: untouched), so a status or
 * profile that arrives after the tab opens still fills them.
 */
export function ManualEntryTab({ user, status }: { user: User; status: GhinStatus | undefined }) {
  const { toast } = useToast();
  const { mutate } = useSWRConfig();
  const prefill = manualEntryPrefill(user, status);
  const [typedNumber, setGhinNumber] = useState<string | null>(null);
  const [typedIndex, setHandicapIndex] = useState<string | null>(null);
  const ghinNumber = typedNumber ?? prefill.ghinNumber;
  const handicapIndex = typedIndex ?? prefill.handicapIndex;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = ghinManualFormSchema.safeParse({ ghinNumber, handicapIndex });
    if (!parsed.success) {
      const { fieldErrors } = describeValidationError(parsed.error);
      setErrors(fieldErrors ?? {});
      if (fieldErrors?.ghinNumber === MISSING_GHIN_NUMBER_MESSAGE) {
        toast({
          title: MISSING_GHIN_NUMBER_TITLE,
          description: MISSING_GHIN_NUMBER_MESSAGE,
          variant: 'destructive',
        });
      }
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await saveManualEntry({
        ghinNumber: parsed.data.ghinNumber,
        handicapIndex: parsed.data.handicapIndex ?? null,
      });
      // The number a GHIN login proved stays proved; any other is saved as the golfer's own note.
      const proved = status?.ghinNumberVerified === true && status.ghinNumber === parsed.data.ghinNumber;
      await Promise.all([
        // The save's answer does not say whether the session is an operator's: keep what the session check said.
        mutate(cacheKeys.authUser, (current?: User | null) => ({ ...current, ...saved }), {
          revalidate: false,
        }),
        mutate(cacheKeys.user, saved, { revalidate: false }),
        mutate(GHIN_STATUS_PATH),
        mutate(GHIN_CONNECTION_TEST_KEY),
      ]);
      toast({
        title: 'GHIN Details Saved',
        description: proved
          ? 'Your GHIN number and handicap are on your profile.'
          : 'Saved on your profile as your own note, not verified: connect with your GHIN login to prove the number.',
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Save Failed',
        description: failureMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="ghin-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {status?.ghinNumber ? <p className="ghin-note">Saved GHIN #: {ghinNumberText(status)}</p> : null}
      <p className="ghin-note">{GHIN_TYPED_NUMBER_NOTE}</p>
      <Field label="GHIN Number" error={errors.ghinNumber} hint="Digits only, as on your GHIN card.">
        <Input
          inputMode="numeric"
          autoComplete="off"
          value={ghinNumber}
          onChange={(event) => setGhinNumber(event.target.value)}
        />
      </Field>
      <Field
        label="Handicap Index"
        error={errors.handicapIndex}
        hint="Like 12.4, or +2.3 for a plus handicap. Saved as your own figure, not GHIN's official index."
      >
        <Input
          autoComplete="off"
          value={handicapIndex}
          onChange={(event) => setHandicapIndex(event.target.value)}
        />
      </Field>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : 'Save GHIN Details'}
      </Button>
    </form>
  );
}
