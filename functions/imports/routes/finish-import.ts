import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { listPlayedCourseCountries } from '../../rounds/rounds-repository';
import { publicBatch, setBatchStatus } from '../import-batch-repository';
import { batchOfPath } from './batch-access';

/** POST /api/imports/{id}/finish: the batch is complete; its summary names the countries it added. */
export const finishImport: SessionRoute = {
  auth: 'session',
  achievements: { none: 'the chunks earned them; finishing only counts countries' },
  async handle(event, session) {
    const batch = await batchOfPath(event, session.userId);
    if (batch.status !== 'importing') return json(200, publicBatch(batch));
    const before = new Set(batch.countriesBefore);
    const after = await listPlayedCourseCountries(session.userId);
    const added = [...new Set(after.map((course) => course.country))].filter(
      (country) => country && !before.has(country),
    );
    return json(200, await setBatchStatus(session.userId, batch.id, 'done', added.sort()));
  },
};
