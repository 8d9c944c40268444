import * as z from 'zod';
import { COURSE_NOT_FOUND_MESSAGE, courseTypeSchema } from './course';
import { STORY_TAKEN_MESSAGE } from './story-messages';

/**
 * What the code that writes or stores rounds needs of the round's contract, without the input schemas of
 * ./round.ts (which re-exports all of this): a Lambda that writes rounds it never parses from a golfer (the
 * GHIN sync) carries no round, rating or scorecard input schema (docs/performance.md, "Bundle sizes").
 */

/** A round write found the round, a course link or a rating changed since it was read (409). */
export const ROUND_CHANGED_MESSAGE = 'This round changed while saving. Reload the page and try again.';
/**
 * What a golfer reads when a round write is refused, by the reason it gives (functions/rounds/write/
 * write-round.ts: the course is gone, the round changed, its story id is another golfer's). Every route that
 * writes rounds answers with these words (`inWords`).
 */
export const ROUND_WRITE_WORDS = {
  course: COURSE_NOT_FOUND_MESSAGE,
  'round-changed': ROUND_CHANGED_MESSAGE,
  'story-taken': STORY_TAKEN_MESSAGE,
} as const;

export const ROUND_TYPES = ['Regular', 'Tournament', 'Practice', 'Casual'] as const;

export const ROUND_COURSE_RATING_MIN = 50;
export const ROUND_COURSE_RATING_MAX = 85;

/** The course as embedded in a round (what a round card shows of it). */
export const roundCourseSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
  imageUrl: z.string().nullable(),
  userRating: z.number(),
  city: z.string(),
  country: z.string(),
  architect: z.string().nullable(),
  courseType: courseTypeSchema,
});
