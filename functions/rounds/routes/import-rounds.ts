import { earnsAchievements } from '../../achievements/after-write';
import { importRoundsRequestSchema } from '#shared/rounds/csv-import';
import { COURSE_WORDS } from '#shared/schemas/course';
import { ROUND_WRITE_WORDS } from '#shared/schemas/round';
import { inWords } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { afterWrite, json } from '../../lib/http/responses';
import { importRounds as runImport } from '../import/import-rounds';

/**
 * POST /api/rounds/import: up to 100 CSV rows for the signed-in golfer. Any invalid row answers 400 with
 * per-row errors (`rows.<i>.<field>`) before anything is written, as does a row whose course would be
 * created in a country Fescue does not know; rounds already in the archive are skipped. With dryRun, the
 * verdicts only (the import preview, `refused` for such a row), nothing written.
 */
/**
 * 100 rows with every text field full (4,000 characters of comments at up to four bytes each) stay under
 * this; the default 64 kB would refuse a long import.
 */
export const IMPORT_MAX_BODY_BYTES = 2 * 1024 * 1024;

export const importRounds: SessionRoute = {
  auth: 'session',
  achievements: earnsAchievements,
  maxBodyBytes: IMPORT_MAX_BODY_BYTES,
  async handle(event, session) {
    const { rows, dryRun } = parseJsonBody(event, importRoundsRequestSchema);
    const result = await inWords(runImport(session.userId, rows, { dryRun }), {
      ...ROUND_WRITE_WORDS,
      ...COURSE_WORDS,
    });
    // Imported rounds may be of any day: every stored unlock is dated again.
    return afterWrite(json(200, result), dryRun ? { nothingWritten: true } : { roundsFrom: '' });
  },
};
