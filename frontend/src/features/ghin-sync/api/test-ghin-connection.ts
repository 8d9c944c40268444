import { ghinTestResultSchema } from '#shared/schemas/ghin';
import { sendJson } from '@/shared/api/http';

/** POST /api/ghin/test: what Fescue can read from GHIN for this golfer now. */
export function testGhinConnection() {
  return sendJson('POST', '/api/ghin/test', {}, ghinTestResultSchema);
}
