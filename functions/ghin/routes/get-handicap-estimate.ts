import { estimateHandicapIndex, type WhsScore } from '../../../shared/handicap/whs';
import { ESTIMATE_LABEL, type HandicapEstimate } from '../../../shared/schemas/ghin';
import { getCourseItemsByIds } from '../../courses/courses-repository';
import { listOwnRoundsForEstimate, type EstimateRoundFacts } from '../ghin-rounds-repository';
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
 * GET /api/handicap/estimate: Fescue's WHS estimate from the golfer's own rounds (not GHIN's, whose index is
 * official already) with the tee's course rating and slope the golfer gave, or the course's published ones; a round's score is taken as its
 * adjusted gross score (Fescue has no hole-by-hole scores to apply net double bogey to). A 9-hole round
 * reads half the course's 18-hole rating. Labelled an estimate, never an official Handicap Index.
 */
export const getHandicapEstimate: SessionRoute = {
  auth: 'session',
  async handle(_event, session) {
    const rounds = await listOwnRoundsForEstimate(session.userId);
    const courses = await getCourseItemsByIds(
      [...new Set(rounds.map((round) => round.courseId))],
      ['courseRating', 'slopeRating', 'defaultedFigures'],
    );
    const scores: WhsScore[] = [];
    for (const round of rounds) {
      const figures = teeFigures(round, courses.get(round.courseId));
      if (!figures) continue;
      const { rating, slope } = figures;
      scores.push({
        id: round.id,
        playedAt: round.playedAt,
        holes: round.holes,
        adjustedGross: round.score,
        courseRating: round.holes === 9 ? Math.round(rating * 5) / 10 : rating,
        slope,
      });
    }
    const estimate = estimateHandicapIndex(scores);
    const body: HandicapEstimate = {
      estimate: estimate.index,
      label: ESTIMATE_LABEL,
      roundsConsidered: scores.length,
      lowIndex: estimate.lowIndex,
      cap: estimate.cap,
      differentials: estimate.differentials.map((entry) => ({
        roundId: entry.id,
        playedAt: entry.playedAt,
        differential: entry.differential,
        counted: entry.counted,
        nineHole: entry.nineHole ?? null,
      })),
    };
    return json(200, body);
  },
};
