import * as z from 'zod';

/**
 * A round's card, hole by hole: the one shape every source of hole data lands in (the golfer's entry, the
 * CSV columns H1-H18, an importer's hole strokes, a GHIN score's `hole_details`). A round without a card keeps
 * only its total, as before. The round's score is the card's total when a card is present.
 *
 * Each hole carries its own par and, where the tee set gives it, its stroke index, copied from the tee when
 * the card is written: a later edit of the tee set (shared/scorecards/tee-set.ts) never rewrites an old card.
 */
/**
 * `missed` is a miss whose side was not recorded (GHIN and some apps keep only hit or not); the golfer's own
 * entry says which side.
 */
export const FAIRWAY_RESULTS = ['hit', 'left', 'right', 'short', 'long', 'missed'] as const;
export const fairwayResultSchema = z.enum(FAIRWAY_RESULTS, {
  error: 'Fairway must be one of hit, left, right, short, long or missed',
});
export type FairwayResult = z.infer<typeof fairwayResultSchema>;

export const scorecardHoleSchema = z.object({
  /** 1 to 18: the hole's number on the course (a back-nine card runs 10 to 18). */
  hole: z.number().int().min(1).max(18),
  par: z.number().int().min(3).max(6),
  /** The hole's stroke index on the tee played, 1 to 18; null where the tee set does not give it. */
  strokeIndex: z.number().int().min(1).max(18).nullable(),
  strokes: z.number().int().min(1).max(20),
  putts: z.number().int().min(0).max(10).nullable(),
  /** Null on a par 3 (no fairway to hit) and where not recorded. */
  fairway: fairwayResultSchema.nullable(),
  /** Green in regulation: entered, or derived from strokes and putts when both are there. */
  gir: z.boolean().nullable(),
  penalties: z.number().int().min(0).max(10).nullable(),
  sandShots: z.number().int().min(0).max(10).nullable(),
});
export type ScorecardHole = z.infer<typeof scorecardHoleSchema>;

export const scorecardSchema = z.object({
  /** The tee set the card was played from (shared/scorecards/tee-set.ts), when known. */
  teeSetId: z.string().max(64).nullable(),
  /** 9 consecutive holes (1-9 or 10-18) or all 18, in hole order. */
  holes: z.array(scorecardHoleSchema).min(9).max(18),
});
export type Scorecard = z.infer<typeof scorecardSchema>;
