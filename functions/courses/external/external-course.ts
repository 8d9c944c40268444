import { ulid } from 'ulid';
import { normalizeText } from '#shared/courses/normalize';
import { placeCourse } from '#shared/geo/centroids';
import { canonicalCountry } from '#shared/geo/countries';
import {
  DEFAULT_EXCLUSIVITY_BY_TYPE,
  type CoursePlacement,
  type DefaultableFigure,
} from '#shared/schemas/course';
import type { StoredCourse } from '../course-items';
import { courseFigures, mapTees } from './tee-mapping';
import type { UpstreamCourse } from './upstream-schema';
import { placeLine } from '#shared/geo/place-line';
import { timeZoneAt } from '../../lib/time-zone';

const UNKNOWN_PLACE = 'Unknown';

/**
 * The course's display name in the catalog's own style, "Club (Course)" ("Bethpage State Park (Black)"), so
 * that a course the catalog already holds is recognised by its name and city. One name alone when the other
 * is missing, the same, or already contains it.
 */
export function externalCourseName(course: Pick<UpstreamCourse, 'club_name' | 'course_name'>): string {
  const club = course.club_name?.trim() ?? '';
  const name = course.course_name?.trim() ?? '';
  if (!club || normalizeText(club).includes(normalizeText(name))) return club || name;
  if (!name || normalizeText(name).includes(normalizeText(club))) return name || club;
  return `${club} (${name})`;
}

/**
 * The name and city the Fescue course made from an external course has, by which the catalog's name claims
 * recognise a course it already holds.
 */
export function externalCourseIdentity(
  course: Pick<UpstreamCourse, 'club_name' | 'course_name'> & {
    location?: { city?: string | null | undefined } | null | undefined;
  },
): { name: string; city: string } {
  return { name: externalCourseName(course), city: course.location?.city?.trim() || UNKNOWN_PLACE };
}

function coordinates(
  course: UpstreamCourse,
  place: { city: string; state: string | null; country: string },
): { latitude: number; longitude: number; placement: CoursePlacement } {
  const { latitude, longitude } = course.location ?? {};
  const valid =
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    // 0, 0 is GolfCourseAPI's "unknown", not a golf course in the Gulf of Guinea.
    !(latitude === 0 && longitude === 0);
  return valid ? { latitude, longitude, placement: { method: 'exact', place: null } } : placeCourse(place);
}

/**
 * A Fescue course from a GolfCourseAPI course: figures from its tees (all tees kept in teeData), coordinates
 * from its location or else the place's centroid (40, -74 when unknown), with how they were found. The
 * country is stored in the catalog's spelling when it is one Fescue knows ("USA" -> "United States") and as
 * given otherwise: upstream data is not refused for a country missing from the list. GolfCourseAPI does not
 * say whether a course is public; "public" is assumed, with that type's default exclusivity, as for a custom
 * course.
 */
export function courseFromExternal(course: UpstreamCourse, now = new Date()): StoredCourse {
  const location = course.location;
  const { city } = externalCourseIdentity(course);
  const state = location?.state?.trim() || null;
  const givenCountry = location?.country?.trim() || UNKNOWN_PLACE;
  const country = canonicalCountry(givenCountry) ?? givenCountry;
  const teeData = mapTees(course.tees);
  const figures = courseFigures(teeData);
  const { latitude, longitude, placement } = coordinates(course, { city, state, country });
  const defaultedFigures: DefaultableFigure[] = [
    ...(figures.slopeRatingPublished ? [] : (['slopeRating'] as const)),
    'exclusivityRating',
  ];
  const timestamp = now.toISOString();
  return {
    id: ulid(),
    name: externalCourseIdentity(course).name,
    location: placeLine(city, state, country),
    city,
    state,
    country,
    par: figures.par,
    yardage: figures.yardage,
    courseType: 'public',
    latitude,
    longitude,
    imageUrl: null,
    scorecardUrl: null,
    nationalRating: figures.courseRating ?? 0,
    courseRating: figures.courseRating,
    slopeRating: figures.slopeRating,
    exclusivityRating: DEFAULT_EXCLUSIVITY_BY_TYPE.public,
    userRating: 0,
    reviewCount: 0,
    sourceApi: 'golfcourseapi',
    description: null,
    architect: null,
    architects: [],
    architectYear: null,
    settings: [],
    championships: [],
    teeData: teeData.length > 0 ? teeData : null,
    createdBy: null,
    createdAt: timestamp,
    updatedAt: timestamp,
    placement,
    defaultedFigures,
    timeZone: timeZoneAt(latitude, longitude, placement.method),
  };
}
