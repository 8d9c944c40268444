import { ghinStatusSchema } from '#shared/schemas/ghin';
import { sendJson } from '@/shared/api/http';

/** PUT /api/ghin/settings: "Keep my GHIN data in sync"; answers the new status. */
export function updateGhinSettings(syncEnabled: boolean) {
  return sendJson('PUT', '/api/ghin/settings', { syncEnabled }, ghinStatusSchema);
}
