import { greatCircleMiles, type Point } from '../passport/distance';
import type { CollectionCourse, CollectionCourseStatus } from './collection';

/**
 * A golfer's progress along one list (docs/product-rules.md, "Collections"). Pure: the list's members in
 * their order, and what the golfer's course links say (played by a round or a played mark, on the bucket
 * list, where the bucket-list courses are).
 */

export interface ListMember {
  id: string;
  name: string;
  place: string;
  latitude: number | null;
  longitude: number | null;
}

export interface GolferCourseFlags {
  played: boolean;
  bucketList: boolean;
}

export interface ListProgress {
  total: number;
  played: number;
  courses: CollectionCourse[];
  /** Unplayed courses' ids, nearest a bucket-list course first; the list's order where that is unknown. */
  nextUp: string[];
}

function pointOf(course: { latitude: number | null; longitude: number | null }): Point | null {
  return course.latitude === null || course.longitude === null
    ? null
    : { latitude: course.latitude, longitude: course.longitude };
}

/** Straight-line miles from a point to the nearest of some points, or null when there are none. */
export function nearestMiles(from: Point, to: readonly Point[]): number | null {
  let best: number | null = null;
  for (const point of to) {
    const miles = greatCircleMiles(from, point);
    if (best === null || miles < best) best = miles;
  }
  return best;
}

export function statusOf(flags: GolferCourseFlags | undefined): CollectionCourseStatus {
  if (flags?.played) return 'played';
  return flags?.bucketList ? 'bucket-list' : 'unplayed';
}

/**
 * Each member with its status and its miles from the nearest bucket-list course, and the unplayed ones
 * nearest the bucket list first: a course on the bucket list itself is 0 miles away, so it leads; courses
 * without a position, or a golfer without a bucket-list position, keep the list's order after them.
 */
export function listProgress(
  members: readonly ListMember[],
  golfer: ReadonlyMap<string, GolferCourseFlags>,
  bucketListPoints: readonly Point[],
): ListProgress {
  const courses: CollectionCourse[] = members.map((member) => {
    const status = statusOf(golfer.get(member.id));
    const point = pointOf(member);
    const miles = status === 'played' || point === null ? null : nearestMiles(point, bucketListPoints);
    return { ...member, status, milesFromBucketList: miles === null ? null : Math.round(miles * 10) / 10 };
  });
  const unplayed = courses
    .map((course, index) => ({ course, index }))
    .filter(({ course }) => course.status !== 'played');
  unplayed.sort((a, b) => {
    const am = a.course.milesFromBucketList;
    const bm = b.course.milesFromBucketList;
    if (am !== null && bm !== null && am !== bm) return am - bm;
    if (am !== null && bm === null) return -1;
    if (am === null && bm !== null) return 1;
    return a.index - b.index;
  });
  return {
    total: courses.length,
    played: courses.length - unplayed.length,
    courses,
    nextUp: unplayed.map(({ course }) => course.id),
  };
}

/** A course's first play as the advance over a stretch of time reads it. */
export interface FirstPlay {
  /** Marked played without a round: it counts as played, with no date (before any stretch of time). */
  marked: boolean;
  /** The earliest round's date (YYYY-MM-DD), or null without rounds. */
  firstRoundOn: string | null;
}

/** Played before `from`: marked (undated), or a round before it. */
export function playedBefore(play: FirstPlay | undefined, from: string): boolean {
  if (!play) return false;
  return play.marked || (play.firstRoundOn !== null && play.firstRoundOn < from);
}

/** Played by the end of `to` (inclusive). */
export function playedBy(play: FirstPlay | undefined, to: string): boolean {
  if (!play) return false;
  return play.marked || (play.firstRoundOn !== null && play.firstRoundOn <= to);
}

/** First played within [from, to] (ISO dates, inclusive): what moves a golfer on along a list. */
export function firstPlayedWithin(play: FirstPlay | undefined, from: string, to: string): boolean {
  return playedBy(play, to) && !playedBefore(play, from);
}
