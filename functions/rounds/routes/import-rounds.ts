import { importRoundsRequestSchema } from '../../../shared/rounds/csv-import';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { achievementsAfterWrite } from '../../achievements/after-write';
import { importRounds as runImport } from '../import/import-rounds';

/**
 * POST /api/rounds/import: up to 100 CSV rows for the signed-in golfer. Any invalid row answers 400 with
 * per-row errors (`rows.<i>.<field>`) before anything is written, as does a row whose course would be
 * created in a country Fescue does not know; rounds already in the archive are skipped. With dryRun, the
 * verdicts only (the import preview, `refused` for such a row), nothing written.
 */
export const importRounds: SessionRoute = {
  auth: 'session',
  async handle(event, session) {
    const { rows, dryRun } = parseJsonBody(event, importRoundsRequestSchema);
    const result = await runImport(session.userId, rows, { dryRun });
    if (!dryRun) await achievementsAfterWrite(session.userId);
    return json(200, result);
  },
};
