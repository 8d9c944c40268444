// Namespace import: `import { z }` defeats tree-shaking and bundles all of zod's locales.
import * as z from 'zod';

/** What the golfer types to confirm Delete my account (the dialog and the API check the same word). */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';
export const DELETE_ACCOUNT_CONFIRMATION_MESSAGE = `Type ${DELETE_ACCOUNT_CONFIRMATION} in capitals to confirm`;

/** DELETE /api/user: the typed confirmation, so no stray request (or a replayed one) deletes an account. */
export const deleteAccountSchema = z.strictObject({
  confirmation: z.literal(DELETE_ACCOUNT_CONFIRMATION, { error: DELETE_ACCOUNT_CONFIRMATION_MESSAGE }),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;

/** The answer to DELETE /api/user: where the browser goes to end the sign-in provider's session too. */
export const deleteAccountResponseSchema = z.object({
  deleted: z.literal(true),
  signOutUrl: z.string(),
});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** The version of the Download my data document; it changes when its shape does. */
export const ACCOUNT_EXPORT_FORMAT = 'fescue-account-export/1';

/**
 * GET /api/user/export: everything Fescue holds on the golfer, one JSON document. `items` groups the
 * golfer's own records by kind (profile, rounds, ratings...), `stories` the rounds they shared, `photos` a
 * link to each photo object under their name.
 */
export const accountExportSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  exportedAt: z.string(),
  userId: z.string(),
  items: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  stories: z.array(z.record(z.string(), z.unknown())),
  photos: z.array(z.object({ key: z.string(), url: z.string() })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The file name the export is saved under: fescue-data-2026-05-23.json. */
export function accountExportFileName(exportedAt: string): string {
  return `fescue-data-${exportedAt.slice(0, 10)}.json`;
}
