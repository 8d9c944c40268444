import type { GhinManualEntryInput } from '#shared/schemas/ghin';
import { userSchema } from '#shared/schemas/user';
import { sendJson } from '@/shared/api/http';

/** PUT /api/ghin/manual: the GHIN number and the golfer's own index, saved on the profile. */
export function saveManualEntry(input: GhinManualEntryInput) {
  return sendJson('PUT', '/api/ghin/manual', input, userSchema);
}
