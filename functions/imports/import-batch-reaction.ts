import { tableName } from '../data/dynamo-client';
import { IMPORT_ITEM_ENTITY, importKeys } from '../data/keys/import-keys';
import type { RoundReaction } from '../rounds/rounds-repository';

/**
 * An imported round's entry in its batch (docs/data-model.md, Import batch), written and removed in the
 * round's own transaction: a round the import wrote is in the batch's list exactly while it exists, so Undo
 * this import finds it in one Query, and a round the golfer deleted meanwhile is not looked for.
 */
export const importBatchRoundReaction: RoundReaction = {
  feature: 'imports (the batch entry of an imported round)',
  react(before, after) {
    const items = [];
    if (before?.importBatchId && before.importBatchId !== after?.importBatchId) {
      items.push({
        Delete: {
          TableName: tableName(),
          Key: importKeys.item(before.userId, before.importBatchId, 'round', before.id),
        },
      });
    }
    if (after?.importBatchId && after.importBatchId !== before?.importBatchId) {
      items.push({
        Put: {
          TableName: tableName(),
          Item: {
            ...importKeys.item(after.userId, after.importBatchId, 'round', after.id),
            entity: IMPORT_ITEM_ENTITY,
            batchId: after.importBatchId,
            kind: 'round',
            itemId: after.id,
          },
        },
      });
    }
    return Promise.resolve({ items });
  },
};
