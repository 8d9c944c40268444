import { holeDetailsSchema, type HoleDetails } from '#shared/rounds/hole-details';
import { scorecardFromHoleDetails } from '#shared/scorecards/card-rules';
import type { Scorecard } from '#shared/scorecards/scorecard';
import { ROUND_COURSE_RATING_MAX, ROUND_COURSE_RATING_MIN } from '#shared/schemas/round-words';
import { SLOPE_MAX, SLOPE_MIN } from '#shared/schemas/course';
import type { GhinHoleDetail, GhinScore } from '../client/ghin-payloads';

/**
 * Which GHIN scores become rounds (docs/architecture.md, "Which GHIN scores become rounds"): each round a
 * golfer played, once.
 * - A combined score (`C`) is GHIN's 18-hole handicap record made from two 9-hole scores it lists as well:
 *   the two nines are the rounds (two 9-hole rounds, each where and when it was played); the combined row is
 *   kept only on them (`ghinCombined`: its id, date and differential), never as a round of its own.
 * - A penalty score (`P`) is one the handicap committee posted, not a round played: never a round.
 * - A score of fewer holes played than posted (`number_of_played_holes` < `number_of_holes`) is a round of
 *   the holes posted with `holesPlayed` set: its score is GHIN's, the unplayed holes at net par, as GHIN
 *   counts it in its own figures (so the stats match GHIN's).
 */
export interface ScoreToImport {
  score: GhinScore;
  combined: { scoreId: string; playedAt: string; differential: number | null } | null;
}

export interface ScoreRuleResult {
  rounds: ScoreToImport[];
  /** Rows that are not rounds: combined 18-hole records and penalty scores. */
  combinedRecords: number;
  penaltyScores: number;
}

const COMBINED = 'C';
const PENALTY = 'P';

/**
 * The nines a combined row was made from: the 9-hole rows naming it as their `parent_id`, else (GHIN does not
 * always link them) the two latest unclaimed 9-hole rows up to its date whose scores are its front and back
 * nine's. Null when they are not among the rows read (the pair reached past the page).
 */
function ninesOf(
  combined: GhinScore,
  nines: readonly GhinScore[],
  claimed: ReadonlySet<string>,
): GhinScore[] | null {
  const linked = nines.filter((nine) => nine.parent_id === combined.id);
  if (linked.length > 0) return linked;
  const wanted = [combined.front9_adjusted, combined.back9_adjusted];
  if (wanted.some((value) => value === null)) return null;
  const found: GhinScore[] = [];
  const candidates = [...nines]
    .filter((nine) => nine.played_at <= combined.played_at && !claimed.has(nine.id))
    .sort((a, b) => b.played_at.localeCompare(a.played_at));
  for (const value of wanted) {
    const match = candidates.find(
      (nine) => nine.adjusted_gross_score === value && !found.includes(nine) && nine.parent_id === null,
    );
    if (!match) return null;
    found.push(match);
  }
  return found;
}

export function scoresToImport(scores: readonly GhinScore[]): ScoreRuleResult {
  const penalties = scores.filter((score) => score.score_type === PENALTY);
  const combined = scores.filter((score) => score.score_type === COMBINED);
  const played = scores.filter((score) => score.score_type !== PENALTY && score.score_type !== COMBINED);
  const nines = played.filter((score) => score.number_of_holes === 9);
  const combinedOf = new Map<string, ScoreToImport['combined']>();
  // Newest first, as GHIN lists them: a nine joins the latest combined score it can belong to.
  for (const record of [...combined].sort((a, b) => b.played_at.localeCompare(a.played_at))) {
    for (const nine of ninesOf(record, nines, new Set(combinedOf.keys())) ?? []) {
      combinedOf.set(nine.id, {
        scoreId: record.id,
        playedAt: record.played_at,
        differential: record.differential,
      });
    }
  }
  return {
    rounds: played.map((score) => ({ score, combined: combinedOf.get(score.id) ?? null })),
    combinedRecords: combined.length,
    penaltyScores: penalties.length,
  };
}

/** The holes played, when fewer than the holes posted; else null (a finished round). */
export function holesPlayedOf(score: GhinScore): number | null {
  const played = score.number_of_played_holes;
  return played !== null && played >= 1 && played < score.number_of_holes ? Math.floor(played) : null;
}

/**
 * The tee's 18-hole course rating, as a round keeps it (shared/schemas/round.ts): a 9-hole score's rating is
 * GHIN's 9-hole one, doubled (the estimate halves it back exactly); outside a round's range, none.
 */
export function roundCourseRatingOf(score: GhinScore): number | null {
  const rating = score.course_rating;
  if (rating === null) return null;
  const eighteen = score.number_of_holes === 9 && rating < ROUND_COURSE_RATING_MIN ? rating * 2 : rating;
  const tenths = Math.round(eighteen * 10) / 10;
  return tenths >= ROUND_COURSE_RATING_MIN && tenths <= ROUND_COURSE_RATING_MAX ? tenths : null;
}

export function roundSlopeOf(score: GhinScore): number | null {
  const slope = score.slope_rating;
  return slope !== null && Number.isInteger(slope) && slope >= SLOPE_MIN && slope <= SLOPE_MAX ? slope : null;
}

const yesNo = (value: GhinHoleDetail['fairway_hit']): boolean | null =>
  value === true || value === 'true' ? true : value === false || value === 'false' ? false : null;

/** GHIN's hole by hole as a round keeps it, in hole order; null when there is none or it does not read. */
export function holeDetailsOf(score: GhinScore): HoleDetails | null {
  if (score.hole_details.length === 0) return null;
  const holes = score.hole_details
    .filter((hole) => hole.hole_number !== null)
    .map((hole) => ({
      hole: hole.hole_number ?? 0,
      par: hole.par,
      raw: hole.raw_score,
      adjusted: hole.adjusted_gross_score,
      putts: hole.putts,
      fairway: yesNo(hole.fairway_hit),
      gir: yesNo(hole.gir_flag),
    }))
    .sort((a, b) => a.hole - b.hole);
  const parsed = holeDetailsSchema.safeParse(holes);
  return parsed.success && parsed.data.length > 0 ? parsed.data : null;
}

/**
 * A GHIN score's hole by hole as the round's card (shared/scorecards/card-rules.ts): the strokes taken, so the
 * card's total can be above the round's score, which is GHIN's adjusted gross score. None for an unfinished
 * round or holes that do not read.
 */
export function scorecardOf(score: GhinScore): Scorecard | null {
  return scorecardFromHoleDetails(holeDetailsOf(score));
}
