import { lazyDialog } from '@/shared/lib/lazy-dialog';
import type { RateCourseDialogProps } from './rate-course-dialog';

export type { RateCourseDialogProps };
export type { RatingTarget } from './rating-target';
export { roundTarget } from './rating-target';
export type { RatingValues } from './rating-values';
export { useCommunityRatings } from './api/get-community-ratings';
export { useMyRating } from './api/get-my-rating';

/**
 * The Rate Your Experience dialog, downloaded the first time it opens (the rating form stays out of the
 * screens that only offer it). Used by the dashboard's Recent Rounds, Round History, the course page and
 * Add New Round.
 */
export const RateCourseDialog = lazyDialog<RateCourseDialogProps>(
  () => import('./rate-course-dialog'),
  (props) => props.target !== null,
);
