import { createHash } from 'node:crypto';
import { userKeys } from './user-keys';

/**
 * Keys of imports (docs/data-model.md, Import batch). The IMPORTBATCH#, IMPORTITEM# and IMPORTCOURSE#
 * prefixes are written here and nowhere else; the golfer's partition comes from userKeys.
 *
 * Batch:        pk USER#<sub>  sk IMPORTBATCH#<ulid>                       (the import and its counts)
 * Batch item:   pk USER#<sub>  sk IMPORTITEM#<batch ulid>#<kind>#<id>       (one per thing the batch added:
 *               a round, a played mark, a bucket-list entry, a custom course; undo reads them in one Query)
 * Course seen:  pk USER#<sub>  sk IMPORTCOURSE#<SHA-256 of the file's course key>   (`courseId`: the course
 *               the golfer chose for that course of a file, so the next import of the same source matches it)
 */
const BATCH_PREFIX = 'IMPORTBATCH#';
const ITEM_PREFIX = 'IMPORTITEM#';
const SEEN_PREFIX = 'IMPORTCOURSE#';

export const IMPORT_ITEM_KINDS = ['round', 'played', 'bucket', 'course'] as const;
export type ImportItemKind = (typeof IMPORT_ITEM_KINDS)[number];

export const importKeys = {
  batch: (userId: string, batchId: string) => ({
    pk: userKeys.profile(userId).pk,
    sk: `${BATCH_PREFIX}${batchId}`,
  }),
  batchesOfUser: (userId: string) => ({ pk: userKeys.profile(userId).pk, skPrefix: BATCH_PREFIX }),
  item: (userId: string, batchId: string, kind: ImportItemKind, id: string) => ({
    pk: userKeys.profile(userId).pk,
    sk: `${ITEM_PREFIX}${batchId}#${kind}#${id}`,
  }),
  itemsOfBatch: (userId: string, batchId: string) => ({
    pk: userKeys.profile(userId).pk,
    skPrefix: `${ITEM_PREFIX}${batchId}#`,
  }),
  courseSeen: (userId: string, courseKey: string) => ({
    pk: userKeys.profile(userId).pk,
    sk: `${SEEN_PREFIX}${createHash('sha256').update(courseKey).digest('hex')}`,
  }),
} as const;

export const IMPORT_BATCH_ENTITY = 'IMPORT_BATCH';
export const IMPORT_ITEM_ENTITY = 'IMPORT_BATCH_ITEM';
export const IMPORT_COURSE_SEEN_ENTITY = 'IMPORT_COURSE_SEEN';
