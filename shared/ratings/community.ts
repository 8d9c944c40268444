/**
 * Community figures (docs/product-rules.md#ratings): what every golfer sees of a course's ratings. Nothing is
 * shown until MIN_RATERS golfers have rated it (the course's Fescue Score, its tags), and a category's
 * average only once MIN_RATERS golfers rated that category, so no single golfer's scores are exposed.
 */
export const MIN_RATERS = 3;
export const NOT_ENOUGH_RATINGS_MESSAGE = 'Not enough ratings yet';

/**
 * The Fescue List ranks courses by a Bayesian average of their raters' Fescue Scores:
 *
 *   B = (m × C + S) / (m + n)
 *
 * where S is the sum of the n raters' Fescue Scores, C = 7.0 a prior mean and m = 5 the prior's weight in
 * ratings. A course with few ratings is pulled towards C; with many, B approaches its own mean: one 10/10
 * gives (35 + 10) / 6 = 7.5, forty 9.2s give (35 + 368) / 45 = 8.96. C and m are fixed (not the site-wide
 * mean), so a course's value depends on its own ratings only and is kept beside its aggregate.
 */
export const BAYESIAN_PRIOR_MEAN = 7;
export const BAYESIAN_PRIOR_WEIGHT = 5;

export function bayesianAverage(scoreSum: number, raters: number): number {
  return (BAYESIAN_PRIOR_WEIGHT * BAYESIAN_PRIOR_MEAN + scoreSum) / (BAYESIAN_PRIOR_WEIGHT + raters);
}
