import type { CollectionAdvance } from '#shared/collections/collection-advance';

/**
 * The collections a stretch of the golfer's golf moved along, as the trip report shows them. The collections
 * module computes them (shared/collections/collection-advance.ts); until it is part of the build there are
 * none to show.
 */
export function tripCollections(_userId: string, _from: string, _to: string): Promise<CollectionAdvance[]> {
  return Promise.resolve([]);
}
