import type { ScopedMutator } from 'swr';
import { cacheKeys } from '../../../shared/api/cache-keys';
import { refreshRoundData } from '../../rounds';

/**
 * After a rating is submitted or deleted, every view of it is out of date: the course and its community
 * figures, the golfer's own rating and draft, shared comments, Golfers' Choice, search hits (they carry the
 * community score) and the rounds (a rated round, the course summaries' score).
 */
export function refreshRatingData(mutate: ScopedMutator): Promise<unknown> {
  return Promise.all([
    mutate((key) => typeof key === 'string' && key.startsWith('/api/courses')),
    refreshRoundData(mutate),
  ]);
}

/** After a draft is saved or discarded: only the golfer's own rating-and-draft of that course. */
export function refreshDraft(mutate: ScopedMutator, courseId: string): Promise<unknown> {
  return mutate(cacheKeys.myRating(courseId));
}
