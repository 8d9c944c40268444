import { isHttpError } from '../../../shared/api/http';

/** The API's own sentence for a failure ("GHIN did not accept those credentials…"), else the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  return isHttpError(error) && error.body?.message ? error.body.message : fallback;
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatWhen(iso: string | null): string {
  return iso ? dateTime.format(new Date(iso)) : 'Never';
}
