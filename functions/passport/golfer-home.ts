import { chooseHome, type Home } from '#shared/passport/distance';
import type { DestinationCourse } from '#shared/passport/compute-passport';
import { lookupCentroid } from '#shared/geo/centroids';
import type { User } from '#shared/schemas/user';

/**
 * The profile's city as a point: the one the gazetteer placed when the profile was saved, else Fescue's
 * golf-city table, else the centre of the city's state or country, named as such (never as the city).
 */
export function profileCityPoint(
  profile: Record<string, unknown> | undefined,
  user: User | undefined,
): { name: string; latitude: number; longitude: number; centreOf?: string } | null {
  if (!user?.city) return null;
  const point = profile?.cityPoint as { latitude?: unknown; longitude?: unknown } | null | undefined;
  if (typeof point?.latitude === 'number' && typeof point.longitude === 'number')
    return { name: user.city, latitude: point.latitude, longitude: point.longitude };
  const found = lookupCentroid({ city: user.city, state: user.state, country: user.country ?? '' });
  if (!found) return null;
  const { latitude, longitude } = found;
  return found.precision === 'city'
    ? { name: user.city, latitude, longitude }
    : { name: user.city, latitude, longitude, centreOf: found.place };
}

/**
 * Where the golfer's miles are measured from (docs/passport.md, "Miles Traveled"): the home course when it
 * has a position, else the profile's city, else Philadelphia. The Passport and the year in golf both ask
 * here, so a year's miles are the Passport's miles over that year's courses.
 */
export function golferHome(
  homeCourse: DestinationCourse | undefined,
  profile: Record<string, unknown> | undefined,
  user: User | undefined,
): Home {
  return chooseHome(
    homeCourse?.latitude != null && homeCourse.longitude != null
      ? { name: homeCourse.name, latitude: homeCourse.latitude, longitude: homeCourse.longitude }
      : null,
    profileCityPoint(profile, user),
  );
}
