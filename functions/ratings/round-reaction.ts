import { RATING_KEYS, type RatingKey } from '#shared/ratings/categories';
import { hasAnyRating } from '#shared/ratings/fescue-score';
import type { TransactItem } from '../data/transact-write';
import type { RoundReaction } from '../rounds/rounds-repository';
import { refreshFescueList } from './fescue-list-repository';
import { buildRating, getMyRating, ratingWriteItems, type RatingContent } from './my-rating-repository';

/** The parts of a round the rating reaction reads (the rounds repository's StoredRound has them all). */
export interface RatedRound extends Partial<Record<RatingKey, number | null>> {
  id: string;
  userId: string;
  courseId: string;
  ratingTags: readonly string[];
  ratingComments: string | null;
  ratingShared: boolean;
}

function roundContent(round: RatedRound): RatingContent {
  return {
    ratings: round,
    ratingTags: round.ratingTags,
    comments: round.ratingComments,
    shareComments: round.ratingShared,
  };
}

export function sameRatingContent(a: RatedRound, b: RatedRound): boolean {
  return (
    RATING_KEYS.every((key) => (a[key] ?? 0) === (b[key] ?? 0)) &&
    a.ratingComments === b.ratingComments &&
    a.ratingShared === b.ratingShared &&
    a.ratingTags.length === b.ratingTags.length &&
    a.ratingTags.every((tag) => b.ratingTags.includes(tag))
  );
}

/**
 * The rating feature's reaction to a round write (docs/architecture.md, "Round writes"): given the round
 * before and after (either absent: a create, a delete), the transaction items that keep the golfer's course
 * rating and the course aggregates right, and, after the commit, the courses' The Fescue List keys.
 *
 * - A round created with ratings, or whose ratings, tags or comments change, or that moves to another
 *   course with ratings, submits them: they become the golfer's rating of its course (the latest counts).
 * - A round that carried the golfer's rating (its `roundId`) and is deleted, moved to another course or
 *   left with no rating takes that rating out of its course's figures.
 * An edit that leaves the ratings alone (the score, say) changes nothing here. Rate Course sending a round's
 * rating again unchanged goes through ./rate-round-course.ts instead, which makes it the latest.
 */
export const ratingRoundReaction: RoundReaction = {
  feature: 'ratings',
  async react(before, after) {
    const submits =
      after !== undefined &&
      hasAnyRating(after) &&
      (before === undefined || before.courseId !== after.courseId || !sameRatingContent(before, after));
    const leaves =
      before !== undefined &&
      (after === undefined || after.courseId !== before.courseId || !hasAnyRating(after));
    const now = new Date().toISOString();
    const [left, submitted] = await Promise.all([
      leaves && before ? leaveItems(before) : undefined,
      submits && after ? submitItems(after, now) : undefined,
    ]);
    const changes = [left, submitted].filter((change) => change !== undefined);
    return {
      items: changes.flatMap((change) => change.items),
      afterCommit: async () => {
        await Promise.all(changes.map((change) => refreshFescueList(change.courseId)));
      },
    };
  },
};

/** The round's rating taken out of its course's figures, when it is the golfer's rating that counts. */
async function leaveItems(
  round: RatedRound,
): Promise<{ items: TransactItem[]; courseId: string } | undefined> {
  const current = await getMyRating(round.userId, round.courseId);
  if (current?.roundId !== round.id) return undefined;
  return {
    items: ratingWriteItems(round.courseId, round.userId, current, undefined),
    courseId: round.courseId,
  };
}

/** The round's rating submitted: it becomes the golfer's rating of its course. */
export async function submitItems(
  round: RatedRound,
  now: string,
): Promise<{ items: TransactItem[]; courseId: string }> {
  const current = await getMyRating(round.userId, round.courseId);
  const next = await buildRating(round.userId, round.courseId, roundContent(round), round.id, current, now);
  return { items: ratingWriteItems(round.courseId, round.userId, current, next), courseId: round.courseId };
}
