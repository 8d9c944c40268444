/**
 * World Handicap System arithmetic (USGA Rules of Handicapping, 2024 edition), as pure
 * functions: the frontend and the functions import the same ones. Fescue computes an ESTIMATE from the
 * golfer's own rounds; it is never shown as, or in place of, GHIN's official Handicap Index. What the
 * estimate applies and what it leaves out is listed in docs/handicap.md.
 */
export const MAX_HANDICAP_INDEX = 54;
/** Rule 5.2: the index uses the most recent 20 differentials. */
export const SCORES_CONSIDERED = 20;
/** Rule 5.7: the Low Handicap Index is the lowest index of the 365 days before the most recent score. */
const LOW_INDEX_WINDOW_DAYS = 365;
/** Rule 5.8: the soft cap starts 3.0 above the Low Handicap Index, the hard cap stops at 5.0 above it. */
const SOFT_CAP_AT = 3;
const HARD_CAP_AT = 5;

/** One decimal, halves away from zero (USGA rounds 12.45 to 12.5 and -0.45 to -0.5). */
export function roundToTenth(value: number): number {
  const tenths = Math.round(Math.abs(value) * 10 + 1e-9) / 10;
  return value < 0 ? -tenths : tenths;
}

interface DifferentialInput {
  adjustedGross: number;
  courseRating: number;
  slope: number;
  pcc?: number;
}

/** Rule 5.1 before rounding: Rule 5.9 measures an exceptional score on this unrounded figure. */
function exactDifferential(score: DifferentialInput): number {
  return (113 / score.slope) * (score.adjustedGross - score.courseRating - (score.pcc ?? 0));
}

/** Rule 5.1: (113 / slope) × (adjusted gross score − course rating − PCC), to one decimal. */
export function scoreDifferential(score: DifferentialInput): number {
  return roundToTenth(exactDifferential(score));
}

/**
 * The course rating of nine holes when only the 18-hole one is known: exactly half (71.3 gives 35.65). The
 * rating is never rounded on its own; only the differential made from it is (Rule 5.1).
 */
export function nineHoleCourseRating(eighteenHoleRating: number): number {
  return eighteenHoleRating / 2;
}

/**
 * Rule 5.9: the reduction an exceptional score brings, from how far its unrounded differential is below the
 * Handicap Index in effect when it was played: 7.0 to 9.9 takes 1.0 off, 10.0 or more takes 2.0; else 0.
 */
export function exceptionalScoreReduction(exactDifferentialOfScore: number, indexInEffect: number): number {
  const below = indexInEffect - exactDifferentialOfScore;
  // A hair of tolerance: 15.2 − 8.2 is 6.999999999999999 in binary, and the rule reads it as 7.0.
  if (below >= 10 - 1e-9) return 2;
  if (below >= 7 - 1e-9) return 1;
  return 0;
}

/**
 * Rule 5.1b (2024): the expected 9-hole score differential of a golfer with this index, added to a 9-hole
 * differential to make an 18-hole one (USGA: 0.52 × Handicap Index + 1.2).
 */
export function expectedNineHoleDifferential(handicapIndex: number): number {
  return roundToTenth(0.52 * handicapIndex + 1.2);
}

/** Rule 5.2a: how many of the lowest differentials count, and the adjustment, by how many there are. */
export function differentialsToUse(count: number): { use: number; adjustment: number } | null {
  if (count < 3) return null;
  if (count === 3) return { use: 1, adjustment: -2 };
  if (count === 4) return { use: 1, adjustment: -1 };
  if (count === 5) return { use: 1, adjustment: 0 };
  if (count === 6) return { use: 2, adjustment: -1 };
  if (count <= 8) return { use: 2, adjustment: 0 };
  if (count <= 11) return { use: 3, adjustment: 0 };
  if (count <= 14) return { use: 4, adjustment: 0 };
  if (count <= 16) return { use: 5, adjustment: 0 };
  if (count <= 18) return { use: 6, adjustment: 0 };
  if (count === 19) return { use: 7, adjustment: 0 };
  return { use: 8, adjustment: 0 };
}

/**
 * Rule 5.2: the index from the most recent differentials (newest first; only the first 20 are read), with
 * the indexes of the ones that counted. Null with fewer than three. At most 54.0.
 */
export function indexFromDifferentials(
  newestFirst: readonly number[],
): { index: number; counted: number[] } | null {
  const recent = newestFirst.slice(0, SCORES_CONSIDERED);
  const rule = differentialsToUse(recent.length);
  if (!rule) return null;
  const counted = recent
    .map((differential, position) => ({ differential, position }))
    .sort((a, b) => a.differential - b.differential || a.position - b.position)
    .slice(0, rule.use);
  const mean = counted.reduce((sum, entry) => sum + entry.differential, 0) / rule.use;
  return {
    index: Math.min(MAX_HANDICAP_INDEX, roundToTenth(mean + rule.adjustment)),
    counted: counted.map((entry) => entry.position),
  };
}

/**
 * Rule 5.8: an increase of more than 3.0 over the Low Handicap Index is halved past 3.0 (soft cap), and it
 * is never more than 5.0 (hard cap).
 */
export function applyCaps(
  calculated: number,
  lowIndex: number | null,
): { index: number; cap: 'soft' | 'hard' | null } {
  if (lowIndex === null || calculated - lowIndex <= SOFT_CAP_AT) return { index: calculated, cap: null };
  const soft = roundToTenth(lowIndex + SOFT_CAP_AT + (calculated - lowIndex - SOFT_CAP_AT) / 2);
  const hard = roundToTenth(lowIndex + HARD_CAP_AT);
  return soft > hard ? { index: hard, cap: 'hard' } : { index: soft, cap: 'soft' };
}

/** A score as the estimate reads it: the course rating and slope of the tees and holes played. */
export interface WhsScore {
  id: string;
  /** YYYY-MM-DD */
  playedAt: string;
  holes: 9 | 18;
  adjustedGross: number;
  /** For a 9-hole score, the 9-hole course rating. */
  courseRating: number;
  slope: number;
  pcc?: number;
  /**
   * The score's 18-hole differential as the handicap authority computed it (GHIN's), read as given instead
   * of being worked out from the rating and slope.
   */
  differential?: number;
  /**
   * The round's holes, when it has a card: the adjusted gross score is then made hole by hole (Rule 3.1,
   * `adjustHoleScores`) with the index in effect when it was played, instead of taking the total as given.
   */
  card?: readonly AdjustableHole[];
}

export interface WhsDifferential {
  /** The score (or, for two 9-hole scores combined, the later one) this 18-hole differential belongs to. */
  id: string;
  playedAt: string;
  differential: number;
  /** Among the lowest that make up the current estimate. */
  counted: boolean;
  /** How an 18-hole differential was made from 9 holes, if it was. */
  nineHole?: 'expected' | 'combined';
  /**
   * How its adjusted gross score was made from the card's holes (Rule 3.1): `net-double-bogey` with the
   * course handicap of the index in effect, `par-plus-five` before there was one; absent when the round's
   * total was taken as given (no card, no stroke indexes, or the authority's own differential).
   */
  holeAdjustment?: HoleAdjustment;
  /**
   * Rule 5.9: the strokes taken off this differential by exceptional scores (its own and later ones within
   * the 20 that followed it); `differential` already has them taken off. 0 when none.
   */
  exceptionalReduction: number;
}

export interface WhsEstimate {
  index: number | null;
  /** Newest first: the differentials of the record, the ones in the estimate marked. */
  differentials: WhsDifferential[];
  lowIndex: number | null;
  cap: 'soft' | 'hard' | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD, 365 days before `day` (Rule 5.7's window). */
function windowStart(day: string): string {
  return new Date(Date.parse(day) - LOW_INDEX_WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10);
}

interface RecordEntry extends Pick<WhsDifferential, 'id' | 'playedAt' | 'nineHole' | 'holeAdjustment'> {
  /** The differential as Rule 5.1 (and 5.1b) make it, before any exceptional score reduction. */
  calculated: number;
  /** Rule 5.9's reductions applied to it so far (1.0 or 2.0 each, cumulative). */
  reduction: number;
}

const adjusted = (entry: RecordEntry) => roundToTenth(entry.calculated - entry.reduction);

/**
 * The estimate from a golfer's scores, replayed in date order as the rules revise an index after each score:
 * - each 9-hole score becomes an 18-hole differential with the expected differential of the index of the
 *   time (Rule 5.1b), or, before there is an index, joins the next 9-hole score (the earlier rule);
 * - a score whose unrounded differential is 7.0 or more below the index in effect takes 1.0 (10.0 or more:
 *   2.0) off each of the most recent 20 differentials, itself included (Rule 5.9), cumulatively;
 * - the index is the lowest 8 of the most recent 20 (Rule 5.2), and once the record holds 20 scores it is
 *   capped against the Low Handicap Index: the lowest index calculated in the 365 days up to the most recent
 *   earlier score, whether or not 20 scores existed when it was calculated (Rules 5.7 and 5.8).
 */
export function estimateHandicapIndex(scores: readonly WhsScore[]): WhsEstimate {
  const ordered = [...scores].sort(
    (a, b) => a.playedAt.localeCompare(b.playedAt) || a.id.localeCompare(b.id),
  );
  const record: RecordEntry[] = [];
  const history: { playedAt: string; index: number }[] = [];
  let current: number | null = null;
  let cap: WhsEstimate['cap'] = null;
  let pendingNine: { differential: number } | null = null;
  let previousDay: string | null = null;

  for (const given of ordered) {
    const adjustedHoles =
      given.card && given.differential === undefined ? adjustHoleScores(given, current) : null;
    const score = adjustedHoles ? { ...given, adjustedGross: adjustedHoles.adjustedGross } : given;
    const holeAdjustment = adjustedHoles ? { holeAdjustment: adjustedHoles.adjustment } : {};
    // GHIN's own differential for a score it rated, used as given; otherwise Rule 5.1's.
    const raw = score.differential ?? scoreDifferential(score);
    let entry: RecordEntry;
    let exact: number;
    if (score.holes === 18) {
      exact = score.differential ?? exactDifferential(score);
      entry = { id: score.id, playedAt: score.playedAt, calculated: raw, reduction: 0, ...holeAdjustment };
    } else if (current !== null) {
      const expected = expectedNineHoleDifferential(current);
      exact = exactDifferential(score) + expected;
      const differential = roundToTenth(raw + expected);
      entry = {
        id: score.id,
        playedAt: score.playedAt,
        calculated: differential,
        reduction: 0,
        nineHole: 'expected',
        ...holeAdjustment,
      };
    } else if (pendingNine) {
      const differential = roundToTenth(pendingNine.differential + raw);
      exact = differential;
      entry = {
        id: score.id,
        playedAt: score.playedAt,
        calculated: differential,
        reduction: 0,
        nineHole: 'combined',
        ...holeAdjustment,
      };
      pendingNine = null;
    } else {
      pendingNine = { differential: raw };
      continue;
    }
    record.push(entry);
    // Rule 5.9: measured against the index in effect when the score was played (none before the first).
    const reduction = current === null ? 0 : exceptionalScoreReduction(exact, current);
    if (reduction > 0) for (const recent of record.slice(-SCORES_CONSIDERED)) recent.reduction += reduction;

    const lowIndexDay = previousDay;
    previousDay = score.playedAt;
    const computed = indexFromDifferentials(record.map(adjusted).reverse());
    if (!computed) continue;
    // Rule 5.7: the window ends on the day of the most recent score before this one (Interpretation 5.7/1).
    const lowIndex =
      record.length >= SCORES_CONSIDERED && lowIndexDay !== null
        ? lowestSince(history, windowStart(lowIndexDay), lowIndexDay)
        : null;
    const capped = applyCaps(computed.index, lowIndex);
    current = capped.index;
    cap = capped.cap;
    history.push({ playedAt: score.playedAt, index: current });
  }

  const newestFirst = [...record].reverse();
  const counted = new Set(indexFromDifferentials(newestFirst.map(adjusted))?.counted ?? []);
  const latest = ordered.at(-1)?.playedAt;
  return {
    index: current,
    differentials: newestFirst.map(({ calculated, reduction, ...entry }, position) => ({
      ...entry,
      differential: roundToTenth(calculated - reduction),
      exceptionalReduction: reduction,
      counted: counted.has(position),
    })),
    // Shown beside the index: the lowest of the 365 days up to the latest score, once 20 scores exist.
    lowIndex:
      latest && record.length >= SCORES_CONSIDERED ? lowestSince(history, windowStart(latest), latest) : null,
    cap,
  };
}

function lowestSince(
  history: readonly { playedAt: string; index: number }[],
  from: string,
  to: string,
): number | null {
  return lowest(
    history.filter((entry) => entry.playedAt >= from && entry.playedAt <= to).map((e) => e.index),
  );
}

function lowest(values: readonly number[]): number | null {
  return values.length === 0 ? null : Math.min(...values);
}

/** Rule 6.1: course handicap = index × slope / 113 + (course rating − par), to the nearest whole stroke. */
export function courseHandicap(o: {
  handicapIndex: number;
  slope: number;
  courseRating: number;
  par: number;
}): number {
  const exact = (o.handicapIndex * o.slope) / 113 + (o.courseRating - o.par);
  // Whole strokes, halves away from zero: a plus handicap stays a plus handicap.
  return exact < 0 ? -Math.round(-exact) : Math.round(exact);
}

/**
 * Rule 6.1b (2024): a 9-hole course handicap is half the index, by the slope, plus the nine's rating less its
 * par: (index ÷ 2) × slope / 113 + (9-hole rating − 9-hole par), to the nearest whole stroke.
 */
export function nineHoleCourseHandicap(o: {
  handicapIndex: number;
  slope: number;
  nineHoleCourseRating: number;
  nineHolePar: number;
}): number {
  return courseHandicap({
    handicapIndex: o.handicapIndex / 2,
    slope: o.slope,
    courseRating: o.nineHoleCourseRating,
    par: o.nineHolePar,
  });
}

/** A hole of a card as Rule 3.1 reads it. */
export interface AdjustableHole {
  par: number;
  /** The hole's stroke index on the tee played; null where the card does not give it. */
  strokeIndex: number | null;
  strokes: number;
}

export type HoleAdjustment = 'net-double-bogey' | 'par-plus-five';

/**
 * Rule 6.2 (stroke index allocation): the handicap strokes a course handicap gives on each hole played, in
 * the holes' order. Strokes go to the holes by their stroke index, lowest first, one round of the holes at
 * a time (a course handicap of 20 on 18 holes: 2 on stroke indexes 1 and 2, 1 on the rest). On nine holes
 * the nine stroke indexes are ranked 1 to 9 among themselves first, so a nine numbered 1-9 and one carrying
 * the 18-hole allocation's odd (or even) numbers allocate alike. A plus handicap gives strokes back from the
 * highest stroke index down (Rule 3.1b: net double bogey is then par + 2 less the stroke given back).
 */
export function handicapStrokesByHole(
  courseHandicapOfRound: number,
  strokeIndexes: readonly number[],
): number[] {
  const count = strokeIndexes.length;
  const rankOf = new Map(
    [...strokeIndexes]
      .map((index, position) => ({ index, position }))
      .sort((a, b) => a.index - b.index || a.position - b.position)
      .map((entry, rank) => [entry.position, rank + 1]),
  );
  const given = Math.abs(courseHandicapOfRound);
  const everyHole = Math.floor(given / count);
  const extra = given % count;
  return strokeIndexes.map((_, position) => {
    const rank = rankOf.get(position) ?? count;
    const strokes =
      courseHandicapOfRound >= 0
        ? everyHole + (rank <= extra ? 1 : 0)
        : everyHole + (rank > count - extra ? 1 : 0);
    return courseHandicapOfRound >= 0 ? strokes : -strokes;
  });
}

/**
 * Rule 3.1: the adjusted gross score of a card. A golfer with an index (the one in effect when the round was
 * played) counts at most net double bogey on each hole: par + 2 + the handicap strokes received there, from
 * the full course handicap of the tee played (Rule 6.1; 6.1b on nine holes) allocated by stroke index; that
 * needs every hole's stroke index. A golfer with no index yet counts at most par + 5 on each hole (Rule
 * 3.1b, scores towards an initial index). Null when neither applies (an index but no stroke indexes): the
 * round's total is then taken as given.
 */
export function adjustHoleScores(
  score: Pick<WhsScore, 'holes' | 'courseRating' | 'slope'> & { card?: readonly AdjustableHole[] },
  indexInEffect: number | null,
): { adjustedGross: number; adjustment: HoleAdjustment } | null {
  const card = score.card;
  if (!card || card.length === 0) return null;
  if (indexInEffect === null) {
    return {
      adjustedGross: card.reduce((sum, hole) => sum + Math.min(hole.strokes, hole.par + 5), 0),
      adjustment: 'par-plus-five',
    };
  }
  const strokeIndexes = card.map((hole) => hole.strokeIndex);
  if (strokeIndexes.some((index) => index === null)) return null;
  const par = card.reduce((sum, hole) => sum + hole.par, 0);
  const handicap =
    score.holes === 9
      ? nineHoleCourseHandicap({
          handicapIndex: indexInEffect,
          slope: score.slope,
          nineHoleCourseRating: score.courseRating,
          nineHolePar: par,
        })
      : courseHandicap({
          handicapIndex: indexInEffect,
          slope: score.slope,
          courseRating: score.courseRating,
          par,
        });
  const strokes = handicapStrokesByHole(handicap, strokeIndexes as number[]);
  return {
    adjustedGross: card.reduce(
      (sum, hole, position) => sum + Math.min(hole.strokes, hole.par + 2 + (strokes[position] ?? 0)),
      0,
    ),
    adjustment: 'net-double-bogey',
  };
}
