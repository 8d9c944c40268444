import * as z from 'zod';

/**
 * One hole of a round posted hole by hole, as a round keeps it (a GHIN score's `hole_details`, read at the
 * edge by functions/ghin/client/ghin-payloads.ts): the hole's par, the strokes taken (`raw`) and the score
 * after net double bogey (`adjusted`), and what the golfer recorded of putts, fairway and green in
 * regulation (null when not recorded; a par 3 has no fairway). Stored with the round now; the scorecard reads it.
 */
export const holeDetailSchema = z.object({
  hole: z.number().int().min(1).max(18),
  par: z.number().int().min(3).max(6).nullable(),
  raw: z.number().int().min(1).max(20).nullable(),
  adjusted: z.number().int().min(1).max(20).nullable(),
  putts: z.number().int().min(0).max(10).nullable(),
  fairway: z.boolean().nullable(),
  gir: z.boolean().nullable(),
});
export type HoleDetail = z.infer<typeof holeDetailSchema>;

/**
 * A round's holes, one entry per hole played, in hole order: at most 18 entries of seven small figures
 * (about 1 KB stored), far inside a DynamoDB item's 400 KB.
 */
export const holeDetailsSchema = z.array(holeDetailSchema).max(18);
export type HoleDetails = z.infer<typeof holeDetailsSchema>;
