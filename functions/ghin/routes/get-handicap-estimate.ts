import { estimateHandicapIndex, nineHoleCourseRating, type WhsScore } from '#shared/handicap/whs';
import { ESTIMATE_LABEL, type HandicapEstimate } from '#shared/schemas/ghin';
import { getCourseItemsByIds } from '../../courses/courses-repository';
import { listRoundsForEstimate, type EstimateRoundFacts } from '../ghin-rounds-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';

/**
 * The tee's 18-hole rating and slope for a round: the ones the golfer gave on it, else the course's published
 * ones (never the default slope of 113); null when neither is known.
 */
function teeFigures(
  round: EstimateRoundFacts,
  course: Record<string, unknown> | undefined,
): { rating: number; slope: number } | null {
  if (round.courseRating !== null && round.slopeRating !== null)
    return { rating: round.courseRating, slope: round.slopeRating };
  const rating = course?.courseRating;
  const slope = course?.slopeRating;
  const defaulted = Array.isArray(course?.defaultedFigures) ? course.defaultedFigures : [];
  if (typeof rating !== 'number' || typeof slope !== 'number' || defaulted.includes('slopeRating'))
    return null;
  return { rating, slope };
}

/**
 * The combined 18-hole scores GHIN made of two nines, once each, from the nine rounds that carry them: the
 * later nine's round stands for it. A pair with one nine gone (deleted) is not a combined score here.
 */
function combinedScores(rounds: readonly EstimateRoundFacts[]): { scores: WhsScore[]; nines: Set<string> } {
  const pairs = new Map<string, EstimateRoundFacts[]>();
  for (const round of rounds) {
    if (round.holes !== 9 || !round.ghinCombined || round.ghinCombined.differential === null) continue;
    pairs.set(round.ghinCombined.scoreId, [...(pairs.get(round.ghinCombined.scoreId) ?? []), round]);
  }
  const scores: WhsScore[] = [];
  const nines = new Set<string>();
  for (const pair of pairs.values()) {
    const combined = pair[0]?.ghinCombined;
    if (pair.length !== 2 || !combined || combined.differential === null) continue;
    const later = [...pair].sort(
      (a, b) => b.playedAt.localeCompare(a.playedAt) || b.id.localeCompare(a.id),
    )[0];
    for (const nine of pair) nines.add(nine.id);
    scores.push({
      id: later?.id ?? combined.scoreId,
      playedAt: combined.playedAt,
      holes: 18,
      adjustedGross: pair.reduce((sum, nine) => sum + nine.score, 0),
      // Read past: GHIN's differential is the score's.
      courseRating: 0,
      slope: 113,
      differential: combined.differential,
    });
  }
  return { scores, nines };
}

/**
 * GET /api/handicap/estimate: Fescue's WHS estimate from all the golfer's rounds, their own and GHIN's
 * (docs/architecture.md, "Which GHIN scores become rounds"). A round linked to a GHIN score counts with
 * GHIN's differential (a combined pair of nines as GHIN's one 18-hole score); any other round with the tee's
 * course rating and slope on it, or the course's published ones, its card's holes adjusted by net double bogey
 * with the index of the time (par + 5 before there is one), or without a card its score taken as its
 * adjusted gross score; a 9-hole round reads exactly half the
 * 18-hole rating. What the estimate applies and leaves out: docs/handicap.md. Labelled an estimate, never an
 * official Handicap Index.
 */
export const getHandicapEstimate: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    const rounds = await listRoundsForEstimate(session.userId);
    const courses = await getCourseItemsByIds(
      [...new Set(rounds.map((round) => round.courseId))],
      ['courseRating', 'slopeRating', 'defaultedFigures'],
    );
    const combined = combinedScores(rounds);
    const scores: WhsScore[] = [...combined.scores];
    for (const round of rounds) {
      if (combined.nines.has(round.id)) continue;
      const base = { id: round.id, playedAt: round.playedAt, holes: round.holes, adjustedGross: round.score };
      if (round.holes === 18 && round.ghinDifferential !== null) {
        scores.push({
          ...base,
          courseRating: round.courseRating ?? 0,
          slope: round.slopeRating ?? 113,
          differential: round.ghinDifferential,
        });
        continue;
      }
      const figures = teeFigures(round, courses.get(round.courseId));
      if (!figures) continue;
      const { rating, slope } = figures;
      scores.push({
        ...base,
        courseRating: round.holes === 9 ? nineHoleCourseRating(rating) : rating,
        slope,
        // A card whose holes match the round's: its holes are adjusted one by one (Rule 3.1).
        ...(round.card && round.card.length === round.holes ? { card: round.card } : {}),
      });
    }
    const estimate = estimateHandicapIndex(scores);
    const body: HandicapEstimate = {
      estimate: estimate.index,
      label: ESTIMATE_LABEL,
      roundsConsidered: scores.length,
      adjustedHoleByHole: estimate.differentials.filter((entry) => entry.holeAdjustment).length,
      lowIndex: estimate.lowIndex,
      cap: estimate.cap,
      differentials: estimate.differentials.map((entry) => ({
        roundId: entry.id,
        playedAt: entry.playedAt,
        differential: entry.differential,
        counted: entry.counted,
        nineHole: entry.nineHole ?? null,
        holeAdjustment: entry.holeAdjustment ?? null,
      })),
    };
    return json(200, body);
  },
};
