import type { CollectionAdvance } from '#shared/collections/collection-advance';
import { collectionsAdvanced } from '../collections/collections-advanced';

/**
 * The collections the trip's days moved the golfer along, as the collections module counts them (a list
 * holding a course first played on the trip: docs/product-rules.md, "Collections").
 */
export function tripCollections(userId: string, from: string, to: string): Promise<CollectionAdvance[]> {
  return collectionsAdvanced(userId, from, to);
}
