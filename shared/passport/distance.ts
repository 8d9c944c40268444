/**
 * Miles Traveled (docs/passport.md): twice the great-circle distance from home to each course played (there
 * and back), on a sphere of radius 3,959 miles. Home is the golfer's home course, else their profile's city,
 * else Philadelphia (the fixed point of docs/product-rules.md#passport), and the answer says which.
 */
export const EARTH_RADIUS_MILES = 3959;
export const KILOMETRES_PER_MILE = 1.609344;
export const PHILADELPHIA = { latitude: 39.9526, longitude: -75.1652 } as const;

export interface Point {
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in miles. */
export function greatCircleMiles(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Where home is: the home course; the profile's city placed (by the gazetteer when the profile was saved, or
 * Fescue's golf-city table); the centre of the profile's state or country when the city could not be placed
 * ('profile-region', and the tile says so: the city is never named for a point that is not it); Philadelphia.
 */
export type HomeSource = 'home-course' | 'profile-city' | 'profile-region' | 'default';

export interface Home extends Point {
  source: HomeSource;
  /** What the home is called: the course's name, the city, "the centre of Pennsylvania", or Philadelphia. */
  label: string;
}

/** The first home that is known: home course, then profile city (or its region's centre), then Philadelphia. */
export function chooseHome(
  homeCourse: (Point & { name: string }) | null,
  profileCity: (Point & { name: string; centreOf?: string }) | null,
): Home {
  if (homeCourse) return { ...pick(homeCourse), source: 'home-course', label: homeCourse.name };
  if (profileCity?.centreOf)
    return { ...pick(profileCity), source: 'profile-region', label: `the centre of ${profileCity.centreOf}` };
  if (profileCity) return { ...pick(profileCity), source: 'profile-city', label: profileCity.name };
  return { ...PHILADELPHIA, source: 'default', label: 'Philadelphia' };
}

function pick({ latitude, longitude }: Point): Point {
  return { latitude, longitude };
}

export interface MilesTraveled {
  miles: number;
  kilometres: number;
  home: Home;
  /** Played courses without coordinates, left out of the sum. */
  coursesWithoutPosition: number;
  trips: { courseId: string; miles: number }[];
}

/** Rounded to whole miles and kilometres; each course counts once however often it was played. */
export function milesTraveled(
  home: Home,
  courses: readonly { id: string; latitude: number | null; longitude: number | null }[],
): MilesTraveled {
  let total = 0;
  let withoutPosition = 0;
  const trips: { courseId: string; miles: number }[] = [];
  for (const course of courses) {
    if (course.latitude === null || course.longitude === null) {
      withoutPosition += 1;
      continue;
    }
    const miles = 2 * greatCircleMiles(home, { latitude: course.latitude, longitude: course.longitude });
    total += miles;
    trips.push({ courseId: course.id, miles: Math.round(miles) });
  }
  trips.sort((a, b) => b.miles - a.miles);
  return {
    miles: Math.round(total),
    kilometres: Math.round(total * KILOMETRES_PER_MILE),
    home,
    coursesWithoutPosition: withoutPosition,
    trips,
  };
}
