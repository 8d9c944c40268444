// Namespace import: `import { z }` defeats tree-shaking and bundles all of zod's locales (450 kB vs 85 kB).
import * as z from 'zod';

/** The body of every 4xx/5xx answer from the API. */
export const apiErrorSchema = z.object({
  message: z.string(),
  /** For 400s: the first problem of each field, keyed by its dotted path. */
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

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
