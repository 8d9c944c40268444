// Namespace import: `import { z }` defeats tree-shaking and bundles all of zod's locales (450 kB vs 85 kB).
import * as z from 'zod';

/** The body of every 4xx/5xx answer from the API. */
export const apiErrorSchema = z.object({
  message: z.string(),
  /** For 400s: the first problem of each field, keyed by its dotted path. */
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * What the API says when a dependency is throttling or down (DynamoDB, S3): nothing was saved, and the same
 * request is worth sending again shortly. Shown by the app as it comes (a 503 with Retry-After).
 */
export const SERVICE_BUSY_MESSAGE =
  'Fescue is busy right now. Nothing was saved; please try again in a moment.';
/** The sign-in provider's keys could not be read, so no session can be checked (a 503). */
export const SIGN_IN_CHECK_UNAVAILABLE_MESSAGE =
  "We can't check your sign-in right now. Please try again in a moment.";
/** A write crossed another one on the same record (a condition no longer held): a 409. */
export const CHANGED_WHILE_SAVING_MESSAGE =
  'This changed while you were saving. Reload the page and try again.';

/** One readable sentence and a per-field map from a zod error, for the API and the forms alike. */
export function describeValidationError(error: z.ZodError): ApiError {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  const messages = [...new Set(error.issues.map((issue) => issue.message))];
  return { message: messages.join('. '), fieldErrors };
}
