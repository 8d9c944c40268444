import { earnsAchievements } from '../../achievements/after-write';
import type { SessionRoute } from '../../lib/http/http-handler';
import { afterWrite, json } from '../../lib/http/responses';
import { publicBatch, setBatchStatus } from '../import-batch-repository';
import { undoImportStep } from '../undo-import';
import { batchOfPath } from './batch-access';

/**
 * POST /api/imports/{id}/undo: one step of Undo this import (what the batch added goes, nothing else);
 * `remaining` says how many items are left, and the browser asks again until none are.
 */
export const undoImport: SessionRoute = {
  auth: 'session',
  achievements: earnsAchievements,
  async handle(event, session) {
    const batch = await batchOfPath(event, session.userId);
    const remaining = await undoImportStep(session.userId, batch.id);
    const updated =
      remaining === 0 ? await setBatchStatus(session.userId, batch.id, 'undone') : publicBatch(batch);
    return afterWrite(json(200, { remaining, batch: updated }), { roundsFrom: '' });
  },
};
