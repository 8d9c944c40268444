import { ghinSyncResponseSchema } from '#shared/schemas/ghin';
import { sendJson } from '@/shared/api/http';

/** POST /api/ghin/sync: the 100 most recent scores, or all of them with `all`. */
export async function syncGhin(input: { all?: boolean } = {}) {
  return (await sendJson('POST', '/api/ghin/sync', input, ghinSyncResponseSchema)).results;
}
