import type { PlayedCourse } from '../../shared/rounds/stats';
import type { DestinationCourse } from '../../shared/passport/compute-passport';
import type { PassportRound } from '../../shared/passport/types';
import { DEFAULT_SLOPE, inferDefaultedFigures } from '../../shared/schemas/course';
import { timeZoneAt } from '../lib/time-zone';
import { getCourseItemsByIds } from './courses-repository';
import { courseKeys } from './keys/course-keys';
import { roundKeys } from './keys/round-keys';
import { queryPages } from './query-pages';
import { getCommunityFigures } from './ratings-repository';
import { architectNotesOf } from './round-totals';

/**
 * The reads behind GET /api/user/passport (issue 16): every round's few facts in one projected Query of the
 * golfer's partition, their course links (played and bucket-list flags, architect notes), and the courses
 * involved by id. Bounded by the golfer's own rounds and courses, never by the table.
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
];

/** Access pattern: the facts of all the golfer's rounds that the passport's figures need. */
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
      });
    }
  }
  return rounds;
}

export interface CourseLinkFacts {
  courseId: string;
  played: boolean;
  bucketList: boolean;
  architectNotes: PlayedCourse['architectNotes'];
}

/** Access pattern: the golfer's course links (played, on the bucket list) with their architect notes. */
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
        bucketList: link.bucketList === true,
        architectNotes: architectNotesOf(link),
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
    slopeRating: defaulted.includes('slopeRating') ? null : slope,
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
