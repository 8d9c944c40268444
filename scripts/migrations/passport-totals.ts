import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../functions/data/dynamo-client';
import { markMigrationCompleted, migrationCompleted } from './migration-marker';
import { scanProfiles } from './scan-profiles';
import { achievementKeys, ROUND_DAYS_ENTITY } from '../../functions/data/keys/achievement-keys';
import { courseKeys } from '../../functions/data/keys/course-keys';
import { listPassportRounds, readPassportCourse } from '../../functions/passport/passport-repository';
import {
  passportCourseAttributes,
  passportRoundName,
  passportRoundsRebuild,
} from '../../functions/passport/passport-totals';
import { queryPages } from '../../functions/data/query-pages';
import { addRankedCourseIds, listRankedCourseIds } from '../../functions/ratings/rankings-repository';
import { roundDayName } from '../../functions/achievements/round-days';
import type { PassportRound } from '#shared/passport/types';

/**
 * Data migration `passport-totals`: rebuilds, for every golfer, the totals the round
 * writes keep for the passport, the stats and the achievements, from the golfer's rounds themselves:
 * - on each course link, the round digests (`pr#<round id>`, stale ones removed) and the course's passport
 *   facts with its community score (functions/passport/passport-totals.ts);
 * - the round days by year (`ROUNDDAYS#<year>`, rounds per day): rounds logged before the day achievements
 *   had none, so streak and year achievements missed them;
 * and once, the ranked-ids item from the rankings index.
 *
 * Safe to run twice: every value is rebuilt from the rounds and the catalog, never added to. A Scan (of the
 * profiles, to find the golfers) in an operator script or on the local stack's start, never on a request
 * path; each golfer is then read by Query. A completed run writes a marker that later runs read alone;
 * `npm run migrate -- --again passport-totals` rebuilds again (after a catalog edit, to refresh the courses'
 * facts on the links). Online: see rebuildGolferPassportTotals.
 */
export const PASSPORT_TOTALS_MIGRATION = 'passport-totals';

/** Attributes set or removed per UpdateItem: DynamoDB caps an update expression at 4 KB. */
const ATTRIBUTES_PER_UPDATE = 100;

async function listLinks(userId: string): Promise<Record<string, unknown>[]> {
  const links: Record<string, unknown>[] = [];
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': courseKeys.courseLink(userId, '').pk,
      ':prefix': courseKeys.courseLinkPrefix(),
    },
  })) {
    links.push(...items);
  }
  return links;
}

/**
 * Applies a link's changes in chunks. `present` are the digest attributes the link had when read: each one
 * this chunk sets must still be there (a round deleted meanwhile took its digest away, and setting it again
 * would bring a deleted round back), so a round write racing the rebuild fails the condition instead.
 */
async function updateInChunks(
  key: Record<string, unknown>,
  set: [string, unknown][],
  remove: string[],
  present: ReadonlySet<string>,
): Promise<void> {
  const changes: ({ set: [string, unknown] } | { remove: string })[] = [
    ...set.map((entry) => ({ set: entry })),
    ...remove.map((name) => ({ remove: name })),
  ];
  for (let start = 0; start < changes.length; start += ATTRIBUTES_PER_UPDATE) {
    const chunk = changes.slice(start, start + ATTRIBUTES_PER_UPDATE);
    const sets = chunk.flatMap((change, i) => ('set' in change ? [`#a${i} = :a${i}`] : []));
    const removes = chunk.flatMap((change, i) => ('remove' in change ? [`#a${i}`] : []));
    const stillThere = chunk.flatMap((change, i) =>
      'set' in change && present.has(change.set[0]) ? [`attribute_exists(#a${i})`] : [],
    );
    const values = Object.fromEntries(
      chunk.flatMap((change, i) => ('set' in change ? [[`:a${i}`, change.set[1]]] : [])),
    );
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: [
          sets.length > 0 ? `SET ${sets.join(', ')}` : '',
          removes.length > 0 ? `REMOVE ${removes.join(', ')}` : '',
        ].join(' '),
        // A link deleted meanwhile (its last round gone) is not brought back.
        ConditionExpression: ['attribute_exists(pk)', ...stillThere].join(' AND '),
        ExpressionAttributeNames: Object.fromEntries(
          chunk.map((change, i) => [`#a${i}`, 'set' in change ? change.set[0] : change.remove]),
        ),
        ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
      }),
    );
  }
}

/** The golfer's round-days items (ROUNDDAYS#<year>), by year. */
async function listRoundDays(userId: string): Promise<Map<string, Record<string, unknown>>> {
  const byYear = new Map<string, Record<string, unknown>>();
  const { pk } = achievementKeys.roundDays(userId, '');
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': achievementKeys.roundDaysPrefix() },
  })) {
    for (const item of items)
      byYear.set(String(item.sk).slice(achievementKeys.roundDaysPrefix().length), item);
  }
  return byYear;
}

const DAY_ATTRIBUTE = /^d\d{2}-\d{2}$/;

/**
 * Days written per UpdateItem. Each day is named in the condition (`#d0 = :o0 AND …`, about 17 bytes) and in
 * the update (about 14 bytes): a golfer who played on most days of a year would name 366 in one expression,
 * past DynamoDB's 4 KB cap on an expression (docs/performance.md, "Bench data").
 */
const DAYS_PER_UPDATE = 100;

/**
 * A year's round days written only where no round write moved them since they were read (round writes `ADD`
 * to the day's count): each day read must hold the same count (then it is set, or removed when no round is on
 * it any more), each new day must still be absent. Written in chunks of days; a chunk whose days moved fails
 * its condition and the golfer is rebuilt again, like any other race with a round write.
 */
async function putRoundDays(
  userId: string,
  year: string,
  days: Record<string, number>,
  before: Record<string, unknown> | undefined,
): Promise<void> {
  const seen = new Map(Object.entries(before ?? {}).filter(([name]) => DAY_ATTRIBUTE.test(name)));
  const names = [...new Set([...seen.keys(), ...Object.keys(days)])];
  const changed = names.filter((name) => seen.get(name) !== days[name]);
  // The first write makes the item when it was absent; every later one needs it there.
  let exists = before !== undefined;
  for (let start = 0; start === 0 || start < changed.length; start += DAYS_PER_UPDATE) {
    const chunk = changed.slice(start, start + DAYS_PER_UPDATE);
    const sets = chunk.flatMap((name, i) => (name in days ? [`#d${i} = :d${i}`] : []));
    const removes = chunk.flatMap((name, i) => (name in days ? [] : [`#d${i}`]));
    const values: Record<string, unknown> = { ':entity': ROUND_DAYS_ENTITY };
    chunk.forEach((name, i) => {
      if (name in days) values[`:d${i}`] = days[name];
      if (seen.has(name)) values[`:o${i}`] = seen.get(name);
    });
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: achievementKeys.roundDays(userId, year),
        UpdateExpression: [
          `SET entity = :entity${sets.map((set) => `, ${set}`).join('')}`,
          removes.length > 0 ? `REMOVE ${removes.join(', ')}` : '',
        ]
          .join(' ')
          .trim(),
        ConditionExpression: [
          exists ? 'attribute_exists(pk)' : 'attribute_not_exists(pk)',
          ...chunk.map((name, i) => (seen.has(name) ? `#d${i} = :o${i}` : `attribute_not_exists(#d${i})`)),
        ].join(' AND '),
        ...(chunk.length > 0
          ? { ExpressionAttributeNames: Object.fromEntries(chunk.map((name, i) => [`#d${i}`, name])) }
          : {}),
        ExpressionAttributeValues: values,
      }),
    );
    exists = true;
  }
}

const ATTEMPTS = 5;

/**
 * One golfer's passport totals rebuilt from their rounds (a Query of their partition) and the catalog.
 * `courses` caches the courses' facts across golfers. Answers the number of links and years written.
 *
 * Online (docs/operations.md, "Deploy-time migrations"): the links and round days are read before the rounds,
 * so a digest the rebuild removes belongs to a round deleted before the rounds were read, and every write is
 * conditioned on what was read not having moved; a round written meanwhile fails a condition and the golfer
 * is rebuilt again.
 */
export async function rebuildGolferPassportTotals(
  userId: string,
  courses = new Map<string, Record<string, unknown> | undefined>(),
): Promise<{ links: number; years: number }> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await rebuildOnce(userId, courses);
    } catch (error) {
      const conflict = error instanceof Error && error.name === 'ConditionalCheckFailedException';
      if (!conflict || attempt + 1 >= ATTEMPTS) throw error;
    }
  }
}

async function rebuildOnce(
  userId: string,
  courses: Map<string, Record<string, unknown> | undefined>,
): Promise<{ links: number; years: number }> {
  const [links, storedDays] = await Promise.all([listLinks(userId), listRoundDays(userId)]);
  const rounds = await listPassportRounds(userId);
  const byCourse = new Map<string, PassportRound[]>();
  for (const round of rounds) byCourse.set(round.courseId, [...(byCourse.get(round.courseId) ?? []), round]);

  for (const link of links) {
    const courseId = String(link.courseId);
    if (!courses.has(courseId)) courses.set(courseId, await readPassportCourse(courseId));
    const course = courses.get(courseId);
    const { set, remove } = passportRoundsRebuild(link, byCourse.get(courseId) ?? []);
    const changes: [string, unknown][] = [...set];
    if (course) changes.push(...Object.entries(passportCourseAttributes(course)));
    const digestPrefix = passportRoundName('');
    const present = new Set(Object.keys(link).filter((name) => name.startsWith(digestPrefix)));
    try {
      await updateInChunks({ pk: link.pk, sk: link.sk }, changes, remove, present);
    } catch (error) {
      if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
      // The link is gone (its last round deleted): nothing to rebuild. Otherwise a round moved: again.
      if (await linkExists(link)) throw error;
    }
  }

  const years = new Map<string, Record<string, number>>();
  for (const round of rounds) {
    const year = round.playedAt.slice(0, 4);
    const days = years.get(year) ?? {};
    days[roundDayName(round.playedAt)] = (days[roundDayName(round.playedAt)] ?? 0) + 1;
    years.set(year, days);
  }
  for (const [year, days] of years) await putRoundDays(userId, year, days, storedDays.get(year));
  return { links: links.length, years: years.size };
}

async function linkExists(link: Record<string, unknown>): Promise<boolean> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: { pk: link.pk, sk: link.sk }, ConsistentRead: true }),
  );
  return Item !== undefined;
}

export async function migratePassportTotals({ force = false }: { force?: boolean } = {}): Promise<{
  skipped: boolean;
  golfers: number;
}> {
  if (!force && (await migrationCompleted(PASSPORT_TOTALS_MIGRATION))) return { skipped: true, golfers: 0 };
  await addRankedCourseIds(await listRankedCourseIds());
  const courses = new Map<string, Record<string, unknown> | undefined>();
  let golfers = 0;
  for await (const profile of scanProfiles()) {
    await rebuildGolferPassportTotals(String(profile.id), courses);
    golfers += 1;
  }
  await markMigrationCompleted(PASSPORT_TOTALS_MIGRATION, { golfers });
  return { skipped: false, golfers };
}
