import { cardStatsKeys } from '../../functions/data/keys/card-stats-keys';
import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../functions/data/dynamo-client';
import { achievementKeys } from '../../functions/data/keys/achievement-keys';
import { communityKeys, STORIES_PARTITION } from '../../functions/data/keys/community-keys';
import {
  CATALOG_LISTS_PARTITION,
  collectionKeys,
  RANKING_SOURCES_PARTITION,
} from '../../functions/data/keys/collection-keys';
import { courseKeys } from '../../functions/data/keys/course-keys';
import { ratingKeys } from '../../functions/data/keys/rating-keys';
import { roundKeys, roundsByPlayedAtPartition } from '../../functions/data/keys/round-keys';
import { userKeys } from '../../functions/data/keys/user-keys';
import { passportCourseOf } from '../../functions/passport/passport-totals';
import { catalogListsOf } from '#shared/collections/membership';

/**
 * The DynamoDB floor of each measured route (docs/data-model.md, "Floors"): the fewest raw requests that
 * read what the route answers, made with the bare document client and no shaping, so the bench can print
 * a route's handler time as a ratio to its floor's time measured in the same run. Each floor returns what
 * later calls of its own need (none of these chain more than one step).
 */
type Item = Record<string, unknown>;

const query = async (input: Omit<ConstructorParameters<typeof QueryCommand>[0], 'TableName'>) =>
  (await documentClient().send(new QueryCommand({ TableName: tableName(), ...input }))).Items ?? [];

const inPartition = (pk: string, prefix: string) => ({
  KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
  ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
});

const count = async (input: Omit<ConstructorParameters<typeof QueryCommand>[0], 'TableName'>) =>
  (await documentClient().send(new QueryCommand({ TableName: tableName(), ...input, Select: 'COUNT' })))
    .Count ?? 0;

const getItem = async (key: Item) =>
  (await documentClient().send(new GetCommand({ TableName: tableName(), Key: key }))).Item;

const batchGet = async (keys: Item[]) =>
  keys.length === 0
    ? []
    : ((
        await documentClient().send(
          new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys.slice(0, 100) } } }),
        )
      ).Responses?.[tableName()] ?? []);

const links = (userId: string) =>
  query(inPartition(userKeys.profile(userId).pk, courseKeys.courseLinkPrefix()));

/** What the achievement rules read: seven ranges of the golfer's partition and one index count. */
const achievementReads = (userId: string) => {
  const pk = userKeys.profile(userId).pk;
  return Promise.all([
    getItem(userKeys.profile(userId)),
    getItem(roundKeys.totals(userId)),
    links(userId),
    query(inPartition(pk, achievementKeys.roundDaysPrefix())),
    query(inPartition(pk, achievementKeys.unlockPrefix())),
    count(inPartition(pk, ratingKeys.rating(userId, '').sk)),
    count({
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': communityKeys.storiesOfGolferPartition(userId) },
    }),
    count(inPartition(pk, communityKeys.myReservationsPrefix())),
  ]);
};

/** The catalog lists a played course belongs to, from the course facts its link keeps. */
function listIdsOfLink(link: Item): string[] {
  const course = passportCourseOf(link);
  if (!course) return [];
  const strings = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
  return catalogListsOf({
    name: String(course.name ?? ''),
    country: String(course.country ?? ''),
    state: typeof course.state === 'string' ? course.state : null,
    architects: strings(course.architects),
    architectYear: typeof course.architectYear === 'number' ? course.architectYear : null,
    settings: strings(course.settings),
    championships: Array.isArray(course.championships) ? (course.championships as { event: string }[]) : [],
  }).map((list) => list.id);
}

/** BatchGetItems of list sizes GET /api/achievements makes for the bench golfer (100 lists a request). */
const ACHIEVEMENT_LIST_BATCHES = 7;

/** BatchGetItems of played courses' list memberships GET /api/collections makes (100 courses a request). */
const COLLECTIONS_PLAYED_BATCHES = 8;

/** The collection the bench reads: the catalog's largest list (every course in the United States). */
export const BENCH_COLLECTION_ID = 'country.united-states';

export const FLOORS = {
  /**
   * A collection's page: the list's item, its members and the golfer's course links projected to their
   * flags (and the bucket-list courses' facts), in parallel: three requests whatever the number of rounds.
   */
  'GET /api/collections/{id}': {
    requests: 3,
    run: (userId: string) =>
      Promise.all([
        getItem(collectionKeys.catalogList(BENCH_COLLECTION_ID)),
        query({
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': collectionKeys.membersOf(BENCH_COLLECTION_ID).pk },
        }),
        query({
          ...inPartition(userKeys.profile(userId).pk, courseKeys.courseLinkPrefix()),
          ProjectionExpression: 'courseId, played, bucketList, passportCourse',
        }),
      ]),
  },
  /**
   * The Collections screen: every catalog list, the imported rankings, the golfer's own lists and their
   * course links, in parallel; then the lists each played course belongs to, from its course item (one
   * BatchGetItem per 100 played courses: the bench golfer's 800 are eight, side by side). Rounds change
   * nothing; the courses played do.
   */
  'GET /api/collections': {
    requests: 4 + COLLECTIONS_PLAYED_BATCHES,
    run: async (userId: string) => {
      const ownLists = collectionKeys.ownListsOf(userId);
      const [, , , golferLinks] = await Promise.all([
        query({
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': CATALOG_LISTS_PARTITION },
        }),
        query({
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': RANKING_SOURCES_PARTITION },
        }),
        query(inPartition(ownLists.pk, ownLists.skPrefix)),
        query({
          ...inPartition(userKeys.profile(userId).pk, courseKeys.courseLinkPrefix()),
          ProjectionExpression: 'courseId, played, bucketList, passportCourse',
        }),
      ]);
      const played = golferLinks.filter((link) => link.played === true).map((link) => String(link.courseId));
      const batches: string[][] = [];
      for (let start = 0; start < played.length; start += 100) batches.push(played.slice(start, start + 100));
      await Promise.all(batches.map((ids) => batchGet(ids.map(courseKeys.course))));
    },
  },
  /** A page of 50 rounds, then their courses and community figures (two key sets, one BatchGetItem). */
  'GET /api/rounds': {
    requests: 2,
    run: async (userId: string) => {
      const page = await query({
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': roundsByPlayedAtPartition(userId) },
        ScanIndexForward: false,
        Limit: 50,
      });
      const ids = [...new Set(page.map((round) => String(round.courseId)))];
      await batchGet(ids.flatMap((id) => [courseKeys.course(id), ratingKeys.aggregate(id)]));
    },
  },
  /** The round totals and the links' countries, in parallel. */
  'GET /api/user/stats': {
    requests: 2,
    run: async (userId: string) => {
      await Promise.all([
        getItem(roundKeys.totals(userId)),
        query({
          ...inPartition(userKeys.profile(userId).pk, courseKeys.courseLinkPrefix()),
          ProjectionExpression: 'courseId, played, passportCountry',
        }),
      ]);
    },
  },
  /** The links alone (architect notes and the courses' architects). */
  'GET /api/user/architect-stats': { requests: 1, run: (userId: string) => links(userId) },
  /** The card statistics' sums: one item kept by every round write. */
  'GET /api/user/card-stats': { requests: 1, run: (userId: string) => getItem(cardStatsKeys.sums(userId)) },
  /** The links (round digests, course facts) and the profile with the ranked ids, in parallel. */
  'GET /api/user/passport': {
    requests: 2,
    run: (userId: string) =>
      Promise.all([links(userId), batchGet([userKeys.profile(userId), courseKeys.rankedCourseIds()])]),
  },
  /** The passport's reads: the links (every round's digest, course facts) and the profile (home), in parallel. */
  'GET /api/user/year-in-golf': {
    requests: 2,
    run: (userId: string) =>
      Promise.all([links(userId), batchGet([userKeys.profile(userId), courseKeys.rankedCourseIds()])]),
  },
  /**
   * The achievement reads, then the sizes of the catalog lists the played courses belong to ("Completed a
   * Collection"): one BatchGetItem per 100 lists (the bench golfer's 800 courses are in over 600
   * lists: seven requests).
   */
  'GET /api/achievements': {
    requests: 8 + ACHIEVEMENT_LIST_BATCHES,
    run: async (userId: string) => {
      const [, , played] = await achievementReads(userId);
      const listIds = [...new Set(played.flatMap((link) => listIdsOfLink(link)))];
      for (let start = 0; start < listIds.length; start += 100)
        await batchGet(listIds.slice(start, start + 100).map(collectionKeys.catalogList));
    },
  },
  /** The achievement reads and the pinned quest. */
  'GET /api/achievements/recommendations': {
    requests: 9,
    run: (userId: string) => Promise.all([achievementReads(userId), getItem(achievementKeys.quest(userId))]),
  },
  /** The first page of 12 stories, then their golfers' names and their courses, in parallel. */
  'GET /api/community/stories': {
    requests: 3,
    run: async () => {
      const stories = await query({
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': STORIES_PARTITION },
        ScanIndexForward: false,
        Limit: 12,
      });
      await Promise.all([
        batchGet([...new Set(stories.map((story) => String(story.userId)))].map(userKeys.profile)),
        batchGet([...new Set(stories.map((story) => String(story.courseId)))].map(courseKeys.course)),
      ]);
    },
  },
} as const;

export type FlooredRoute = keyof typeof FLOORS;
