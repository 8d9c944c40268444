import { recordOperatorAction } from '../../operations/audit-log';
import type { z } from 'zod';
import type { usImportResponseSchema } from '#shared/schemas/external-course';
import { ForbiddenError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { isOperator } from '../../lib/session/operator';
import { loadCatalog } from '../catalog/load-catalog';
import { usCourseSet } from '../catalog/us-course-set';

export const OPERATOR_ONLY_MESSAGE = 'Only an operator can import courses.';

/**
 * POST /api/courses/import/us-database: adds the bundled US courses that are not stored yet. It writes to
 * the whole catalog that every golfer sees, so it is an operator's action (Cognito group `admins`). Idempotent:
 * a second call imports nothing and reports every course as already present.
 */
export const importUsDatabase: SessionRoute = {
  auth: 'session',
  achievements: { none: 'an operator’s catalog import: nobody has played the courses it adds' },
  async handle(_event, session) {
    if (!isOperator(session)) throw new ForbiddenError(OPERATOR_ONLY_MESSAGE);
    const result = await loadCatalog(await usCourseSet(), { mode: 'add-missing' });
    await recordOperatorAction(session, 'course-import', `US database: ${result.written} imported`);
    const body: z.infer<typeof usImportResponseSchema> = {
      imported: result.written,
      alreadyPresent: result.unchanged,
      total: result.total,
    };
    return json(200, body);
  },
};
