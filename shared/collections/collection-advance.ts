import * as z from 'zod';

/**
 * How far a golfer moved along one collection (a list of courses to play) over a stretch of time: a trip
 * report and the year in golf both show "the collections it advanced". The collections module computes
 * it (functions/collections); trips and the year read it through this shape only.
 */
export const collectionAdvanceSchema = z.object({
  /** The collection's id as its page's URL has it (/collections/{id}). */
  collectionId: z.string(),
  name: z.string(),
  /** The catalog's own lists, an operator's imported ranking, or the golfer's own list. */
  source: z.enum(['catalog', 'ranking', 'own']),
  total: z.number().int().nonnegative(),
  playedBefore: z.number().int().nonnegative(),
  playedAfter: z.number().int().nonnegative(),
});
export type CollectionAdvance = z.infer<typeof collectionAdvanceSchema>;
