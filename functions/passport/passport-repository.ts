import type { PlayedCourse } from '#shared/rounds/stats';
import type { DestinationCourse } from '#shared/passport/compute-passport';
import type { PassportRound } from '#shared/passport/types';
import { DEFAULT_SLOPE, inferDefaultedFigures, publishedSlope } from '#shared/schemas/course';
import { timeZoneAt } from '../lib/time-zone';
import { getCourseItemsByIds } from '../courses/courses-repository';
import { courseKeys } from '../data/keys/course-keys';
import { LINK_MARKED_ATTRIBUTE } from '../data/keys/played-keys';
import { roundKeys } from '../data/keys/round-keys';
import { queryPages } from '../data/query-pages';
import { figuresOf, getCommunityFigures } from '../ratings/community-ratings-repository';
import { architectNotesOf } from '../rounds/round-totals';
import { batchGet } from '../data/batch-get';
import { ratingKeys } from '../data/keys/rating-keys';
import { userKeys } from '../data/keys/user-keys';
import { rankedCourseIdsOf } from '../ratings/rankings-repository';
import { passportCourseOf, passportRoundsOf } from './passport-totals';

/**
 * The reads behind GET /api/user/passport (docs/passport.md): the golfer's course links, which carry every
 * round's digest and each course's passport facts (./passport-totals.ts), in one Query of their partition;
 * and the profile with the ranked-ids item in one BatchGetItem. Two requests for 5,000 rounds over 800
 * courses (docs/data-model.md, "Passport at 5,000 rounds"); links from before the facts were kept cost one
 * batched catalog read for those courses only.
 */

const PASSPORT_ROUND_FIELDS = [
  'id',
  'courseId',
  'score',
  'par',
  'holes',
  'playedAt',
  'roundType',
  'roundCourseType',
  'courseRating',
  'slopeRating',
];

/**
 * Access pattern: the facts of all the golfer's rounds from the round items themselves (a paged, projected
 * Query of the partition): the reference the digests are checked against (passport-equivalence int test)
 * and what scripts/migrations/passport-totals.ts rebuilds them from. Not on a request path.
 */
export async function listPassportRounds(userId: string): Promise<PassportRound[]> {
  const { pk, skPrefix } = roundKeys.roundsOfUser(userId);
  const rounds: PassportRound[] = [];
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
    ProjectionExpression: PASSPORT_ROUND_FIELDS.map((_, index) => `#f${index}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(
      PASSPORT_ROUND_FIELDS.map((field, index) => [`#f${index}`, field]),
    ),
  })) {
    for (const item of items) {
      rounds.push({
        id: String(item.id),
        courseId: String(item.courseId),
        score: Number(item.score),
        par: Number(item.par),
        holes: Number(item.holes),
        playedAt: String(item.playedAt),
        roundType: typeof item.roundType === 'string' ? item.roundType : 'Regular',
        roundCourseType: typeof item.roundCourseType === 'string' ? item.roundCourseType : null,
        // As the digests have them: the tee's figures only when the round carries either.
        ...(typeof item.courseRating === 'number' || typeof item.slopeRating === 'number'
          ? {
              courseRating: typeof item.courseRating === 'number' ? item.courseRating : null,
              slopeRating: typeof item.slopeRating === 'number' ? item.slopeRating : null,
            }
          : {}),
      });
    }
  }
  return rounds;
}

export interface CourseLinkFacts {
  courseId: string;
  played: boolean;
  /** Marked played without a round (functions/played); played by rounds too when it has any. */
  marked: boolean;
  bucketList: boolean;
  architectNotes: PlayedCourse['architectNotes'];
  /** The round count the link keeps, and the digests of the golfer's rounds at this course. */
  roundCount: number;
  rounds: PassportRound[];
  /** The course's passport facts as the link keeps them; undefined on a link from before they were kept. */
  course: DestinationCourse | undefined;
}

/**
 * Access pattern: the golfer's course links (played, on the bucket list) with their architect notes, round
 * digests and course facts: one Query page per about 1 MB (5,000 rounds over 800 courses is about 0.7 MB).
 */
export async function listCourseLinks(userId: string): Promise<CourseLinkFacts[]> {
  const { pk } = courseKeys.courseLink(userId, '');
  const links: CourseLinkFacts[] = [];
  for await (const items of queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': courseKeys.courseLinkPrefix() },
  })) {
    for (const link of items) {
      links.push({
        courseId: String(link.courseId),
        played: link.played === true,
        marked: link.played === true && link[LINK_MARKED_ATTRIBUTE] === true,
        bucketList: link.bucketList === true,
        architectNotes: architectNotesOf(link),
        roundCount: typeof link.roundCount === 'number' ? link.roundCount : 0,
        rounds: passportRoundsOf(link),
        course: courseOfLink(link),
      });
    }
  }
  return links;
}

const PASSPORT_COURSE_FIELDS = [
  'name',
  'city',
  'state',
  'country',
  'latitude',
  'longitude',
  'courseType',
  'exclusivityRating',
  'courseRating',
  'slopeRating',
  'defaultedFigures',
  'sourceApi',
  'architects',
  'architectYear',
  'settings',
  'championships',
  'timeZone',
  'placement',
  'par',
  'yardage',
  'imageUrl',
  'scorecardUrl',
  'description',
];

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** A stored course item as the passport reads it (courses stored before time zones are looked up here). */
export function toDestinationCourse(item: Record<string, unknown>, userRating: number): DestinationCourse {
  const latitude = num(item.latitude);
  const longitude = num(item.longitude);
  const slope = num(item.slopeRating) ?? DEFAULT_SLOPE;
  const defaulted = Array.isArray(item.defaultedFigures)
    ? texts(item.defaultedFigures)
    : inferDefaultedFigures({ sourceApi: String(item.sourceApi ?? ''), slopeRating: slope });
  const placement = item.placement as { method?: unknown } | undefined;
  return {
    id: String(item.id),
    name: String(item.name ?? ''),
    city: String(item.city ?? ''),
    state: text(item.state),
    country: String(item.country ?? ''),
    latitude,
    longitude,
    courseType: String(item.courseType ?? 'public'),
    exclusivityRating: num(item.exclusivityRating) ?? 0,
    courseRating: num(item.courseRating),
    slopeRating: publishedSlope({ slopeRating: slope, defaultedFigures: defaulted }),
    architects: texts(item.architects),
    architectYear: num(item.architectYear),
    settings: texts(item.settings),
    championships: Array.isArray(item.championships)
      ? (item.championships as DestinationCourse['championships'])
      : [],
    timeZone:
      item.timeZone === undefined
        ? timeZoneAt(
            latitude,
            longitude,
            typeof placement?.method === 'string' ? placement.method : undefined,
          )
        : text(item.timeZone),
    par: num(item.par) ?? 72,
    yardage: num(item.yardage),
    imageUrl: text(item.imageUrl),
    scorecardUrl: text(item.scorecardUrl),
    description: text(item.description),
    userRating,
  };
}

/** Access pattern: the passport's courses by id with their community score (BatchGetItems in parallel). */
export async function getPassportCourses(
  courseIds: readonly string[],
): Promise<Map<string, DestinationCourse>> {
  const [items, figures] = await Promise.all([
    getCourseItemsByIds(courseIds, PASSPORT_COURSE_FIELDS),
    getCommunityFigures(courseIds),
  ]);
  const courses = new Map<string, DestinationCourse>();
  for (const [id, item] of items)
    courses.set(id, toDestinationCourse(item, figures.get(id)?.userRating ?? 0));
  return courses;
}

function courseOfLink(link: Record<string, unknown>): DestinationCourse | undefined {
  const course = passportCourseOf(link);
  if (!course) return undefined;
  return toDestinationCourse(
    { ...course, id: link.courseId },
    typeof course.userRating === 'number' ? course.userRating : 0,
  );
}

/**
 * Access pattern: a course's passport facts with its community score, as a link keeps them (one
 * BatchGetItem of the course and its rating aggregate, which share a partition); undefined when the course
 * is gone. Read by the writes that link a course (rounds, bucket list), before their transaction.
 */
export async function readPassportCourse(courseId: string): Promise<Record<string, unknown> | undefined> {
  const items = await batchGet([courseKeys.course(courseId), ratingKeys.aggregate(courseId)], {
    projection: [...PASSPORT_COURSE_FIELDS, 'sk', 'raters', 'scoreTenths'],
  });
  const course = items.find((item) => item.sk === courseKeys.course(courseId).sk);
  if (!course) return undefined;
  const aggregate = items.find((item) => item !== course);
  const facts = Object.fromEntries(
    PASSPORT_COURSE_FIELDS.flatMap((field) => (course[field] === undefined ? [] : [[field, course[field]]])),
  );
  return { ...facts, userRating: figuresOf(aggregate).userRating };
}

/**
 * Access pattern: the golfer's profile and the ranked-ids item, in one BatchGetItem (the profile read
 * consistently, as the profile page's own read is).
 */
export async function getProfileAndRankedIds(
  userId: string,
): Promise<{ profile: Record<string, unknown> | undefined; rankedIds: Set<string> | null }> {
  const profileKey = userKeys.profile(userId);
  const items = await batchGet([profileKey, courseKeys.rankedCourseIds()], { consistentRead: true });
  return {
    profile: items.find((item) => item.pk === profileKey.pk),
    rankedIds: rankedCourseIdsOf(items.find((item) => item.pk !== profileKey.pk)),
  };
}
