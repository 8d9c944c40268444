import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../data/dynamo-client';
import { COURSE_LINK_ENTITY, courseKeys } from '../data/keys/course-keys';
import { LINK_MARKED_ATTRIBUTE } from '../data/keys/played-keys';
import type { TransactItem } from '../data/transact-write';
import type { StoredRound } from '../rounds/rounds-repository';
import { architectNoteName, architectNoteValue } from '../rounds/round-totals';
import type { RoundReaction } from '../rounds/write/round-reaction';
import { readPassportCourse } from './passport-repository';
import {
  passportCourseAttributes,
  passportRoundName,
  passportRoundValue,
  setClauses,
} from './passport-totals';

/**
 * The course link's reaction to a round write, in the one list (functions/rounds/write/round-reactions.ts).
 * A golfer's course link (`USER#<sub>` / `COURSELINK#<courseId>`) is one item that several features read:
 * played and its round count (my courses, the map, the stats), each round's architect note (the architect
 * portfolio) and the passport's totals (each round's digest and the course's passport facts,
 * ./passport-totals.ts). A transaction may touch an item once, so this one reaction writes all of it.
 *
 * - A round logged (or moved here from another course) adds itself: played, one more round (`ADD`), its
 *   digest, the course's passport facts (read before the transaction) and its architect note.
 * - A round edited at the same course updates its digest and note when they changed (nothing otherwise).
 * - A round deleted (or moved away) takes itself off, as linkRemoveRound says.
 */
export const courseLinkRoundReaction: RoundReaction = {
  feature: 'passport (course link)',
  async react(before, after) {
    if (before && after && before.courseId === after.courseId) {
      const link = linkUpdateRound(before, after);
      return { items: link ? [link] : [] };
    }
    const [added, removed] = await Promise.all([
      after ? readPassportCourse(after.courseId).then((course) => linkAddRound(after, course)) : undefined,
      before ? linkRemoveRound(before) : undefined,
    ]);
    return { items: [added, removed].filter((item) => item !== undefined) };
  },
};

/**
 * The course link's share of a new round: played, one more round, the round's passport digest, the
 * course's passport facts (read before the transaction; ./passport-totals.ts) and the round's architect
 * note when it names one. `ADD` keeps the count right when two rounds at one course are saved at once; an
 * existing bucket-list flag is kept.
 */
function linkAddRound(round: StoredRound, passportCourse: Record<string, unknown> | undefined): TransactItem {
  const note = architectNoteValue(round);
  const course = setClauses(passportCourse ? passportCourseAttributes(passportCourse) : {}, 'course');
  return {
    Update: {
      TableName: tableName(),
      Key: courseKeys.courseLink(round.userId, round.courseId),
      UpdateExpression: `SET ${['entity = :entity, courseId = :courseId, played = :true, bucketList = if_not_exists(bucketList, :false), #digest = :digest', ...course.clauses, ...(note ? ['#note = :note'] : [])].join(', ')} ADD roundCount :one`,
      ExpressionAttributeNames: {
        '#digest': passportRoundName(round.id),
        ...course.names,
        ...(note ? { '#note': architectNoteName(round.id) } : {}),
      },
      ExpressionAttributeValues: {
        ':entity': COURSE_LINK_ENTITY,
        ':courseId': round.courseId,
        ':true': true,
        ':false': false,
        ':one': 1,
        ':digest': passportRoundValue(round),
        ...course.values,
        ...(note ? { ':note': note } : {}),
      },
    },
  };
}

/**
 * A round edited at the same course: its passport digest and architect note on the link follow (set,
 * changed or removed); nothing is written when neither changed.
 */
function linkUpdateRound(previous: StoredRound, next: StoredRound): TransactItem | undefined {
  const before = architectNoteValue(previous);
  const after = architectNoteValue(next);
  const digest = passportRoundValue(next);
  const digestChanged = passportRoundValue(previous) !== digest;
  if (before === after && !digestChanged) return undefined;
  const set = [
    ...(digestChanged ? ['#digest = :digest'] : []),
    ...(before !== after && after ? ['#note = :note'] : []),
  ];
  const remove = before !== after && !after ? ['#note'] : [];
  return {
    Update: {
      TableName: tableName(),
      Key: courseKeys.courseLink(next.userId, next.courseId),
      UpdateExpression: [
        set.length > 0 ? `SET ${set.join(', ')}` : '',
        remove.length > 0 ? `REMOVE ${remove.join(', ')}` : '',
      ].join(' '),
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: {
        ...(digestChanged ? { '#digest': passportRoundName(next.id) } : {}),
        ...(before !== after ? { '#note': architectNoteName(next.id) } : {}),
      },
      ...(digestChanged || (before !== after && after)
        ? {
            ExpressionAttributeValues: {
              ...(digestChanged ? { ':digest': digest } : {}),
              ...(before !== after && after ? { ':note': after } : {}),
            },
          }
        : {}),
    },
  };
}

/**
 * The course link's share of a round leaving a course. The link is read first: with the last round gone it
 * loses its played flag, and it is deleted when it is not on the bucket list either (so the course leaves
 * "my courses"); a course marked played (functions/played) keeps the flag, with no round logged. The write is conditioned on what it decided from (more than one round left; or the count and
 * flag it read, for the last), so a concurrent change cancels the transaction (409) instead of miscounting.
 */
async function linkRemoveRound(round: StoredRound): Promise<TransactItem> {
  const key = courseKeys.courseLink(round.userId, round.courseId);
  const noteName = { '#note': architectNoteName(round.id), '#digest': passportRoundName(round.id) };
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  const count = typeof Item?.roundCount === 'number' ? Item.roundCount : undefined;
  const onBucketList = Item?.bucketList === true;
  const marked = Item?.[LINK_MARKED_ATTRIBUTE] === true;
  const countCondition = count === undefined ? 'attribute_not_exists(roundCount)' : 'roundCount = :count';
  const countValue = count === undefined ? {} : { ':count': count };
  if ((count ?? 1) > 1) {
    // Not the last round there: any count above one will do, so several rounds of one course removed at once
    // do not cancel each other; one that turns out to be the last after all fails this and reads again.
    return {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD roundCount :minusOne REMOVE #note, #digest',
        ConditionExpression: 'roundCount > :one',
        ExpressionAttributeNames: noteName,
        ExpressionAttributeValues: { ':minusOne': -1, ':one': 1 },
      },
    };
  }
  if (marked) {
    // Marked played without a round (functions/played): the course stays played, now with no round logged.
    return {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET roundCount = :zero REMOVE #note, #digest',
        ConditionExpression: `${countCondition} AND #marked = :true`,
        ExpressionAttributeNames: { ...noteName, '#marked': LINK_MARKED_ATTRIBUTE },
        ExpressionAttributeValues: { ':zero': 0, ':true': true, ...countValue },
      },
    };
  }
  const notMarked = `(attribute_not_exists(#marked) OR #marked = :false)`;
  if (onBucketList) {
    return {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET played = :false, roundCount = :zero REMOVE #note, #digest',
        ConditionExpression: `${countCondition} AND bucketList = :true AND ${notMarked}`,
        ExpressionAttributeNames: { ...noteName, '#marked': LINK_MARKED_ATTRIBUTE },
        ExpressionAttributeValues: { ':false': false, ':zero': 0, ':true': true, ...countValue },
      },
    };
  }
  return {
    Delete: {
      TableName: tableName(),
      Key: key,
      ConditionExpression: `attribute_not_exists(pk) OR (${countCondition} AND (attribute_not_exists(bucketList) OR bucketList = :false) AND ${notMarked})`,
      ExpressionAttributeNames: { '#marked': LINK_MARKED_ATTRIBUTE },
      ExpressionAttributeValues: { ':false': false, ...countValue },
    },
  };
}
