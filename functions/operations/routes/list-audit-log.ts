import { auditQuerySchema, OPERATIONS_OPERATOR_ONLY_MESSAGE } from '#shared/schemas/operations';
import { ForbiddenError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseQuery } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { isOperator } from '../../lib/session/operator';
import { listAuditLog } from '../audit-log';

/** GET /api/admin/audit?limit&cursor: the operators' actions, newest first (operators only). */
export const listAudit: SessionRoute = {
  auth: 'session',
  async handle(event, session) {
    if (!isOperator(session)) throw new ForbiddenError(OPERATIONS_OPERATOR_ONLY_MESSAGE);
    const { limit, cursor } = parseQuery(event, auditQuerySchema);
    return json(200, await listAuditLog(limit, cursor));
  },
};
