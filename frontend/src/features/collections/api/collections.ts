import useSWR, { type ScopedMutator } from 'swr';
import {
  collectionDetailSchema,
  collectionsResponseSchema,
  type CollectionDetail,
  type CollectionSummary,
  type CreateOwnListInput,
  type UpdateOwnListInput,
} from '#shared/collections/collection';
import * as z from 'zod';
import { cacheKeys, familiesOf } from '@/shared/api/cache-keys';
import { getJson, requestJson, sendJson } from '@/shared/api/http';

const ownListSchema = z.object({ id: z.string() });

/** GET /api/collections: every list with the golfer's progress. */
export function useCollections() {
  return useSWR<CollectionSummary[], Error>(cacheKeys.collections, async (path: string) => {
    return (await getJson(path, collectionsResponseSchema)).collections;
  });
}

/** GET /api/collections/{id}: one list, its courses and the golfer's progress. */
export function useCollection(id: string) {
  return useSWR<CollectionDetail, Error>(cacheKeys.collection(id), (path: string) =>
    getJson(path, collectionDetailSchema),
  );
}

/** POST /api/collections: a new own list; answers its id. */
export function createOwnList(input: CreateOwnListInput) {
  return sendJson('POST', cacheKeys.collections, input, ownListSchema);
}

/** PATCH /api/collections/{id}: courseIds is the whole list in its new order. */
export function updateOwnList(id: string, input: UpdateOwnListInput) {
  return sendJson('PATCH', cacheKeys.collection(id), input, ownListSchema);
}

export async function deleteOwnList(id: string): Promise<void> {
  await requestJson(cacheKeys.collection(id), { method: 'DELETE' });
}

/** After a list or a course's played state changed: the Collections screen and every list page read again. */
export function refreshCollections(mutate: ScopedMutator): Promise<unknown> {
  return mutate((key) => {
    if (typeof key !== 'string') return false;
    return familiesOf(key).some((family) => family === 'collections' || family === 'collection');
  });
}
