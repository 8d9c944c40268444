import { ulid } from 'ulid';
import { createImportBatchSchema } from '#shared/imports/import-api';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { listPlayedCourseCountries } from '../../rounds/rounds-repository';
import { createImportBatch } from '../import-batch-repository';

/** POST /api/imports: starts an import batch (its chunks follow); remembers the countries played before it. */
export const createImport: SessionRoute = {
  auth: 'session',
  achievements: { none: 'an empty batch adds no golf' },
  async handle(event, session) {
    const { source, label } = parseJsonBody(event, createImportBatchSchema);
    const countries = await listPlayedCourseCountries(session.userId);
    const batch = await createImportBatch(session.userId, {
      id: ulid(),
      source,
      label,
      countriesBefore: [...new Set(countries.map((course) => course.country).filter(Boolean))],
      now: new Date(),
    });
    return json(201, batch);
  },
};
