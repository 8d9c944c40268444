import type { GhinStatus } from '#shared/schemas/ghin';
import { isHttpError } from '@/shared/api/http';
import { onFirstUse } from '#shared/format/on-first-use';

/** The API's own sentence for a failure ("GHIN did not accept those credentials…"), else the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  return isHttpError(error) && error.body?.message ? error.body.message : fallback;
}

const dateTime = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
);

export function formatWhen(iso: string | null): string {
  return iso ? dateTime().format(new Date(iso)) : 'Never';
}

/**
 * The GHIN number as the golfer should read it: one their GHIN login proved, or one they typed, which is
 * their own note and never read from GHIN (docs/architecture.md, "A GHIN number is read only once proved").
 */
export function ghinNumberText(status: Pick<GhinStatus, 'ghinNumber' | 'ghinNumberVerified'>): string {
  if (status.ghinNumber === null) return 'N/A';
  return status.ghinNumberVerified
    ? `${status.ghinNumber} (proved with your GHIN login)`
    : `${status.ghinNumber} (your own note, not verified)`;
}
