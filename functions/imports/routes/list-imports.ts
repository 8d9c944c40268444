import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { listImportBatches } from '../import-batch-repository';

/** GET /api/imports: the golfer's imports, latest first, with what each added. */
export const listImports: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    return json(200, { imports: await listImportBatches(session.userId) });
  },
};
