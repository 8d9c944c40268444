import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { FactRound, GolferFacts, PlayedCourseFacts } from '#shared/achievements/golfer-facts';
import { latestArchitectNote } from '#shared/rounds/stats';
import { splitArchitectNames } from '#shared/rounds/architect-options';
import type { Championship } from '#shared/schemas/course';
import { catalogListsOf, type MembershipFacts } from '#shared/collections/membership';
import { getCatalogListSizes } from '../collections/catalog-lists-repository';
import { getCourseItemsByIds } from '../courses/courses-repository';
import { documentClient, tableName } from '../data/dynamo-client';
import { queryPages } from '../data/query-pages';
import { architectNotesOf } from '../rounds/round-totals';
import { parsePassportRound, passportCourseOf } from '../passport/passport-totals';
import { roundDaysOf } from '../achievements/round-days';
import { getScoreCounts } from '../rounds/rounds-repository';
import {
  ACHIEVEMENT_UNLOCK_ENTITY,
  LEADERBOARD_ENTRY_ENTITY,
  LEADERBOARD_PARTITION,
  QUEST_ENTITY,
  achievementKeys,
} from '../data/keys/achievement-keys';
import { bucketListKeys } from '../data/keys/bucket-list-keys';
import { communityKeys } from '../data/keys/community-keys';
import { courseKeys } from '../data/keys/course-keys';
import { ratingKeys } from '../data/keys/rating-keys';
import { userKeys } from '../data/keys/user-keys';
import { communityCounterUpdate } from '../community/community-counters';
import { openAccountCheck, transactWrite } from '../data/transact-write';
import { wasCancelledByAnyCondition } from '../data/transaction-errors';

/** A stored unlock: the date of the round or action that crossed the line, and that round. */
export interface Unlock {
  achievementId: string;
  unlockedAt: string;
  roundId: string | null;
}

/** The number of items of one Query (all pages), read with Select COUNT. */
async function countItems(input: {
  IndexName?: string;
  KeyConditionExpression: string;
  ExpressionAttributeValues: Record<string, unknown>;
  ExpressionAttributeNames?: Record<string, string>;
}): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({ TableName: tableName(), ...input, Select: 'COUNT', ExclusiveStartKey: startKey }),
    );
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return count;
}

const inPartition = (pk: string, prefix: string) => ({
  KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
  ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
});

async function listCourseLinks(userId: string): Promise<Record<string, unknown>[]> {
  const links: Record<string, unknown>[] = [];
  for await (const page of queryPages(
    inPartition(userKeys.profile(userId).pk, courseKeys.courseLinkPrefix()),
  )) {
    links.push(...page);
  }
  return links;
}

/** The day each course went on the golfer's bucket list, by course id (one projected Query of BUCKET#). */
async function bucketListDays(userId: string): Promise<Map<string, string>> {
  const days = new Map<string, string>();
  for await (const page of queryPages({
    ...inPartition(userKeys.profile(userId).pk, bucketListKeys.entriesPrefix()),
    ProjectionExpression: 'courseId, addedAt',
  })) {
    for (const item of page) {
      if (typeof item.courseId === 'string' && typeof item.addedAt === 'string')
        days.set(item.courseId, item.addedAt.slice(0, 10));
    }
  }
  return days;
}

async function listRoundDayItems(userId: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of queryPages(
    inPartition(userKeys.profile(userId).pk, achievementKeys.roundDaysPrefix()),
  )) {
    items.push(...page);
  }
  return items;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const number = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * Access pattern: everything the achievement rules read about one golfer, from the running totals, links
 * and counters their writes keep: the profile, round totals, course links (with their courses' country,
 * architects and championships, and the digests of the rounds there, which date unlocks in the order
 * played), round days by year, and counts of ratings, shared stories and reservations: seven requests in
 * parallel. Bounded by courses played and years, never by round items (the digests ride on the links).
 */
export async function getGolferFacts(
  userId: string,
  today: string,
): Promise<{ facts: GolferFacts; firstName: string | null; lastName: string | null }> {
  const pk = userKeys.profile(userId).pk;
  const [profile, scoreCounts, links, dayItems, ratingsGiven, storiesShared, eventReservations, listedOn] =
    await Promise.all([
      documentClient().send(
        new GetCommand({ TableName: tableName(), Key: userKeys.profile(userId), ConsistentRead: true }),
      ),
      getScoreCounts(userId),
      listCourseLinks(userId),
      listRoundDayItems(userId),
      countItems(inPartition(pk, ratingKeys.rating(userId, '').sk)),
      countItems({
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': communityKeys.storiesOfGolferPartition(userId) },
      }),
      countItems(inPartition(pk, communityKeys.myReservationsPrefix())),
      bucketListDays(userId),
    ]);
  const played = links.filter((link) => link.played === true);
  // The links keep their courses' facts (./passport-totals.ts); only links from before that read the catalog.
  const kept = new Map(played.map((link) => [String(link.courseId), passportCourseOf(link)]));
  const missing = [...kept].filter(([, course]) => !course).map(([courseId]) => courseId);
  const catalog =
    missing.length > 0
      ? await getCourseItemsByIds(missing, [
          'name',
          'country',
          'state',
          'architects',
          'architectYear',
          'settings',
          'championships',
        ])
      : new Map<string, Record<string, unknown>>();
  const playedCourses: PlayedCourseFacts[] = played.map((link) => {
    const courseId = String(link.courseId);
    const course = kept.get(courseId) ?? catalog.get(courseId);
    const override = latestArchitectNote(architectNotesOf(link));
    return {
      courseId,
      country: String(course?.country ?? ''),
      architects: override
        ? splitArchitectNames(override)
        : Array.isArray(course?.architects)
          ? course.architects.map(String)
          : [],
      championships: Array.isArray(course?.championships) ? (course.championships as Championship[]) : [],
      roundCount: number(link.roundCount) ?? 0,
      onBucketList: link.bucketList === true,
      bucketListSince: link.bucketList === true ? (listedOn.get(courseId) ?? null) : null,
      collections: course ? catalogListsOf(membershipFactsOf(course)).map((list) => list.id) : [],
    };
  });
  // The sizes of the catalog collections those courses belong to ("Completed a Collection"): one
  // BatchGetItem per 100 lists.
  const listIds = [...new Set(playedCourses.flatMap((course) => course.collections ?? []))];
  const collectionSizes = Object.fromEntries(await getCatalogListSizes(listIds));
  const rounds: FactRound[] = played.flatMap((link) =>
    Object.entries(link).flatMap(([name, value]) => {
      const round = parsePassportRound(String(link.courseId), name, value);
      return round
        ? [
            {
              id: round.id,
              courseId: round.courseId,
              playedAt: round.playedAt,
              holes: round.holes,
              score: round.score,
              par: round.par,
            },
          ]
        : [];
    }),
  );
  const item = profile.Item ?? {};
  const facts: GolferFacts = {
    today,
    memberSince: text(item.createdAt) ?? today,
    scoreCounts,
    playedCourses,
    roundDays: roundDaysOf(dayItems),
    rounds,
    ratingsGiven,
    storiesShared,
    ghinNumber: text(item.ghinNumber),
    handicapIndex: number(item.ghinHandicap) ?? number(item.handicap),
    leaderboardOptIn: item.leaderboardOptIn === true,
    eventReservations,
    collectionSizes,
  };
  return { facts, firstName: text(item.firstName), lastName: text(item.lastName) };
}

/** Access pattern: the golfer's stored unlocks (one Query of their ACHIEVEMENT# items, 40 at most). */
export async function listUnlocks(userId: string): Promise<Unlock[]> {
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      ...inPartition(userKeys.profile(userId).pk, achievementKeys.unlockPrefix()),
      ConsistentRead: true,
    }),
  );
  return (Items ?? []).map((item) => ({
    achievementId: achievementKeys.achievementIdFromSk(String(item.sk)),
    unlockedAt: String(item.unlockedAt),
    roundId: text(item.roundId),
  }));
}

/**
 * Access pattern: store an unlock once. With the community's achievements counter in one transaction, so
 * the counter is exact; a second writer racing for the same unlock loses its condition and writes nothing.
 * Answers whether this call stored it.
 */
export async function putUnlock(userId: string, unlock: Unlock): Promise<boolean> {
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: {
            ...achievementKeys.unlock(userId, unlock.achievementId),
            entity: ACHIEVEMENT_UNLOCK_ENTITY,
            unlockedAt: unlock.unlockedAt,
            roundId: unlock.roundId,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      communityCounterUpdate({ achievements: 1 }),
      // An unlock stored while the golfer's account is being deleted would stay in the community's count.
      openAccountCheck(userId),
    ]);
    return true;
  } catch (error) {
    if (wasCancelledByAnyCondition(error)) return false;
    throw error;
  }
}

/**
 * Access pattern: move a stored unlock to the day it was really reached (a round played earlier was logged,
 * or the one that crossed the line was deleted). Only an unlock still stored: one taken away meanwhile stays
 * away. The community's counter does not change. Answers whether it was moved.
 */
export async function redateUnlock(userId: string, unlock: Unlock): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: achievementKeys.unlock(userId, unlock.achievementId),
        UpdateExpression: 'SET unlockedAt = :date, roundId = :round',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':date': unlock.unlockedAt, ':round': unlock.roundId },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Access pattern: take an unlock away (its rule no longer holds), with the counter. */
export async function deleteUnlock(userId: string, achievementId: string): Promise<boolean> {
  try {
    await transactWrite([
      {
        Delete: {
          TableName: tableName(),
          Key: achievementKeys.unlock(userId, achievementId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      communityCounterUpdate({ achievements: -1 }),
    ]);
    return true;
  } catch (error) {
    if (wasCancelledByAnyCondition(error)) return false;
    throw error;
  }
}

/** Access pattern: the achievement pinned with Begin Quest. */
export async function getQuest(userId: string): Promise<string | null> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: achievementKeys.quest(userId), ConsistentRead: true }),
  );
  return text(Item?.achievementId);
}

export async function putQuest(userId: string, achievementId: string | null): Promise<void> {
  if (achievementId === null) {
    await documentClient().send(
      new DeleteCommand({ TableName: tableName(), Key: achievementKeys.quest(userId) }),
    );
    return;
  }
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...achievementKeys.quest(userId), entity: QUEST_ENTITY, achievementId },
    }),
  );
}

export interface LeaderboardStanding {
  name: string;
  prestigePoints: number;
  countries: number;
  /** The golfer's latest unlock, for the community's Recent Activity. */
  latestUnlock: { title: string; date: string } | null;
}

/** Access pattern: set the golfer's leaderboard opt-in on their profile (the entry follows). */
export async function setLeaderboardOptIn(userId: string, optIn: boolean): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKeys.profile(userId),
      UpdateExpression: 'SET leaderboardOptIn = :optIn',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':optIn': optIn },
    }),
  );
}

/** Access pattern: write (opted in) or remove (not) the golfer's leaderboard entry. */
export async function syncLeaderboardEntry(
  userId: string,
  standing: LeaderboardStanding | undefined,
): Promise<void> {
  const key = achievementKeys.leaderboardEntry(userId);
  if (!standing) {
    await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: key }));
    return;
  }
  // With the open-account check: an entry put while the account is being deleted would show a golfer who
  // is gone on the leaderboard.
  await transactWrite([
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...key,
          ...achievementKeys.leaderboardIndex(userId, standing.prestigePoints, standing.countries),
          entity: LEADERBOARD_ENTRY_ENTITY,
          ...standing,
        },
      },
    },
    openAccountCheck(userId),
  ]);
}

/** Access pattern: the leaderboard, most prestige points first (gsi1 LEADERBOARD, opted-in golfers only). */
export async function listLeaderboard(limit: number): Promise<LeaderboardStanding[]> {
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': LEADERBOARD_PARTITION },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => ({
    name: String(item.name),
    prestigePoints: number(item.prestigePoints) ?? 0,
    countries: number(item.countries) ?? 0,
    latestUnlock:
      typeof item.latestUnlock === 'object' && item.latestUnlock !== null
        ? {
            title: String((item.latestUnlock as Record<string, unknown>).title),
            date: String((item.latestUnlock as Record<string, unknown>).date),
          }
        : null,
  }));
}

/** A course's catalog facts, as a link keeps them or the catalog has them, for its collections. */
function membershipFactsOf(course: Record<string, unknown>): MembershipFacts {
  const strings = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
  return {
    name: String(course.name ?? ''),
    country: String(course.country ?? ''),
    state: typeof course.state === 'string' ? course.state : null,
    architects: strings(course.architects),
    architectYear: typeof course.architectYear === 'number' ? course.architectYear : null,
    settings: strings(course.settings),
    championships: Array.isArray(course.championships) ? (course.championships as { event: string }[]) : [],
  };
}
