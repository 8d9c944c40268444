import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { cardSumsDelta, courseHoleSumsDelta } from '#shared/scorecards/card-stats';
import { scorecardSchema, type Scorecard } from '#shared/scorecards/scorecard';
import { documentClient, tableName } from '../data/dynamo-client';
import { CARD_STATS_ENTITY, COURSE_HOLE_STATS_ENTITY, cardStatsKeys } from '../data/keys/card-stats-keys';
import type { TransactItem } from '../data/transact-write';
import type { StoredRound } from './rounds-repository';
import type { RoundReaction } from './rounds-repository';

/**
 * A round's card, when it has one. Read through the card's schema, so a stored value of another shape
 * counts as no card rather than as wrong sums.
 */
export function scorecardOfRound(round: StoredRound | undefined): Scorecard | null {
  const value = (round as { scorecard?: unknown } | undefined)?.scorecard;
  if (value === null || value === undefined) return null;
  const parsed = scorecardSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function addTo(key: Record<string, string>, entity: string, delta: Record<string, number>): TransactItem[] {
  const names = Object.keys(delta);
  if (names.length === 0) return [];
  return [
    {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: `SET entity = :entity ADD ${names.map((_, i) => `#s${i} :d${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#s${i}`, name])),
        ExpressionAttributeValues: {
          ':entity': entity,
          ...Object.fromEntries(names.map((name, i) => [`:d${i}`, delta[name]])),
        },
      },
    },
  ];
}

/**
 * The scorecards' reaction to a round write, in the one list (./write/round-reactions.ts): `ADD` the change
 * of the card's sums to the golfer's card statistics and of its holes to their sums at the course (two
 * courses when an edit moves the round), so the statistics screen and a course's hardest and easiest hole
 * are each one GetItem however many rounds there are (docs/data-model.md, "Scorecard statistics"). A round
 * without a card before or after writes nothing here.
 */
export const cardStatsRoundReaction: RoundReaction = {
  feature: 'rounds (card statistics)',
  async react(before, after) {
    const userId = (after ?? before)?.userId;
    const was = scorecardOfRound(before);
    const is = scorecardOfRound(after);
    if (userId === undefined || (!was && !is)) return { items: [] };
    const items = addTo(cardStatsKeys.sums(userId), CARD_STATS_ENTITY, cardSumsDelta(was, is));
    const sameCourse = before && after && before.courseId === after.courseId;
    if (sameCourse) {
      items.push(
        ...addTo(
          cardStatsKeys.courseHoles(userId, after.courseId),
          COURSE_HOLE_STATS_ENTITY,
          courseHoleSumsDelta(was, is),
        ),
      );
    } else {
      if (before)
        items.push(
          ...addTo(
            cardStatsKeys.courseHoles(userId, before.courseId),
            COURSE_HOLE_STATS_ENTITY,
            courseHoleSumsDelta(was, null),
          ),
        );
      if (after)
        items.push(
          ...addTo(
            cardStatsKeys.courseHoles(userId, after.courseId),
            COURSE_HOLE_STATS_ENTITY,
            courseHoleSumsDelta(null, is),
          ),
        );
    }
    return { items };
  },
};

/** Access pattern 10c: the golfer's card statistics' sums (one GetItem). */
export async function getCardSumsItem(userId: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: cardStatsKeys.sums(userId) }),
  );
  return Item;
}

/** Access pattern 10d: the golfer's hole sums at one course (one GetItem). */
export async function getCourseHoleSumsItem(
  userId: string,
  courseId: string,
): Promise<Record<string, unknown> | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: cardStatsKeys.courseHoles(userId, courseId) }),
  );
  return Item;
}
