import tzLookup from '@photostructure/tz-lookup';

/**
 * A course's IANA time zone from its coordinates (for the Passport's Time Zones tile), looked up once when
 * the course is stored (catalog load, custom and GolfCourseAPI courses) with @photostructure/tz-lookup, a
 * small maintained zone map (about 70 kB). Null without a position, or at the made-up fallback point.
 */
export function timeZoneAt(
  latitude: number | null,
  longitude: number | null,
  placementMethod?: string,
): string | null {
  if (latitude === null || longitude === null || placementMethod === 'fallback') return null;
  try {
    return tzLookup(latitude, longitude);
  } catch {
    return null; // out-of-range coordinates: no zone rather than a failed write
  }
}
