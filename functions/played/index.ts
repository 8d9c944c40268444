/**
 * What the played-marks slice makes public ("I've played it" without a round,
 * docs/product-rules.md#played-without-a-round): its routes, which the bucket-list endpoint group serves
 * (functions/endpoint-groups.ts), and its repository, which the bucket list and the import pipeline build on.
 */
export {
  getPlayedMark,
  listPlayedMarks,
  markCoursePlayed,
  markPlayedItems,
  playedMarkTick,
  unmarkCoursePlayed,
  unmarkPlayedItems,
  type MarkPlayedOptions,
  type MarkPlayedPlan,
  type PlayedMarkConflict,
  type PlayedMarkMiss,
  type UnmarkPlayedOptions,
} from './played-repository';
export { listPlayed } from './routes/list-played-courses';
export { markPlayed } from './routes/mark-course-played';
export { unmarkPlayed } from './routes/unmark-course-played';
