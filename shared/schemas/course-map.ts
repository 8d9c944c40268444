import * as z from 'zod';
import { courseTypeSchema } from './course';

/**
 * Courses on a map (docs/product-rules.md#maps). Played wins over the bucket list;
 * a course the golfer has neither played nor listed is available.
 */
export const MAP_STATUSES = ['played', 'bucket-list', 'available'] as const;
export const mapStatusSchema = z.enum(MAP_STATUSES);
export type MapStatus = z.infer<typeof mapStatusSchema>;

export const MAP_STATUS_LABELS: Record<MapStatus, string> = {
  played: 'Played',
  'bucket-list': 'Bucket List',
  available: 'Available',
};

/** The status of a course from the golfer's course link (rounds and bucket list keep its flags). */
export function mapStatusOf(link: { played?: boolean; bucketList?: boolean } | undefined): MapStatus {
  if (link?.played) return 'played';
  if (link?.bucketList) return 'bucket-list';
  return 'available';
}

/**
 * How many of the golfer's courses have each status: the one count the map's legend, the dashboard's Bucket
 * List tile and the Passport's Bucket List show. A course played and on the bucket list (Pebble Beach, played
 * and listed) counts once, as played; the bucket list's count is the listed courses not yet played.
 */
export function mapStatusCounts(courses: readonly { status: MapStatus }[]): Record<MapStatus, number> {
  const counts: Record<MapStatus, number> = { played: 0, 'bucket-list': 0, available: 0 };
  for (const course of courses) counts[course.status] += 1;
  return counts;
}

/** What a marker and its popup need of a course (docs/product-rules.md#maps). */
export const mapCourseSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  par: z.number(),
  yardage: z.number().nullable(),
  courseType: courseTypeSchema,
  /** 1 to 10; 0 when unknown. */
  exclusivityRating: z.number(),
  architect: z.string().nullable(),
  status: mapStatusSchema,
});

/**
 * GET /api/user/map: the golfer's played and bucket-list courses that have a position. `onBucketList` is true
 * for every listed course, played or not (the heart shows it; the status says played first).
 */
export const myMapCourseSchema = mapCourseSchema.extend({
  onBucketList: z.boolean(),
  /** Played by the golfer's mark alone, with no round logged (docs/product-rules.md#played-without-a-round). */
  playedWithoutRound: z.boolean().default(false),
});
export type MyMapCourse = z.infer<typeof myMapCourseSchema>;
export const myMapResponseSchema = z.object({ courses: z.array(myMapCourseSchema) });
export type MyMapResponse = z.infer<typeof myMapResponseSchema>;
