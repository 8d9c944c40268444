import * as z from 'zod';

const ULID_ID = /^[0-9a-hjkmnp-tv-z]{26}$/i;

/**
 * A course id as the catalog writes it: a catalog slug in lower case (`pebble-beach-golf-links`), a custom or
 * GolfCourseAPI course's ULID in upper case. `/course/PEBBLE-BEACH-GOLF-LINKS` redirects to the canonical id.
 */
export function canonicalCourseId(id: string): string {
  return ULID_ID.test(id) ? id.toUpperCase() : id.toLowerCase();
}

export const courseIdParamSchema = z.object({
  id: z
    .string()
    .min(1, { error: 'Course id is missing' })
    .max(120, { error: 'Course id is too long' })
    .regex(/^[a-z0-9-]+$/i, { error: 'Course id has unexpected characters' }),
});
