import * as z from 'zod';
import { latitudeSchema, longitudeSchema } from './trip';

/**
 * The trip planner's course search around a place (docs/product-rules.md#trips): every course with a point
 * within the radius, the golfer's bucket list first.
 */
export const NEARBY_RADIUS_MIN_MILES = 5;
export const NEARBY_RADIUS_MAX_MILES = 200;
export const NEARBY_RADIUS_DEFAULT_MILES = 30;
/** The most courses one answer lists: the nearest ones when more are within the radius. */
export const NEARBY_MAX_RESULTS = 150;

const RADIUS_MESSAGE = `The radius must be from ${NEARBY_RADIUS_MIN_MILES} to ${NEARBY_RADIUS_MAX_MILES} miles`;

/** GET /api/courses/nearby?latitude=&longitude=&radiusMiles= */
export const nearbyQuerySchema = z.object({
  latitude: z.coerce.number({ error: 'Latitude must be a number' }).pipe(latitudeSchema),
  longitude: z.coerce.number({ error: 'Longitude must be a number' }).pipe(longitudeSchema),
  radiusMiles: z.coerce
    .number({ error: RADIUS_MESSAGE })
    .int({ error: RADIUS_MESSAGE })
    .min(NEARBY_RADIUS_MIN_MILES, { error: RADIUS_MESSAGE })
    .max(NEARBY_RADIUS_MAX_MILES, { error: RADIUS_MESSAGE })
    .default(NEARBY_RADIUS_DEFAULT_MILES),
});
export type NearbyQuery = z.infer<typeof nearbyQuerySchema>;

export const nearbyCourseSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Straight-line distance from the place, miles to one decimal. */
  miles: z.number(),
  /** 'custom': a golfer added it to the catalog. */
  custom: z.boolean(),
  /** The golfer's bucket-list priority (1-10), null when not on their bucket list. */
  bucketPriority: z.number().nullable(),
  /** The community Fescue Score (0 until enough golfers rated it). */
  userRating: z.number(),
  reviewCount: z.number(),
});
export type NearbyCourse = z.infer<typeof nearbyCourseSchema>;

export const nearbyResponseSchema = z.object({
  courses: z.array(nearbyCourseSchema),
  /** More courses were within the radius than the answer lists (the nearest are kept). */
  truncated: z.boolean(),
  /**
   * Every course within this many miles of the place is listed: the radius, or when the answer is
   * truncated the distance of the farthest of the nearest listed (to one decimal, rounded down).
   */
  completeMiles: z.number(),
});
export type NearbyResponse = z.infer<typeof nearbyResponseSchema>;

/**
 * The planner's order: bucket-list courses first, highest priority first; then the golfer's own lists
 * (`listRank`: the course's best place on any of them, lower first, undefined for a course on none); then
 * the community rating, higher first; then the nearer.
 */
export function compareNearby(
  a: NearbyCourse & { listRank?: number },
  b: NearbyCourse & { listRank?: number },
): number {
  const bucket = (b.bucketPriority ?? 0) - (a.bucketPriority ?? 0);
  if (bucket !== 0) return bucket;
  const list = (a.listRank ?? Number.POSITIVE_INFINITY) - (b.listRank ?? Number.POSITIVE_INFINITY);
  if (list !== 0 && !Number.isNaN(list)) return list;
  const rating = b.userRating - a.userRating;
  if (rating !== 0) return rating;
  return a.miles - b.miles || a.id.localeCompare(b.id);
}
