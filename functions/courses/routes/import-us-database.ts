import type { z } from 'zod';
import type { usImportResponseSchema } from '../../../shared/schemas/course';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { loadCatalog } from '../catalog/load-catalog';
import { usCourseSet } from '../catalog/us-course-set';

/**
 * POST /api/courses/import/us-database: adds the bundled US courses that are not stored yet. Idempotent: a
 * second call imports nothing and reports every course as already present.
 */
export const importUsDatabase: SessionRoute = {
  auth: 'session',
  async handle() {
    const result = await loadCatalog(await usCourseSet(), { mode: 'add-missing' });
    const body: z.infer<typeof usImportResponseSchema> = {
      imported: result.written,
      alreadyPresent: result.unchanged,
      total: result.total,
    };
    return json(200, body);
  },
};
