import { RATING_KEYS, RATING_TAGS, type RatingKey } from '#shared/ratings/categories';
import { MIN_RATERS, bayesianAverage } from '#shared/ratings/community';
import { roundToTenth } from '#shared/ratings/fescue-score';
import type { CommunityRatings } from '#shared/schemas/rating';

/**
 * A course's community rating aggregate (docs/data-model.md, "Community ratings"): one item per course whose
 * number attributes are changed only with `ADD`, in the same transaction as the golfer's rating item. Pure:
 * attribute names, the delta a rating change makes, and the figures read back.
 *
 * - `raters`: golfers whose rating counts (each golfer's latest, one per course)
 * - `scoreTenths`: the sum of their Fescue Scores in tenths (whole numbers add exactly)
 * - `sum_<category>` / `count_<category>`: per category, the sum of the ratings and how many rated it (0 is
 *   unrated and not counted)
 * - `tag#<tag>`: how many raters chose each quick tag
 * - `revision`: +1 per change, so the Fescue List key is set only from the latest figures
 *
 * Top-level attributes rather than maps: `ADD` on a map member fails while the map does not exist, and a map
 * cannot be created and added to in one update, so maps would cost a second write per rating.
 */
export interface CountedRating {
  ratings: Record<RatingKey, number>;
  tags: readonly string[];
  /** The rating's Fescue Score in tenths. */
  scoreTenths: number;
}

export const RATERS = 'raters';
export const SCORE_TENTHS = 'scoreTenths';
export const REVISION = 'revision';
export const sumName = (key: RatingKey) => `sum_${key}`;
export const countName = (key: RatingKey) => `count_${key}`;
export const tagName = (tag: string) => `tag#${tag}`;
const TAG_PREFIX = 'tag#';

/** The ADDs that turn the aggregate with `before` counted into the aggregate with `after` (either absent). */
export function aggregateDelta(before?: CountedRating, after?: CountedRating): Map<string, number> {
  const delta = new Map<string, number>();
  const add = (name: string, by: number) => delta.set(name, (delta.get(name) ?? 0) + by);
  const count = (rating: CountedRating | undefined, sign: 1 | -1) => {
    if (!rating) return;
    add(RATERS, sign);
    add(SCORE_TENTHS, sign * rating.scoreTenths);
    for (const key of RATING_KEYS) {
      const value = rating.ratings[key];
      if (value > 0) {
        add(sumName(key), sign * value);
        add(countName(key), sign);
      }
    }
    for (const tag of new Set(rating.tags)) add(tagName(tag), sign);
  };
  count(before, -1);
  count(after, 1);
  for (const [name, by] of delta) if (by === 0) delta.delete(name);
  return delta;
}

/** The figures a recount of these ratings gives: what the aggregate must hold (tests compare the two). */
export function recount(ratings: readonly CountedRating[]): Map<string, number> {
  const total = new Map<string, number>();
  for (const rating of ratings) {
    for (const [name, by] of aggregateDelta(undefined, rating)) total.set(name, (total.get(name) ?? 0) + by);
  }
  return total;
}

/** The counter attributes of a stored aggregate item (zeros left out), for comparing with `recount`. */
export function countersOf(item: Record<string, unknown> | undefined): Map<string, number> {
  const counters = new Map<string, number>();
  if (!item) return counters;
  const names = new Set([
    RATERS,
    SCORE_TENTHS,
    ...RATING_KEYS.flatMap((key) => [sumName(key), countName(key)]),
    ...RATING_TAGS.map(tagName),
  ]);
  for (const [name, value] of Object.entries(item)) {
    if (names.has(name) && typeof value === 'number' && value !== 0) counters.set(name, value);
  }
  return counters;
}

const numberOf = (item: Record<string, unknown> | undefined, name: string): number => {
  const value = item?.[name];
  return typeof value === 'number' ? value : 0;
};

export function ratersOf(item: Record<string, unknown> | undefined): number {
  return numberOf(item, RATERS);
}

/** The community Fescue Score: the mean of the raters' scores, one decimal; null without raters. */
export function communityScoreOf(item: Record<string, unknown> | undefined): number | null {
  const raters = ratersOf(item);
  return raters > 0 ? roundToTenth(numberOf(item, SCORE_TENTHS) / 10 / raters) : null;
}

/** The Fescue List value (Bayesian average of the raters' scores). */
export function rankingScoreOf(item: Record<string, unknown> | undefined): number {
  return bayesianAverage(numberOf(item, SCORE_TENTHS) / 10, ratersOf(item));
}

/**
 * What every golfer may see of an aggregate: below MIN_RATERS raters only the count; a category's average
 * only from MIN_RATERS ratings of it.
 */
export function communityRatingsOf(
  courseId: string,
  item: Record<string, unknown> | undefined,
): CommunityRatings {
  const raterCount = ratersOf(item);
  const enough = raterCount >= MIN_RATERS;
  return {
    courseId,
    raterCount,
    enough,
    fescueScore: enough ? communityScoreOf(item) : null,
    categories: RATING_KEYS.map((key) => {
      const count = numberOf(item, countName(key));
      return {
        key,
        average: enough && count >= MIN_RATERS ? roundToTenth(numberOf(item, sumName(key)) / count) : null,
        count,
      };
    }),
    tags: enough
      ? Object.entries(item ?? {})
          .filter(
            (entry): entry is [string, number] =>
              entry[0].startsWith(TAG_PREFIX) && typeof entry[1] === 'number' && entry[1] > 0,
          )
          .map(([name, count]) => ({ tag: name.slice(TAG_PREFIX.length), count }))
          .sort((a, b) => b.count - a.count || RATING_TAGS.indexOf(a.tag) - RATING_TAGS.indexOf(b.tag))
      : [],
  };
}
