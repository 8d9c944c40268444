import { getBucketEntry, removeBucketEntry } from '../bucket-list/bucket-list-repository';
import { retryWhileRacing } from '../data/transact-write';
import { Conflict } from '../lib/errors';
import { getRound } from '../rounds/rounds-repository';
import { writeRound } from '../rounds/write/write-round';
import { deleteBatchItem, listBatchItems, type BatchItem } from './import-batch-repository';
import { unmarkImportedPlayed } from './played-marks';
import { removeImportedCourse } from './remove-imported-course';

/** Items one undo request removes: a round's write is a transaction, so 40 stay well inside 29 seconds. */
export const UNDO_STEP_ITEMS = 40;

const ORDER: Record<BatchItem['kind'], number> = { round: 0, played: 1, bucket: 2, course: 3 };

/**
 * One step of Undo this import: removes up to UNDO_STEP_ITEMS of what the batch added and is still there,
 * found in one Query of the batch's items (no Scan): rounds through the round writer, then played marks and
 * bucket-list entries, then the custom courses it created once nothing uses them (a course still in use is
 * kept). Returns how many items remain; the browser asks again until none do.
 */
export async function undoImportStep(userId: string, batchId: string): Promise<number> {
  const items = (await listBatchItems(userId, batchId)).sort((a, b) => ORDER[a.kind] - ORDER[b.kind]);
  const step = items.slice(0, UNDO_STEP_ITEMS);
  // Courses go last, in a step of their own, once the batch's rounds, marks and entries at them are gone.
  const coursesNow = step.every((item) => item.kind === 'course');
  for (const item of step) {
    if (item.kind === 'round') {
      // The round's own transaction takes its batch item away (./import-batch-reaction.ts).
      await retryWhileRacing(
        async () => {
          const round = await getRound(userId, item.itemId);
          if (round?.importBatchId === batchId) await writeRound(round, undefined);
          else await deleteBatchItem(userId, batchId, item);
        },
        { raced: (error) => error instanceof Conflict },
      );
    } else if (item.kind === 'played') {
      // The mark and the batch's item go in one transaction.
      await unmarkImportedPlayed(userId, batchId, item.itemId);
    } else if (item.kind === 'bucket') {
      if (await getBucketEntry(userId, item.itemId)) await removeBucketEntry(userId, item.itemId);
      await deleteBatchItem(userId, batchId, item);
    } else {
      if (!coursesNow) break;
      await removeImportedCourse(userId, item.itemId);
      await deleteBatchItem(userId, batchId, item);
    }
  }
  return (await listBatchItems(userId, batchId)).length;
}
