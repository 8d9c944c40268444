import { ghinConnectResponseSchema, type GhinConnectInput } from '#shared/schemas/ghin';
import { sendJson } from '@/shared/api/http';

/** POST /api/ghin/connect: the golfer's GHIN login, checked by GHIN; the password is never kept. */
export function connectGhin(input: GhinConnectInput) {
  return sendJson('POST', '/api/ghin/connect', input, ghinConnectResponseSchema);
}
