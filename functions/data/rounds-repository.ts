import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { legacyRatingToScale, RATING_SCALE } from '../../shared/ratings/scale';
import {
  RATING_KEYS,
  roundCourseSummarySchema,
  type Round,
  type RoundCourseSummary,
} from '../../shared/schemas/round';
import type { PlayedCourse, ScoreCount } from '../../shared/rounds/stats';
import { ConflictError, NotFoundError } from '../lib/errors';
import { COURSE_NOT_FOUND_MESSAGE, getCourseItemsByIds } from '../courses/courses-repository';
import { decodeCursor, encodeCursor } from './cursor';
import { documentClient, tableName } from './dynamo-client';
import { queryPages } from './query-pages';
import { bucketListReactionToRound } from './bucket-list-reaction';
import { figuresOf, ratingReactionToRound } from './ratings-repository';
import { batchGet } from './batch-get';
import { ratingKeys } from './keys/rating-keys';
import { transactWrite } from './transact-write';
import { openAccountCheck } from '../users/open-account';
import { roundDaysChange } from './round-days';
import { storyReactionToRound } from './story-reaction';
import { readPassportCourse } from './passport-repository';
import {
  PASSPORT_COUNTRY_ATTRIBUTE,
  passportCountryOf,
  passportCourseAttributes,
  passportCourseOf,
  passportRoundName,
  passportRoundValue,
  setClauses,
} from './passport-totals';
import { COURSE_LINK_ENTITY, courseKeys } from './keys/course-keys';
import {
  ROUND_ENTITY,
  ROUND_TOTALS_ENTITY,
  roundKeys,
  roundPageKeys,
  roundsByPlayedAtPartition,
  roundsWithPhotoPartition,
} from './keys/round-keys';
import {
  architectNoteName,
  architectNoteValue,
  architectNotesOf,
  scoreCounterDelta,
  scoreCountsOf,
} from './round-totals';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A round as stored: the API's Round without the embedded course. */
export type StoredRound = Omit<Round, 'course'>;

export const ROUND_CHANGED_MESSAGE = 'This round changed while saving. Reload the page and try again.';

const ROUND_FIELDS = [
  'id',
  'userId',
  'courseId',
  'score',
  'par',
  'holes',
  'playedAt',
  'roundType',
  'roundCourseType',
  'roundArchitect',
  'favoriteHole',
  'comments',
  'reviewComments',
  'notes',
  'tees',
  'courseRating',
  'slopeRating',
  'conditions',
  'playingPartners',
  'imageUrl',
  ...RATING_KEYS,
  'ratingTags',
  'ratingComments',
  'ratingShared',
  'sharedToCommunity',
  'createdAt',
  'updatedAt',
  'source',
  'ghinScoreId',
] as const satisfies readonly (keyof StoredRound)[];

const COURSE_SUMMARY_FIELDS = Object.keys(roundCourseSummarySchema.shape);

/**
 * A stored round as the API's. A round written before ratings moved to the 0-10 scale (no `ratingScale`;
 * scripts/migrations/rating-scale-10.ts converts them) is read on the new scale already.
 */
export function toStoredRound(item: Record<string, unknown>): StoredRound {
  const round = Object.fromEntries(ROUND_FIELDS.map((field) => [field, item[field] ?? null])) as StoredRound;
  if (item.ratingScale !== RATING_SCALE) {
    for (const key of RATING_KEYS) round[key] = legacyRatingToScale(item[key]);
  }
  round.ratingTags = Array.isArray(item.ratingTags) ? item.ratingTags.map(String) : [];
  round.ratingShared = item.ratingShared === true;
  round.sharedToCommunity = item.sharedToCommunity === true;
  return round;
}

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

// ---------------------------------------------------------------------------------------------- reads

/** Access pattern: one of the golfer's rounds (another golfer's id is simply not in this partition). */
export async function getRound(userId: string, roundId: string): Promise<StoredRound | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: roundKeys.round(userId, roundId), ConsistentRead: true }),
  );
  return Item ? toStoredRound(Item) : undefined;
}

/**
 * Access pattern: the golfer's rounds, latest played first, a page at a time (gsi1 USER#<sub>#ROUNDS); with
 * `withPhoto`, only the rounds that have a photo (the sparse gsi2 USER#<sub>#PHOTOS, for the gallery).
 */
export async function listRounds(
  userId: string,
  limit: number,
  cursor?: string,
  { withPhoto = false }: { withPhoto?: boolean } = {},
): Promise<{ items: StoredRound[]; nextCursor?: string }> {
  const index = withPhoto
    ? { name: 'gsi2', pk: 'gsi2pk', sk: 'gsi2sk', partition: roundsWithPhotoPartition(userId) }
    : { name: 'gsi1', pk: 'gsi1pk', sk: 'gsi1sk', partition: roundsByPlayedAtPartition(userId) };
  const startKey = decodeCursor(
    cursor,
    withPhoto ? roundPageKeys.withPhoto(userId) : roundPageKeys.byPlayedAt(userId),
  );
  const { Items, LastEvaluatedKey } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index.name,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': index.pk },
      ExpressionAttributeValues: { ':pk': index.partition },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { items: (Items ?? []).map(toStoredRound), nextCursor: encodeCursor(LastEvaluatedKey) };
}

/**
 * Access pattern: the photo path of each of the golfer's rounds that has one, every page of the sparse gsi2
 * `USER#<sub>#PHOTOS` projected to `imageUrl`: whose photos are whose (public keys name nobody), for Delete my
 * account and Download my data.
 */
export async function listRoundPhotoPaths(userId: string): Promise<string[]> {
  const paths: string[] = [];
  for await (const items of queryPages({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': roundsWithPhotoPartition(userId) },
    ProjectionExpression: 'imageUrl',
  })) {
    for (const item of items) if (typeof item.imageUrl === 'string') paths.push(item.imageUrl);
  }
  return paths;
}

/** What an import compares to tell a round it already holds. */
export interface RoundFacts {
  courseId: string;
  score: number;
  holes: number;
  playedAt: string;
}

/**
 * Access pattern: the few facts of every round an import needs to skip duplicates, in one paged Query over
 * the golfer's partition projecting only those attributes (no Scan).
 */
export async function listRoundFacts(userId: string): Promise<RoundFacts[]> {
  const { pk, skPrefix } = roundKeys.roundsOfUser(userId);
  const facts: RoundFacts[] = [];
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
    ProjectionExpression: 'courseId, score, holes, playedAt',
  })) {
    for (const item of items) {
      facts.push({
        courseId: String(item.courseId),
        score: Number(item.score),
        holes: Number(item.holes),
        playedAt: String(item.playedAt),
      });
    }
  }
  return facts;
}

/** Access pattern: the golfer's count of rounds per holes and score (one GetItem of the round totals). */
export async function getScoreCounts(userId: string): Promise<ScoreCount[]> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: roundKeys.totals(userId), ConsistentRead: true }),
  );
  return scoreCountsOf(Item);
}

/**
 * Access pattern: the courses the golfer has played, with the architects their rounds named and the
 * course's own architects as the link's passport facts keep them (undefined on a link from before they were
 * kept), from the course links in the golfer's partition (one Query page per about 1 MB; no round is read).
 */
export async function listPlayedCourses(
  userId: string,
): Promise<(Pick<PlayedCourse, 'courseId' | 'architectNotes'> & { architects?: string[] })[]> {
  const { pk } = courseKeys.courseLink(userId, '');
  const played: (Pick<PlayedCourse, 'courseId' | 'architectNotes'> & { architects?: string[] })[] = [];
  for await (const links of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': courseKeys.courseLinkPrefix() },
  })) {
    for (const link of links) {
      if (link.played !== true) continue;
      const architects = passportCourseOf(link)?.architects;
      played.push({
        courseId: String(link.courseId),
        architectNotes: architectNotesOf(link),
        ...(Array.isArray(architects) ? { architects: architects.map(String) } : {}),
      });
    }
  }
  return played;
}

/**
 * Access pattern: the courses the golfer has played with their country, from the course links alone,
 * projected to the id, the played flag and the country their passport facts keep (about 60 bytes a link:
 * one Query page for thousands of courses). Links from before the facts were kept are completed from the
 * catalog in one batched read.
 */
export async function listPlayedCourseCountries(
  userId: string,
): Promise<{ courseId: string; country: string }[]> {
  const { pk } = courseKeys.courseLink(userId, '');
  const played: { courseId: string; country: string | undefined }[] = [];
  for await (const links of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': courseKeys.courseLinkPrefix() },
    ProjectionExpression: 'courseId, played, #country',
    ExpressionAttributeNames: { '#country': PASSPORT_COUNTRY_ATTRIBUTE },
  })) {
    for (const link of links) {
      if (link.played !== true) continue;
      played.push({ courseId: String(link.courseId), country: passportCountryOf(link) });
    }
  }
  const missing = played.filter((course) => course.country === undefined).map((course) => course.courseId);
  const catalog = missing.length > 0 ? await getCourseItemsByIds(missing, ['country']) : new Map();
  return played.map(({ courseId, country }) => ({
    courseId,
    country: country ?? String(catalog.get(courseId)?.country ?? ''),
  }));
}

/**
 * The course summaries of some rounds with their community figures (userRating is the community Fescue
 * Score): each course's item and its rating aggregate in one BatchGetItem per 50 distinct courses (a page of
 * 50 rounds is one request).
 */
export async function getCourseSummaries(
  courseIds: readonly string[],
): Promise<Map<string, RoundCourseSummary>> {
  const ids = [...new Set(courseIds)];
  const items = await batchGet(
    ids.flatMap((id) => [courseKeys.course(id), ratingKeys.aggregate(id)]),
    { projection: [...new Set(['id', 'sk', 'courseId', 'raters', 'scoreTenths', ...COURSE_SUMMARY_FIELDS])] },
  );
  const courseSk = courseKeys.course('').sk;
  const aggregates = new Map(
    items.filter((item) => item.sk !== courseSk).map((item) => [String(item.courseId), item]),
  );
  const summaries = new Map<string, RoundCourseSummary>();
  for (const item of items) {
    if (item.sk !== courseSk) continue;
    const id = String(item.id);
    const parsed = roundCourseSummarySchema.safeParse({
      ...Object.fromEntries(COURSE_SUMMARY_FIELDS.map((field) => [field, item[field] ?? null])),
      userRating: figuresOf(aggregates.get(id)).userRating,
    });
    if (parsed.success) summaries.set(id, parsed.data);
  }
  return summaries;
}

// --------------------------------------------------------------------------------------------- writes

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
 * The round totals' share of a write: `ADD` to the score counters that change (none for an edit that keeps
 * the score, holes and par). Concurrent writes add up rather than overwrite.
 */
function totalsChange(
  userId: string,
  before?: Pick<StoredRound, 'holes' | 'score' | 'par'>,
  after?: Pick<StoredRound, 'holes' | 'score' | 'par'>,
): TransactItem[] {
  const delta = [...scoreCounterDelta(before, after)];
  if (delta.length === 0) return [];
  return [
    {
      Update: {
        TableName: tableName(),
        Key: roundKeys.totals(userId),
        UpdateExpression: `SET entity = :entity ADD ${delta.map((_, i) => `#c${i} :d${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(delta.map(([name], i) => [`#c${i}`, name])),
        ExpressionAttributeValues: {
          ':entity': ROUND_TOTALS_ENTITY,
          ...Object.fromEntries(delta.map(([, by], i) => [`:d${i}`, by])),
        },
      },
    },
  ];
}

/**
 * The course link's share of a round leaving a course. The link is read first: with the last round gone it
 * loses its played flag, and it is deleted when it is not on the bucket list either (so the course leaves
 * "my courses"). The write is conditioned on what it decided from (more than one round left; or the count and
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
  if (onBucketList) {
    return {
      Update: {
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET played = :false, roundCount = :zero REMOVE #note, #digest',
        ConditionExpression: `${countCondition} AND bucketList = :true`,
        ExpressionAttributeNames: noteName,
        ExpressionAttributeValues: { ':false': false, ':zero': 0, ':true': true, ...countValue },
      },
    };
  }
  return {
    Delete: {
      TableName: tableName(),
      Key: key,
      ConditionExpression: `attribute_not_exists(pk) OR (${countCondition} AND (attribute_not_exists(bucketList) OR bucketList = :false))`,
      ExpressionAttributeValues: { ':false': false, ...countValue },
    },
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

async function writeRoundTransaction(items: TransactItem[], courseCheckIndex?: number): Promise<void> {
  try {
    await transactWrite(items);
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const reasons = error.CancellationReasons ?? [];
      if (courseCheckIndex !== undefined && reasons[courseCheckIndex]?.Code === 'ConditionalCheckFailed') {
        throw new NotFoundError(COURSE_NOT_FOUND_MESSAGE);
      }
      if (reasons.some((reason) => reason.Code === 'ConditionalCheckFailed')) {
        throw new ConflictError(ROUND_CHANGED_MESSAGE);
      }
    }
    throw error;
  }
}

/** Access pattern: log a round, with its course link and the round totals, in one TransactWriteItems. */
export async function createRound(round: StoredRound): Promise<void> {
  const passportCourse = await readPassportCourse(round.courseId);
  const rating = await ratingReactionToRound(undefined, round);
  const bucketList = await bucketListReactionToRound(undefined, round);
  await writeRoundTransaction(
    [
      courseExists(round.courseId),
      {
        Put: {
          TableName: tableName(),
          Item: roundItem(round),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      linkAddRound(round, passportCourse),
      ...totalsChange(round.userId, undefined, round),
      ...rating.items,
      ...bucketList,
      ...roundDaysChange(round.userId, undefined, round),
      ...(await storyReactionToRound(undefined, round)),
      // A round of an account being deleted (a GHIN sync, a request in flight) would outlive it.
      openAccountCheck(round.userId),
    ],
    0,
  );
  await rating.afterCommit();
}

/**
 * Access pattern: replace a round as edited (read by the caller). Conditioned on the `updatedAt` it read;
 * a change of course moves the round between the two course links, and a change of score or holes moves it
 * between score counters, in the same transaction.
 */
export async function replaceRound(
  previous: StoredRound,
  next: StoredRound,
  options: { ratingSubmitted?: boolean } = {},
): Promise<void> {
  const put: TransactItem = {
    Put: {
      TableName: tableName(),
      Item: roundItem(next),
      ConditionExpression: 'updatedAt = :read',
      ExpressionAttributeValues: { ':read': previous.updatedAt },
    },
  };
  const totals = [
    ...totalsChange(next.userId, previous, next),
    ...roundDaysChange(next.userId, previous, next),
    ...(await storyReactionToRound(previous, next)),
  ];
  const rating = await ratingReactionToRound(previous, next, options);
  const bucketList = await bucketListReactionToRound(previous, next);
  const open = openAccountCheck(next.userId);
  if (previous.courseId === next.courseId) {
    const link = linkUpdateRound(previous, next);
    await writeRoundTransaction([
      put,
      ...(link ? [link] : []),
      ...totals,
      ...rating.items,
      ...bucketList,
      open,
    ]);
  } else {
    await writeRoundTransaction(
      [
        courseExists(next.courseId),
        put,
        linkAddRound(next, await readPassportCourse(next.courseId)),
        await linkRemoveRound(previous),
        ...totals,
        ...rating.items,
        ...bucketList,
        open,
      ],
      0,
    );
  }
  await rating.afterCommit();
}

/** Access pattern: delete a round and take it off its course link and the totals, in one TransactWriteItems. */
export async function deleteRound(round: StoredRound): Promise<void> {
  const rating = await ratingReactionToRound(round, undefined);
  const bucketList = await bucketListReactionToRound(round, undefined);
  await writeRoundTransaction([
    {
      Delete: {
        TableName: tableName(),
        Key: roundKeys.round(round.userId, round.id),
        ConditionExpression: 'updatedAt = :read',
        ExpressionAttributeValues: { ':read': round.updatedAt },
      },
    },
    await linkRemoveRound(round),
    ...totalsChange(round.userId, round, undefined),
    ...rating.items,
    ...bucketList,
    ...roundDaysChange(round.userId, round, undefined),
    ...(await storyReactionToRound(round, undefined)),
  ]);
  await rating.afterCommit();
}
