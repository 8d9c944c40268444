import { ghinRemoveImportedResponseSchema } from '#shared/schemas/ghin';
import { sendJson } from '@/shared/api/http';

/** DELETE /api/ghin/rounds: every round a GHIN sync made; the golfer's own stay. */
export function removeImportedRounds() {
  return sendJson('DELETE', '/api/ghin/rounds', {}, ghinRemoveImportedResponseSchema);
}
