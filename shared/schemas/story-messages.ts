/**
 * The community story's message that the round schema needs, apart from shared/schemas/community.ts, whose
 * top-level zod schemas every bundle importing it would carry (3.5 kB: docs/performance.md#goals).
 */

/** 409 on sharing a round whose id another golfer's story holds: nothing is written. */
export const STORY_TAKEN_MESSAGE =
  'This round could not be shared: its story id is taken. Unshare it to save your other changes.';
