import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { legacyRatingToScale, RATING_SCALE } from '#shared/ratings/scale';
import { RATING_KEYS } from '#shared/ratings/categories';
import { roundCourseSummarySchema } from '#shared/schemas/round-words';
import type { Round, RoundCourseSummary } from '#shared/schemas/round';
import type { PlayedCourse, ScoreCount } from '#shared/rounds/stats';
import { getCourseItemsByIds } from '../courses/courses-repository';
import { decodeCursor, encodeCursor } from '../data/cursor';
import { documentClient, tableName } from '../data/dynamo-client';
import { queryPages } from '../data/query-pages';
import { batchGet } from '../data/batch-get';
import { ratingKeys } from '../data/keys/rating-keys';
import { courseKeys } from '../data/keys/course-keys';
import {
  roundKeys,
  roundPageKeys,
  roundsByPlayedAtPartition,
  roundsWithPhotoPartition,
} from '../data/keys/round-keys';
import type { TransactItem } from '../data/transact-write';
import { figuresOf } from '../ratings/community-ratings-repository';
import { PASSPORT_COUNTRY_ATTRIBUTE, passportCountryOf, passportCourseOf } from '../passport/passport-totals';
import { architectNotesOf, scoreCountsOf } from './round-totals';
import { holeDetailsSchema } from '#shared/rounds/hole-details';
import { scorecardFromHoleDetails } from '#shared/scorecards/card-rules';

/**
 * The golfer's rounds as stored, and the reads of them (docs/data-model.md, Rounds). A round is written
 * through one function, ./write/write-round.ts, which collects every feature's reaction to it.
 */

/** A round as stored: the API's Round without the embedded course. */
export type StoredRound = Omit<Round, 'course'>;

/**
 * What a feature adds to a round write (docs/architecture.md, "Round writes"): the items its data needs in
 * the round's own TransactWriteItems (./write/write-round.ts), so the round and everything derived from it change together or not at
 * all, and, optionally, a step to run once that transaction has committed (for what cannot be known inside
 * it, such as a figure `ADD` leaves unknown).
 */
export interface RoundReactionResult {
  items: TransactItem[];
  afterCommit?: () => Promise<void>;
}

/**
 * A feature's reaction to a round write. `before` is the round as stored (undefined for a create), `after`
 * the round as it will be (undefined for a delete). A reaction reads what it needs (the round write runs
 * every reaction's reads at once) and returns its items; it writes nothing itself. A reaction may throw a
 * domain error (lib/errors.ts) to refuse the write: nothing is written.
 */
export interface RoundReaction {
  /** The feature it belongs to, named in errors (the transaction-size check). */
  readonly feature: string;
  react(before: StoredRound | undefined, after: StoredRound | undefined): Promise<RoundReactionResult>;
}

export const ROUND_FIELDS = [
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
  'ghinDifferential',
  'ghinCombined',
  'holesPlayed',
  'scorecard',
  'importBatchId',
] as const satisfies readonly (keyof StoredRound)[];

const COURSE_SUMMARY_FIELDS = Object.keys(roundCourseSummarySchema.shape);

/**
 * A stored round as the API's. A round written before ratings moved to the 0-10 scale (no `ratingScale`;
 * the rating-scale-10 deploy-time migration converts them) is read on the new scale already.
 */
export function toStoredRound(item: Record<string, unknown>): StoredRound {
  const round = Object.fromEntries(ROUND_FIELDS.map((field) => [field, item[field] ?? null])) as StoredRound;
  if (item.ratingScale !== RATING_SCALE) {
    for (const key of RATING_KEYS) round[key] = legacyRatingToScale(item[key]);
  }
  round.ratingTags = Array.isArray(item.ratingTags) ? item.ratingTags.map(String) : [];
  round.ratingShared = item.ratingShared === true;
  round.sharedToCommunity = item.sharedToCommunity === true;
  // A GHIN round stored before cards kept GHIN's hole by hole as `holeDetails`: read as its card, and
  // written as one by the round's next write (docs/data-model.md, Rounds).
  if (!round.scorecard && item.holeDetails) {
    const details = holeDetailsSchema.safeParse(item.holeDetails);
    round.scorecard = details.success ? scorecardFromHoleDetails(details.data) : null;
  }
  return round;
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
  return queryRoundFacts({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
  });
}

/**
 * Access pattern: the same facts of the golfer's rounds played between two dates (YYYY-MM-DD, both included),
 * one paged Query of the rounds-by-date index (gsi1 `USER#<sub>#ROUNDS`, sort key `<playedAt>#<ulid>`), so
 * an import chunk reads only the rounds its own dates could repeat, not the whole archive each time
 * (docs/performance.md, "the imports bench").
 */
export async function listRoundFactsPlayedBetween(
  userId: string,
  from: string,
  to: string,
): Promise<RoundFacts[]> {
  const bounds = roundKeys.playedBetween(userId, from, to);
  return queryRoundFacts({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': bounds.gsi1pk, ':from': bounds.from, ':to': bounds.to },
  });
}

/** Every page of a Query of rounds, projected to the facts an import compares. */
async function queryRoundFacts(
  input: Pick<
    Parameters<typeof queryPages>[0],
    'IndexName' | 'KeyConditionExpression' | 'ExpressionAttributeValues'
  >,
): Promise<RoundFacts[]> {
  const facts: RoundFacts[] = [];
  for await (const items of queryPages({
    ...input,
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

/** Rounds with their course summaries, reading each distinct course once (BatchGetItem). */
export async function withCourses(rounds: readonly StoredRound[]): Promise<Round[]> {
  const courses = await getCourseSummaries(rounds.map((round) => round.courseId));
  return rounds.map((round) => ({ ...round, course: courses.get(round.courseId) ?? null }));
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
