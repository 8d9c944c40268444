import {
  accountExportFileName,
  deleteAccountResponseSchema,
  type DeleteAccountRequest,
  type DeleteAccountResponse,
} from '#shared/schemas/account';
import { requestFile, sendJson } from '@/shared/api/http';
import { downloadBlob } from '@/features/round-export';

const ACCOUNT_PATH = '/api/user';
const EXPORT_PATH = '/api/user/export';

/** GET /api/user/export, saved as the file the server names (fescue-data-<date>.json). */
export async function downloadAccountData(): Promise<void> {
  const { blob, fileName } = await requestFile(EXPORT_PATH);
  downloadBlob(blob, fileName ?? accountExportFileName(new Date().toISOString()));
}

/** DELETE /api/user with what the golfer typed (the server checks it too); answers where to sign out. */
export function deleteAccount(request: DeleteAccountRequest): Promise<DeleteAccountResponse> {
  return sendJson('DELETE', ACCOUNT_PATH, request, deleteAccountResponseSchema);
}
