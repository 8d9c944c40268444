import * as z from 'zod';
import { girOf } from './card-rules';
import type { Scorecard } from './scorecard';

/**
 * What a golfer's cards tell over time (docs/product-rules.md, "What the cards tell"), as SUMS: a card's
 * sums, added to the golfer's running totals when a round with a card is written and taken off when it is
 * edited or deleted (functions/rounds/card-stats-reaction.ts), so the statistics screen reads one item
 * whatever the number of rounds. The averages and percentages are made from the sums when read.
 *
 * Definitions:
 * - scoring average on par 3s, 4s, 5s: strokes on holes of that par / holes of that par;
 * - scores to par, per hole: eagle or better (≤ −2), birdie (−1), par, bogey (+1), double bogey (+2),
 *   worse (≥ +3);
 * - fairways hit: holes with a fairway recorded as hit / holes other than par 3s with a fairway recorded;
 * - greens in regulation: holes on the green in par − 2 strokes or fewer / holes where that is known
 *   (derived from strokes and putts, else as entered: ./card-rules.ts `girOf`);
 * - putts per round: putts per 18 holes, over the holes with putts recorded (a nine counts as half a round);
 * - putts per green hit: putts on greens hit in regulation / those greens (with putts recorded);
 * - scrambling: holes finished in par or better after missing the green in regulation / greens missed.
 */
export const CARD_STAT_NAMES = [
  'cards',
  'holes',
  'par3Holes',
  'par3Strokes',
  'par4Holes',
  'par4Strokes',
  'par5Holes',
  'par5Strokes',
  'eagleOrBetter',
  'birdie',
  'par',
  'bogey',
  'double',
  'worse',
  'fairwayChances',
  'fairwaysHit',
  'girKnown',
  'girHit',
  'puttHoles',
  'putts',
  'girPuttHoles',
  'girPutts',
  'scrambleChances',
  'scrambles',
] as const;
export type CardStatName = (typeof CARD_STAT_NAMES)[number];
export type CardSums = Record<CardStatName, number>;

export const emptyCardSums = (): CardSums =>
  Object.fromEntries(CARD_STAT_NAMES.map((name) => [name, 0])) as CardSums;

/** Green in regulation, by the card's own rule (./card-rules.ts): derived when strokes and putts are known. */
export const greenInRegulation = girOf;

const TO_PAR_BUCKET = (toPar: number): CardStatName =>
  toPar <= -2
    ? 'eagleOrBetter'
    : toPar === -1
      ? 'birdie'
      : toPar === 0
        ? 'par'
        : toPar === 1
          ? 'bogey'
          : toPar === 2
            ? 'double'
            : 'worse';

/** One card's sums. */
export function cardSums(card: Pick<Scorecard, 'holes'>): CardSums {
  const sums = emptyCardSums();
  sums.cards = 1;
  for (const hole of card.holes) {
    sums.holes += 1;
    if (hole.par === 3 || hole.par === 4 || hole.par === 5) {
      sums[`par${hole.par}Holes`] += 1;
      sums[`par${hole.par}Strokes`] += hole.strokes;
    }
    sums[TO_PAR_BUCKET(hole.strokes - hole.par)] += 1;
    if (hole.par !== 3 && hole.fairway !== null) {
      sums.fairwayChances += 1;
      if (hole.fairway === 'hit') sums.fairwaysHit += 1;
    }
    const gir = greenInRegulation(hole);
    if (gir !== null) {
      sums.girKnown += 1;
      if (gir) sums.girHit += 1;
      else {
        sums.scrambleChances += 1;
        if (hole.strokes <= hole.par) sums.scrambles += 1;
      }
    }
    if (hole.putts !== null) {
      sums.puttHoles += 1;
      sums.putts += hole.putts;
      if (gir === true) {
        sums.girPuttHoles += 1;
        sums.girPutts += hole.putts;
      }
    }
  }
  return sums;
}

/** The change to the running sums when card `before` becomes `after` (either may be absent); zeros left out. */
export function cardSumsDelta(
  before: Pick<Scorecard, 'holes'> | null | undefined,
  after: Pick<Scorecard, 'holes'> | null | undefined,
): Partial<CardSums> {
  const was = before ? cardSums(before) : emptyCardSums();
  const is = after ? cardSums(after) : emptyCardSums();
  const delta: Partial<CardSums> = {};
  for (const name of CARD_STAT_NAMES) {
    const by = is[name] - was[name];
    if (by !== 0) delta[name] = by;
  }
  return delta;
}

/** The running sums read back from a stored item (a missing or non-number attribute reads 0). */
export function cardSumsOf(item: Record<string, unknown> | undefined): CardSums {
  const sums = emptyCardSums();
  for (const name of CARD_STAT_NAMES) {
    const value = item?.[name];
    if (typeof value === 'number') sums[name] = value;
  }
  return sums;
}

const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);
const tenth = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
const percent = (part: number, whole: number) => tenth(whole > 0 ? (100 * part) / whole : null);

export const cardStatisticsSchema = z.object({
  cards: z.number(),
  holes: z.number(),
  /** Average strokes on par 3s, 4s and 5s, to one decimal; null without such a hole. */
  scoringAverage: z.object({
    par3: z.number().nullable(),
    par4: z.number().nullable(),
    par5: z.number().nullable(),
  }),
  /** How many holes ended at each score to par. */
  toPar: z.object({
    eagleOrBetter: z.number(),
    birdie: z.number(),
    par: z.number(),
    bogey: z.number(),
    double: z.number(),
    worse: z.number(),
  }),
  fairwaysHitPercent: z.number().nullable(),
  girPercent: z.number().nullable(),
  puttsPerRound: z.number().nullable(),
  puttsPerGreenHit: z.number().nullable(),
  scramblingPercent: z.number().nullable(),
  /** The counts behind each percentage, for the text alternative of the charts. */
  counts: z.object({
    fairwaysHit: z.number(),
    fairwayChances: z.number(),
    girHit: z.number(),
    girKnown: z.number(),
    scrambles: z.number(),
    scrambleChances: z.number(),
  }),
});
export type CardStatistics = z.infer<typeof cardStatisticsSchema>;

/** The statistics from the running sums: averages to one decimal, percentages to one decimal. */
export function cardStatistics(sums: CardSums): CardStatistics {
  return {
    cards: sums.cards,
    holes: sums.holes,
    scoringAverage: {
      par3: tenth(ratio(sums.par3Strokes, sums.par3Holes)),
      par4: tenth(ratio(sums.par4Strokes, sums.par4Holes)),
      par5: tenth(ratio(sums.par5Strokes, sums.par5Holes)),
    },
    toPar: {
      eagleOrBetter: sums.eagleOrBetter,
      birdie: sums.birdie,
      par: sums.par,
      bogey: sums.bogey,
      double: sums.double,
      worse: sums.worse,
    },
    fairwaysHitPercent: percent(sums.fairwaysHit, sums.fairwayChances),
    girPercent: percent(sums.girHit, sums.girKnown),
    puttsPerRound: tenth(ratio(sums.putts * 18, sums.puttHoles)),
    puttsPerGreenHit:
      sums.girPuttHoles > 0 ? Math.round((100 * sums.girPutts) / sums.girPuttHoles) / 100 : null,
    scramblingPercent: percent(sums.scrambles, sums.scrambleChances),
    counts: {
      fairwaysHit: sums.fairwaysHit,
      fairwayChances: sums.fairwayChances,
      girHit: sums.girHit,
      girKnown: sums.girKnown,
      scrambles: sums.scrambles,
      scrambleChances: sums.scrambleChances,
    },
  };
}

/**
 * A golfer's holes at one course, as sums per hole number: `h<n>Played` and `h<n>OverPar` (strokes − par,
 * summed), kept the same way as the card sums (one item per golfer and course).
 */
export function courseHoleSumsDelta(
  before: Pick<Scorecard, 'holes'> | null | undefined,
  after: Pick<Scorecard, 'holes'> | null | undefined,
): Record<string, number> {
  const delta = new Map<string, number>();
  const add = (card: Pick<Scorecard, 'holes'> | null | undefined, sign: number) => {
    for (const hole of card?.holes ?? []) {
      const played = `h${hole.hole}Played`;
      const over = `h${hole.hole}OverPar`;
      delta.set(played, (delta.get(played) ?? 0) + sign);
      delta.set(over, (delta.get(over) ?? 0) + sign * (hole.strokes - hole.par));
    }
  };
  add(before, -1);
  add(after, 1);
  return Object.fromEntries([...delta].filter(([, by]) => by !== 0));
}

export const courseHoleStatSchema = z.object({
  hole: z.number(),
  played: z.number(),
  /** Average strokes over par, to two decimals. */
  averageOverPar: z.number(),
});
export type CourseHoleStat = z.infer<typeof courseHoleStatSchema>;

export const courseHolesResponseSchema = z.object({
  holes: z.array(courseHoleStatSchema),
  /** The hole with the highest average over par (the first by number on a tie); null without cards. */
  hardest: courseHoleStatSchema.nullable(),
  /** The lowest; null without cards, or when every hole played averages the same. */
  easiest: courseHoleStatSchema.nullable(),
});
export type CourseHolesResponse = z.infer<typeof courseHolesResponseSchema>;

/** The golfer's hardest and easiest hole at a course from the per-hole sums. */
export function courseHoleStats(item: Record<string, unknown> | undefined): CourseHolesResponse {
  const holes: CourseHoleStat[] = [];
  for (let hole = 1; hole <= 18; hole += 1) {
    const played = item?.[`h${hole}Played`];
    const over = item?.[`h${hole}OverPar`];
    if (typeof played !== 'number' || played <= 0 || typeof over !== 'number') continue;
    holes.push({ hole, played, averageOverPar: Math.round((100 * over) / played) / 100 });
  }
  if (holes.length === 0) return { holes, hardest: null, easiest: null };
  const byDifficulty = [...holes].sort((a, b) => b.averageOverPar - a.averageOverPar || a.hole - b.hole);
  const hardest = byDifficulty[0] ?? null;
  const lowest = byDifficulty.at(-1)?.averageOverPar;
  const easiest = holes.find((hole) => hole.averageOverPar === lowest) ?? null;
  return {
    holes,
    hardest,
    easiest: easiest && hardest && easiest.averageOverPar < hardest.averageOverPar ? easiest : null,
  };
}
