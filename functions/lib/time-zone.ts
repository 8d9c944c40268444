import { createRequire } from 'node:module';

type TzLookup = (latitude: number, longitude: number) => string;

/**
 * @photostructure/tz-lookup, loaded on the first lookup: it is shipped beside each Lambda bundle rather than
 * in it (infra/lambda-bundling.ts, packagesLoadedOnUse), so a cold start that never looks a zone up does not
 * parse its 73 kB map. The name is a variable so that esbuild leaves the require as it is.
 */
const TZ_LOOKUP_PACKAGE: string = '@photostructure/tz-lookup';
let loaded: TzLookup | undefined;
function tzLookup(latitude: number, longitude: number): string {
  loaded ??= createRequire(import.meta.url)(TZ_LOOKUP_PACKAGE) as TzLookup;
  return loaded(latitude, longitude);
}

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
