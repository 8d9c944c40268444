import type { PassportCourse } from './types';

/**
 * Place tiles (docs/passport.md): countries (with the cities explored in each), cities and states of the
 * courses played. Names are compared without case or surrounding spaces; the first spelling seen is shown.
 */
const key = (text: string) => text.trim().toLowerCase();

export interface CountryVisit {
  country: string;
  cities: string[];
  courseIds: string[];
}

export interface CityVisit {
  city: string;
  state: string | null;
  country: string;
  courseIds: string[];
}

export interface StateVisit {
  state: string;
  country: string;
  courseIds: string[];
}

type PlaceCourse = Pick<PassportCourse, 'id' | 'city' | 'state' | 'country'>;

/**
 * The course's city, or null when it names none: a course placed only at its state or country (GHIN gives
 * no city, so its courses carry "PA" or "Scotland" there) and the "Unknown" of an external course without
 * one are no city.
 */
export function cityOf(course: Pick<PassportCourse, 'city' | 'state' | 'country'>): string | null {
  const city = course.city.trim();
  const name = key(city);
  if (name === '' || name === 'unknown') return null;
  if (name === key(course.state ?? '') || name === key(course.country)) return null;
  return city;
}

/** Countries, most courses first; each lists its cities. */
export function countriesVisited(courses: readonly PlaceCourse[]): CountryVisit[] {
  const countries = new Map<string, CountryVisit>();
  for (const course of courses) {
    if (key(course.country) === '') continue;
    const visit = countries.get(key(course.country)) ?? {
      country: course.country.trim(),
      cities: [],
      courseIds: [],
    };
    const city = cityOf(course);
    if (city !== null && !visit.cities.some((seen) => key(seen) === key(city))) visit.cities.push(city);
    visit.courseIds.push(course.id);
    countries.set(key(course.country), visit);
  }
  return [...countries.values()].sort(
    (a, b) => b.courseIds.length - a.courseIds.length || a.country.localeCompare(b.country),
  );
}

/** Cities: a city is one per country and state (Portland, Oregon is not Portland, Maine). */
export function citiesVisited(courses: readonly PlaceCourse[]): CityVisit[] {
  const cities = new Map<string, CityVisit>();
  for (const course of courses) {
    const city = cityOf(course);
    if (city === null) continue;
    const id = `${key(city)}|${key(course.state ?? '')}|${key(course.country)}`;
    const visit = cities.get(id) ?? {
      city,
      state: course.state,
      country: course.country,
      courseIds: [],
    };
    visit.courseIds.push(course.id);
    cities.set(id, visit);
  }
  return [...cities.values()].sort(
    (a, b) => b.courseIds.length - a.courseIds.length || a.city.localeCompare(b.city),
  );
}

/** States and provinces: the United States' and Canada's (the catalog's two-letter codes). */
export const STATE_COUNTRIES = ['united states', 'canada'];

export function statesVisited(courses: readonly PlaceCourse[]): StateVisit[] {
  const states = new Map<string, StateVisit>();
  for (const course of courses) {
    const state = (course.state ?? '').trim();
    if (state === '' || !STATE_COUNTRIES.includes(key(course.country))) continue;
    const id = `${key(state)}|${key(course.country)}`;
    const visit = states.get(id) ?? { state, country: course.country, courseIds: [] };
    visit.courseIds.push(course.id);
    states.set(id, visit);
  }
  return [...states.values()].sort(
    (a, b) => b.courseIds.length - a.courseIds.length || a.state.localeCompare(b.state),
  );
}
