import type { ImportedPlayedCourse } from '#shared/imports/import-draft';
import { NotFound } from '../lib/errors';
import type { TransactItem } from '../data/transact-write';
import { openAccountCheck, retryWhileRacing, transactWrite } from '../data/transact-write';
import { wasCancelledByAnyCondition, wasCancelledOnlyByConflict } from '../data/transaction-errors';
import { tableName } from '../data/dynamo-client';
import { IMPORT_ITEM_ENTITY, importKeys } from '../data/keys/import-keys';
import { markPlayedItems, unmarkPlayedItems } from '../played/played-repository';

class PlayedMarkRaced extends Error {}

/**
 * A course of the file played without a round, marked played for the batch: the played marks' own items
 * (the mark carries the batch id) and the batch's item, in one transaction. A course marked already is left
 * as the golfer had it (false): the batch takes nothing of theirs on undo. A write that lost a race to a
 * round or bucket-list write reads again and retries.
 */
export async function markImportedPlayed(
  userId: string,
  batchId: string,
  courseId: string,
  played: ImportedPlayedCourse,
): Promise<boolean> {
  return retryWhileRacing(
    async () => {
      const plan = await markPlayedItems(
        userId,
        courseId,
        { year: played.before2000 ? null : played.year, before2000: played.before2000, note: played.note },
        { importBatchId: batchId },
      );
      if (plan.items.length === 0 || !plan.created) return false;
      try {
        await transactWrite([
          ...plan.items,
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...importKeys.item(userId, batchId, 'played', courseId),
                entity: IMPORT_ITEM_ENTITY,
                batchId,
                kind: 'played',
                itemId: courseId,
              },
            },
          },
          openAccountCheck(userId),
        ]);
      } catch (error) {
        if (wasCancelledByAnyCondition(error))
          throw new PlayedMarkRaced('played mark changed', { cause: error });
        throw error;
      }
      return true;
    },
    { raced: (error) => error instanceof PlayedMarkRaced || wasCancelledOnlyByConflict(error) },
  );
}

/** Undo of a batch's mark: only a mark this batch added is taken away, with the batch's item. */
export async function unmarkImportedPlayed(userId: string, batchId: string, courseId: string): Promise<void> {
  await retryWhileRacing(
    async () => {
      let items: TransactItem[];
      try {
        ({ items } = await unmarkPlayedItems(userId, courseId, { importBatchId: batchId }));
      } catch (error) {
        // The golfer took the mark away themselves: nothing of it left to undo.
        if (error instanceof NotFound) items = [];
        else throw error;
      }
      try {
        await transactWrite([
          ...items,
          { Delete: { TableName: tableName(), Key: importKeys.item(userId, batchId, 'played', courseId) } },
        ]);
      } catch (error) {
        if (wasCancelledByAnyCondition(error))
          throw new PlayedMarkRaced('played mark changed', { cause: error });
        throw error;
      }
    },
    { raced: (error) => error instanceof PlayedMarkRaced || wasCancelledOnlyByConflict(error) },
  );
}
