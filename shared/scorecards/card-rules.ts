import * as z from 'zod';
import type { HoleDetails } from '../rounds/hole-details';
import { scorecardHoleSchema, scorecardSchema, type Scorecard, type ScorecardHole } from './scorecard';

/**
 * The rules a round's card keeps (docs/product-rules.md#scorecards): its holes are the front nine, the back
 * nine or all eighteen, in order; a par 3 has no fairway; putts are strokes too, so never more than the
 * hole's strokes; green in regulation is derived where strokes and putts say it, and entered otherwise. The
 * round's score is the card's total (checked by `roundCardIssues`, the round's rule, where a round is written).
 */

/**
 * Green in regulation from strokes and putts: the ball was on the green with at least two strokes to spare
 * for par, i.e. strokes taken to reach the green (strokes - putts) <= par - 2. A ball holed from off the green
 * (0 putts) counts as on the green when it was holed by that stroke.
 * Worked examples: par 4, 5 strokes, 3 putts: 2 <= 2, GIR. Par 4, 4 strokes, 1 putt: 3 > 2, no GIR.
 * Par 3, 3 strokes, 2 putts: 1 <= 1, GIR. Par 5, 4 strokes, 1 putt: 3 <= 3, GIR. Par 4, 3 strokes, 0 putts
 * (a chip-in): 3 > 2, no GIR. Null when strokes or putts is missing.
 */
export function derivedGir(hole: {
  par: number;
  strokes: number | null;
  putts: number | null;
}): boolean | null {
  if (hole.strokes === null || hole.putts === null) return null;
  return hole.strokes - hole.putts <= hole.par - 2;
}

/** The hole's green in regulation: derived from strokes and putts when both are there, else as entered. */
export function girOf(hole: Pick<ScorecardHole, 'par' | 'strokes' | 'putts' | 'gir'>): boolean | null {
  return derivedGir(hole) ?? hole.gir;
}

export const CARD_HOLES_MESSAGE =
  'A scorecard has holes 1 to 9 (front nine), 10 to 18 (back nine) or 1 to 18, each once and in order';

export function parThreeFairwayMessage(hole: number): string {
  return `Hole ${hole} is a par 3: it has no fairway to hit, so leave its fairway empty`;
}

export function puttsOverStrokesMessage(hole: number, putts: number, strokes: number): string {
  return `Hole ${hole}: ${putts} putts can't be more than its ${strokes} strokes (putts count as strokes)`;
}

export function shotsOverStrokesMessage(hole: number, strokes: number): string {
  return `Hole ${hole}: putts, penalty strokes and sand shots together can't be more than its ${strokes} strokes`;
}

/** Which run of holes a card is, by its hole numbers; null when it is none of the three. */
export function cardNines(holes: readonly { hole: number }[]): 'front' | 'back' | 'all' | null {
  const numbers = holes.map((hole) => hole.hole);
  const run = (from: number, count: number) =>
    numbers.length === count && numbers.every((number, index) => number === from + index);
  if (run(1, 18)) return 'all';
  if (run(1, 9)) return 'front';
  if (run(10, 9)) return 'back';
  return null;
}

/** The card's own rules, each issue at the hole's field (`holes.<i>.<field>`). */
function checkCard(card: Scorecard, context: z.RefinementCtx): void {
  if (cardNines(card.holes) === null) {
    context.addIssue({ code: 'custom', message: CARD_HOLES_MESSAGE, path: ['holes'] });
  }
  card.holes.forEach((hole, index) => {
    if (hole.par === 3 && hole.fairway !== null) {
      context.addIssue({
        code: 'custom',
        message: parThreeFairwayMessage(hole.hole),
        path: ['holes', index, 'fairway'],
      });
    }
    if (hole.putts !== null && hole.putts > hole.strokes) {
      context.addIssue({
        code: 'custom',
        message: puttsOverStrokesMessage(hole.hole, hole.putts, hole.strokes),
        path: ['holes', index, 'putts'],
      });
    } else if ((hole.putts ?? 0) + (hole.penalties ?? 0) + (hole.sandShots ?? 0) > hole.strokes) {
      context.addIssue({
        code: 'custom',
        message: shotsOverStrokesMessage(hole.hole, hole.strokes),
        path: ['holes', index, 'strokes'],
      });
    }
  });
}

const holeMessage = (field: string, rule: string) => `A scorecard hole's ${field} must be ${rule}`;

/**
 * A card as a golfer, a file or a sync sends it: the contract's shape (optional stats may be left out and are
 * then null), its rules checked, and green in regulation derived where strokes and putts give it.
 */
export const scorecardInputSchema = z
  .object({
    teeSetId: scorecardSchema.shape.teeSetId.optional().transform((value) => value ?? null),
    holes: z
      .array(
        z.object({
          hole: z
            .number({ error: holeMessage('number', 'a whole number from 1 to 18') })
            .pipe(scorecardHoleSchema.shape.hole),
          par: z
            .number({ error: holeMessage('par', 'a whole number from 3 to 6') })
            .pipe(scorecardHoleSchema.shape.par),
          strokeIndex: scorecardHoleSchema.shape.strokeIndex.optional().transform((value) => value ?? null),
          strokes: z
            .number({ error: holeMessage('strokes', 'a whole number from 1 to 20') })
            .pipe(scorecardHoleSchema.shape.strokes),
          putts: scorecardHoleSchema.shape.putts.optional().transform((value) => value ?? null),
          fairway: scorecardHoleSchema.shape.fairway.optional().transform((value) => value ?? null),
          gir: scorecardHoleSchema.shape.gir.optional().transform((value) => value ?? null),
          penalties: scorecardHoleSchema.shape.penalties.optional().transform((value) => value ?? null),
          sandShots: scorecardHoleSchema.shape.sandShots.optional().transform((value) => value ?? null),
        }),
        { error: 'A scorecard needs its holes as a list' },
      )
      .min(9, { error: CARD_HOLES_MESSAGE })
      .max(18, { error: CARD_HOLES_MESSAGE }),
  })
  .superRefine(checkCard)
  .transform((card): Scorecard => ({
    ...card,
    holes: card.holes.map((hole) => ({ ...hole, gir: girOf(hole) })),
  }));
export type ScorecardInput = z.input<typeof scorecardInputSchema>;

/** The card's figures: strokes and par over its holes, and the front and back nines' where it has them. */
export interface CardTotals {
  strokes: number;
  par: number;
  out: { strokes: number; par: number } | null;
  in: { strokes: number; par: number } | null;
  /** Null when no hole records putts. */
  putts: number | null;
}

export function cardTotals(card: Pick<Scorecard, 'holes'>): CardTotals {
  const sum = (holes: readonly ScorecardHole[]) => ({
    strokes: holes.reduce((total, hole) => total + hole.strokes, 0),
    par: holes.reduce((total, hole) => total + hole.par, 0),
  });
  const front = card.holes.filter((hole) => hole.hole <= 9);
  const back = card.holes.filter((hole) => hole.hole >= 10);
  const withPutts = card.holes.filter((hole) => hole.putts !== null);
  return {
    ...sum(card.holes),
    out: front.length > 0 ? sum(front) : null,
    in: back.length > 0 ? sum(back) : null,
    putts: withPutts.length > 0 ? withPutts.reduce((total, hole) => total + (hole.putts ?? 0), 0) : null,
  };
}

export function cardScoreMessage(score: number, total: number): string {
  return `Score ${score} doesn't match the scorecard's total of ${total}: a round with a scorecard scores its card's total (correct a hole or the score)`;
}

export function cardHolesMessage(holes: number, cardHoles: number): string {
  return `This is a ${holes}-hole round but its scorecard has ${cardHoles} holes: a 9-hole round has a 9-hole card (1 to 9 or 10 to 18), an 18-hole round an 18-hole card`;
}

/**
 * The round's rule for its card: the score is the card's total and the holes are the card's (a 9-hole round
 * has a 9-hole card). A round without a card has nothing to check. Each issue names the field to correct.
 */
export function roundCardIssues(round: {
  score: number;
  holes: number;
  scorecard?: Pick<Scorecard, 'holes'> | null;
}): { path: string; message: string }[] {
  const card = round.scorecard;
  if (!card) return [];
  if (card.holes.length !== round.holes) {
    return [{ path: 'holes', message: cardHolesMessage(round.holes, card.holes.length) }];
  }
  const { strokes } = cardTotals(card);
  return strokes === round.score ? [] : [{ path: 'score', message: cardScoreMessage(round.score, strokes) }];
}

/** `roundCardIssues` as a zod refinement, for the schemas of a whole round (create, an import row). */
export function refineRoundCard(
  round: { score: number; holes: number; scorecard?: Pick<Scorecard, 'holes'> | null },
  context: z.RefinementCtx,
): void {
  for (const issue of roundCardIssues(round)) {
    context.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
  }
}

/**
 * GHIN's hole by hole (a score's `hole_details`, as shared/rounds/hole-details.ts reads it) as a card: the
 * strokes taken (`raw`, else GHIN's adjusted figure), the putts, a fairway hit or missed (GHIN says no more
 * than that: `missed` keeps the miss without a side), the GIR as GHIN has it unless strokes and putts say it.
 * Null when the holes are not a whole card (an unfinished round, a hole without its par or strokes): a card
 * is never made up. Used by the GHIN sync and to read rounds stored before cards with their `holeDetails`.
 */
export function scorecardFromHoleDetails(details: HoleDetails | null | undefined): Scorecard | null {
  if (!details || details.length === 0) return null;
  const holes: ScorecardHole[] = [];
  for (const detail of details) {
    const strokes = detail.raw ?? detail.adjusted;
    if (detail.par === null || strokes === null) return null;
    const hole: ScorecardHole = {
      hole: detail.hole,
      par: detail.par,
      strokeIndex: null,
      strokes,
      putts: detail.putts !== null && detail.putts <= strokes ? detail.putts : null,
      fairway: detail.par === 3 || detail.fairway === null ? null : detail.fairway ? 'hit' : 'missed',
      gir: detail.gir,
      penalties: null,
      sandShots: null,
    };
    holes.push({ ...hole, gir: girOf(hole) });
  }
  const parsed = scorecardSchema.safeParse({ teeSetId: null, holes });
  return parsed.success && cardNines(parsed.data.holes) !== null ? parsed.data : null;
}
