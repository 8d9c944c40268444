import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { tableName } from '../../data/dynamo-client';
import { courseKeys } from '../../data/keys/course-keys';
import { ROUND_ENTITY, roundKeys } from '../../data/keys/round-keys';
import {
  openAccountCheck,
  TRANSACT_MAX_ITEMS,
  type TransactItem,
  transactWrite,
} from '../../data/transact-write';
import { Conflict, NotFound } from '../../lib/errors';
import { RATING_SCALE } from '#shared/ratings/scale';
import type { RoundReaction, StoredRound } from '../rounds-repository';
import type { StoryRefusal } from '../../community/story-reaction';
import { roundDaysRoundReaction } from '../../achievements/round-days';
import { bucketListRoundReaction } from '../../bucket-list/bucket-list-reaction';
import { storyRoundReaction } from '../../community/story-reaction';
import { importBatchRoundReaction } from '../../imports/import-batch-reaction';
import { courseLinkRoundReaction } from '../../passport/course-link-reaction';
import { ratingRoundReaction } from '../../ratings/round-reaction';
import { roundTotalsRoundReaction } from '../round-totals-reaction';
import { cardStatsRoundReaction } from '../card-stats-reaction';

/**
 * Why a round write is refused (lib/errors.ts; the golfer's words: ROUND_WRITE_WORDS in
 * shared/schemas/round.ts): its course is gone (`NotFound`), or the round, a course link or a rating changed
 * since it was read (`Conflict`), or a reaction refused it (the story's `story-taken`).
 */
export type RoundWriteMiss = 'course';
export type RoundWriteRefusal = 'round-changed' | StoryRefusal;

/**
 * Every feature's reaction to a round write, listed once (docs/architecture.md, "Round writes"). A feature
 * that must change with a golfer's rounds adds its reaction (a `RoundReaction`, ../rounds-repository.ts) in
 * its own folder and one line here; `writeRound` runs them all for every create, edit and delete, whoever
 * makes it (the rounds routes, Rate Course, the CSV import, the GHIN sync, the seed and bench scripts).
 */
export const roundReactions: readonly RoundReaction[] = [
  roundTotalsRoundReaction, // functions/rounds: the score counters behind the stats
  courseLinkRoundReaction, // functions/passport: played, round count, architect notes, passport totals
  ratingRoundReaction, // functions/ratings: the golfer's rating of the course and its aggregate
  bucketListRoundReaction, // functions/bucket-list: the entry's ticks
  roundDaysRoundReaction, // functions/achievements: rounds per day, for streaks
  storyRoundReaction, // functions/community: the round's story while it is shared
  importBatchRoundReaction, // functions/imports: the imported round's entry in its batch, for undo
  cardStatsRoundReaction, // functions/rounds: the card statistics and the golfer's holes at each course
];

/**
 * A round write that would need more items than one TransactWriteItems takes. No golfer can cause it with
 * valid input (each reaction adds a handful); it means a reaction grew, and is a 500, with nothing written,
 * rather than DynamoDB's ValidationException. The message names each feature's share.
 */
export class RoundWriteTooLargeError extends Error {
  constructor(readonly shares: readonly { feature: string; items: number }[]) {
    const total = shares.reduce((sum, share) => sum + share.items, 0);
    super(
      `A round write needs ${total} transaction items, more than TransactWriteItems' ${TRANSACT_MAX_ITEMS}: ${shares
        .map((share) => `${share.feature} ${share.items}`)
        .join(', ')}`,
    );
    this.name = 'RoundWriteTooLargeError';
  }
}

/** The items and after-commit steps of one round write, and where the course's existence check sits. */
export interface RoundWritePlan {
  items: TransactItem[];
  afterCommit: (() => Promise<void>)[];
  /** The index of the ConditionCheck that the round's course exists, when the write names a new course. */
  courseCheckIndex: number | undefined;
}

/**
 * The one transaction of a round write (create: `before` undefined; delete: `after` undefined; else an edit
 * of the round `before` as read): the round's own item, conditioned on the version read, and every
 * reaction's items, their reads run at once. A create or a move to another course also checks that the course
 * exists; a create or an edit checks that the golfer's account is open (a round of an account being deleted,
 * by a GHIN sync or a request in flight, would outlive it).
 */
export async function planRoundWrite(
  before: StoredRound | undefined,
  after: StoredRound | undefined,
  reactions: readonly RoundReaction[] = roundReactions,
): Promise<RoundWritePlan> {
  const round = after ?? before;
  if (!round) throw new Error('A round write needs the round before or after it');
  const results = await Promise.all(reactions.map((reaction) => reaction.react(before, after)));
  const newCourse = after !== undefined && (before === undefined || before.courseId !== after.courseId);
  const own: TransactItem[] = [
    ...(newCourse ? [courseExists(after.courseId)] : []),
    after
      ? {
          Put: {
            TableName: tableName(),
            Item: roundItem(after),
            ...(before
              ? {
                  ConditionExpression: 'updatedAt = :read',
                  ExpressionAttributeValues: { ':read': before.updatedAt },
                }
              : { ConditionExpression: 'attribute_not_exists(pk)' }),
          },
        }
      : {
          Delete: {
            TableName: tableName(),
            Key: roundKeys.round(round.userId, round.id),
            ConditionExpression: 'updatedAt = :read',
            ExpressionAttributeValues: { ':read': round.updatedAt },
          },
        },
  ];
  const guard = after ? [openAccountCheck(after.userId)] : [];
  const items = [...own, ...results.flatMap((result) => result.items), ...guard];
  if (items.length > TRANSACT_MAX_ITEMS) {
    throw new RoundWriteTooLargeError([
      { feature: 'rounds (the round, its course, the open account)', items: own.length + guard.length },
      ...reactions.map((reaction, index) => ({
        feature: reaction.feature,
        items: results[index]?.items.length ?? 0,
      })),
    ]);
  }
  return {
    items,
    afterCommit: results.flatMap((result) => (result.afterCommit ? [result.afterCommit] : [])),
    courseCheckIndex: newCourse ? 0 : undefined,
  };
}

/**
 * Access pattern: write a round, the one way every round is created, edited or deleted (docs/architecture.md,
 * "Round writes"): one TransactWriteItems of the round and every feature's reaction
 * (`roundReactions`, above), then their after-commit steps. A failed condition is NotFound when the course is
 * gone, else a Conflict (the round, a course link or a rating changed since it was read: read again and
 * retry).
 */
export async function writeRound(
  before: StoredRound | undefined,
  after: StoredRound | undefined,
): Promise<void> {
  const plan = await planRoundWrite(before, after);
  try {
    await transactWrite(plan.items);
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const reasons = error.CancellationReasons ?? [];
      if (
        plan.courseCheckIndex !== undefined &&
        reasons[plan.courseCheckIndex]?.Code === 'ConditionalCheckFailed'
      ) {
        throw new NotFound<RoundWriteMiss>('course', { cause: error });
      }
      if (reasons.some((reason) => reason.Code === 'ConditionalCheckFailed')) {
        throw new Conflict<RoundWriteRefusal>('round-changed', { cause: error });
      }
    }
    throw error;
  }
  await Promise.all(plan.afterCommit.map((step) => step()));
}

/** The round's item as stored: its keys (with the sparse photo index) and the round on the 0-10 rating scale. */
function roundItem(round: StoredRound): Record<string, unknown> {
  return {
    ...roundKeys.round(round.userId, round.id),
    ...roundKeys.byPlayedAt(round.userId, round.playedAt, round.id),
    // Sparse: a round without a photo is not in the gallery's index (a Put without it leaves the index).
    ...(round.imageUrl ? roundKeys.photoIndex(round.userId, round.playedAt, round.id) : {}),
    entity: ROUND_ENTITY,
    ...round,
    ratingScale: RATING_SCALE,
  };
}

function courseExists(courseId: string): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: courseKeys.course(courseId),
      ConditionExpression: 'attribute_exists(pk)',
    },
  };
}
