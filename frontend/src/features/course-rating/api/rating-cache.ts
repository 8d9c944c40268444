import type { ScopedMutator } from 'swr';
import { cacheKeys } from '@/shared/api/cache-keys';
import { refreshRoundDerivedData } from '@/shared/api/round-writes';

/**
 * After a rating is submitted or deleted, every view of it is out of date: the course and its community
 * figures, the golfer's own rating and draft, shared comments, the Fescue List, search hits (they carry the
 * community score), the rounds (a rated round, the course summaries' score) and achievements. A round's
 * ratings are the golfer's rating of its course, so these are the reads derived from rounds.
 */
export function refreshRatingData(mutate: ScopedMutator): Promise<unknown> {
  return refreshRoundDerivedData(mutate);
}

/** After a draft is saved or discarded: only the golfer's own rating-and-draft of that course. */
export function refreshDraft(mutate: ScopedMutator, courseId: string): Promise<unknown> {
  return mutate(cacheKeys.myRating(courseId));
}
