import type { Point } from '#shared/passport/distance';
import type { FirstPlay, GolferCourseFlags } from '#shared/collections/progress';
import { courseKeys } from '../data/keys/course-keys';
import { LINK_MARKED_ATTRIBUTE } from '../data/keys/played-keys';
import { queryPages } from '../data/query-pages';
import { PASSPORT_COURSE_ATTRIBUTE, passportCourseOf, passportRoundsOf } from '../passport/passport-totals';

/**
 * What the collections read of a golfer: their course links (kept by the round, played-mark and bucket-list
 * writes), never a round. A course counts as played by a round or a played mark alike: the link's `played`.
 */

export interface GolferCourses {
  flags: Map<string, GolferCourseFlags>;
  /** Where the bucket-list courses are, from the facts the links keep (a link without them is left out). */
  bucketListPoints: Point[];
}

function linkQuery(userId: string) {
  return {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': courseKeys.courseLink(userId, '').pk,
      ':prefix': courseKeys.courseLinkPrefix(),
    },
  };
}

/**
 * Access pattern: the golfer's played and bucket-list flags with the bucket-list courses' positions: one
 * Query of their course links, projected (one page for 5,000 rounds over 800 courses: the links' round
 * digests are read by DynamoDB but not sent).
 */
export async function readGolferCourses(userId: string): Promise<GolferCourses> {
  const flags = new Map<string, GolferCourseFlags>();
  const bucketListPoints: Point[] = [];
  for await (const links of queryPages({
    ...linkQuery(userId),
    ProjectionExpression: 'courseId, played, bucketList, #course',
    ExpressionAttributeNames: { '#course': PASSPORT_COURSE_ATTRIBUTE },
  })) {
    for (const link of links) {
      const played = link.played === true;
      const bucketList = link.bucketList === true;
      if (!played && !bucketList) continue;
      flags.set(String(link.courseId), { played, bucketList });
      if (!bucketList || played) continue;
      const course = passportCourseOf(link);
      if (typeof course?.latitude === 'number' && typeof course.longitude === 'number') {
        bucketListPoints.push({ latitude: course.latitude, longitude: course.longitude });
      }
    }
  }
  return { flags, bucketListPoints };
}

/**
 * Access pattern: when the golfer first played each course (their earliest round's date from the round
 * digests the links keep, or an undated played mark): one Query of their course links, unprojected.
 */
export async function readFirstPlays(userId: string): Promise<Map<string, FirstPlay>> {
  const plays = new Map<string, FirstPlay>();
  for await (const links of queryPages(linkQuery(userId))) {
    for (const link of links) {
      if (link.played !== true) continue;
      let first: string | null = null;
      for (const round of passportRoundsOf(link)) {
        if (first === null || round.playedAt < first) first = round.playedAt;
      }
      plays.set(String(link.courseId), {
        marked: link[LINK_MARKED_ATTRIBUTE] === true,
        firstRoundOn: first === null ? null : first.slice(0, 10),
      });
    }
  }
  return plays;
}
