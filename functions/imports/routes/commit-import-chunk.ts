import { earnsAchievements } from '../../achievements/after-write';
import {
  IMPORT_BATCH_UNDONE_MESSAGE,
  IMPORT_PREVIEW_MAX_BYTES,
  importChunkRequestSchema,
} from '#shared/imports/import-api';
import { COURSE_WORDS } from '#shared/schemas/course';
import { ROUND_WRITE_WORDS } from '#shared/schemas/round-words';
import { ConflictError, inWords } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { afterWrite, json } from '../../lib/http/responses';
import { commitChunk } from '../commit-chunk';
import { addToBatchCounts } from '../import-batch-repository';
import { batchIdOfPath, batchOfPath } from './batch-access';

/**
 * POST /api/imports/{id}/items: one chunk of the batch (docs/product-rules.md#importing-your-golf). Sending
 * a chunk again (a retry after a failure) adds nothing it added before.
 */
export const commitImportChunk: SessionRoute = {
  auth: 'session',
  achievements: earnsAchievements,
  maxBodyBytes: IMPORT_PREVIEW_MAX_BYTES,
  async handle(event, session) {
    // Input first: a request that could never be imported is a 400 whoever's batch it names.
    const id = batchIdOfPath(event);
    const chunk = parseJsonBody(event, importChunkRequestSchema);
    const batch = await batchOfPath(event, session.userId, id);
    if (batch.status === 'undone') throw new ConflictError(IMPORT_BATCH_UNDONE_MESSAGE);
    const added = await inWords(commitChunk(session.userId, batch, chunk), {
      ...ROUND_WRITE_WORDS,
      ...COURSE_WORDS,
    });
    const updated = await addToBatchCounts(session.userId, batch.id, added);
    // Imported rounds may be of any day: every stored unlock is dated again.
    return afterWrite(json(200, { added, batch: updated }), { roundsFrom: '' });
  },
};
