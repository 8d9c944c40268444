/**
 * World Handicap System arithmetic (USGA Rules of Handicapping, 2024 edition; DESIGN.md §6), as pure
 * functions: the frontend and the functions import the same ones. Fescue computes an ESTIMATE from the
 * golfer's own rounds; it is never shown as, or in place of, GHIN's official Handicap Index.
 */
export const MAX_HANDICAP_INDEX = 54;
/** Rule 5.2: the index uses the most recent 20 differentials. */
export const SCORES_CONSIDERED = 20;
/** Rule 5.7: the caps compare against the lowest index of the 365 days before the latest score. */
const LOW_INDEX_WINDOW_DAYS = 365;
const SOFT_CAP_AT = 3;
const HARD_CAP_AT = 5;

/** One decimal, halves away from zero (USGA rounds 12.45 to 12.5 and -0.45 to -0.5). */
export function roundToTenth(value: number): number {
  const tenths = Math.round(Math.abs(value) * 10 + 1e-9) / 10;
  return value < 0 ? -tenths : tenths;
}

/** Rule 5.1: (113 / slope) × (adjusted gross score − course rating − PCC), to one decimal. */
export function scoreDifferential(score: {
  adjustedGross: number;
  courseRating: number;
  slope: number;
  pcc?: number;
}): number {
  return roundToTenth((113 / score.slope) * (score.adjustedGross - score.courseRating - (score.pcc ?? 0)));
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
 * Rule 5.7: an increase of more than 3.0 over the low index is halved past 3.0 (soft cap), and it is never
 * more than 5.0 (hard cap).
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
}

export interface WhsEstimate {
  index: number | null;
  /** Newest first: the differentials of the record, the ones in the estimate marked. */
  differentials: WhsDifferential[];
  lowIndex: number | null;
  cap: 'soft' | 'hard' | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The estimate from a golfer's scores, replayed in date order as the rules revise an index after each score:
 * each 9-hole score becomes an 18-hole differential with the expected differential of the index of the time
 * (Rule 5.1b), or, before there is an index, joins the next 9-hole score (the earlier rule); after each score
 * the index is recomputed, and once the record holds 20 differentials the caps apply against the lowest index
 * of the 365 days before (Rule 5.7).
 */
export function estimateHandicapIndex(scores: readonly WhsScore[]): WhsEstimate {
  const ordered = [...scores].sort(
    (a, b) => a.playedAt.localeCompare(b.playedAt) || a.id.localeCompare(b.id),
  );
  const record: Omit<WhsDifferential, 'counted'>[] = [];
  const history: { playedAt: string; index: number }[] = [];
  let current: number | null = null;
  let cap: WhsEstimate['cap'] = null;
  let pendingNine: { differential: number } | null = null;

  for (const score of ordered) {
    const raw = score.differential ?? scoreDifferential(score);
    if (score.holes === 18) {
      record.push({ id: score.id, playedAt: score.playedAt, differential: raw });
    } else if (current !== null) {
      record.push({
        id: score.id,
        playedAt: score.playedAt,
        differential: roundToTenth(raw + expectedNineHoleDifferential(current)),
        nineHole: 'expected',
      });
    } else if (pendingNine) {
      record.push({
        id: score.id,
        playedAt: score.playedAt,
        differential: roundToTenth(pendingNine.differential + raw),
        nineHole: 'combined',
      });
      pendingNine = null;
    } else {
      pendingNine = { differential: raw };
      continue;
    }
    const computed = indexFromDifferentials(record.map((entry) => entry.differential).reverse());
    if (!computed) continue;
    const since = new Date(Date.parse(score.playedAt) - LOW_INDEX_WINDOW_DAYS * DAY_MS).toISOString();
    const lowIndex =
      record.length >= SCORES_CONSIDERED
        ? lowest(history.filter((entry) => entry.playedAt >= since.slice(0, 10)).map((entry) => entry.index))
        : null;
    const capped = applyCaps(computed.index, lowIndex);
    current = capped.index;
    cap = capped.cap;
    // The low index is established once the record holds 20 scores (Rule 5.7): only from then on is an
    // index one the caps compare against.
    if (record.length >= SCORES_CONSIDERED) history.push({ playedAt: score.playedAt, index: current });
  }

  const newestFirst = [...record].reverse();
  const counted = new Set(
    indexFromDifferentials(newestFirst.map((entry) => entry.differential))?.counted ?? [],
  );
  const latest = ordered.at(-1)?.playedAt;
  const since = latest
    ? new Date(Date.parse(latest) - LOW_INDEX_WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10)
    : '';
  return {
    index: current,
    differentials: newestFirst.map((entry, position) => ({ ...entry, counted: counted.has(position) })),
    lowIndex: lowest(history.filter((entry) => entry.playedAt >= since).map((entry) => entry.index)),
    cap,
  };
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
