import { normalizeText } from '../courses/normalize';
import type { CoursePlacement } from '../schemas/course';
import { centroidTables } from '#shared/geo/centroid-tables';
import { findCountry } from './countries';

/**
 * Approximate centres (latitude, longitude) used to place a custom course on the map when the golfer gives
 * no coordinates (docs/product-rules.md#courses): a known golf city first, then the US state, then the
 * country (every country: shared/geo/countries.ts). Values are the public geographic centres of the places,
 * rounded to two decimals. The cities' and US states' centres are data (shared/geo/centroid-tables.json): the Lambdas read them on
 * first use rather than bundle them (`#shared/geo/centroid-tables`, docs/performance.md#goals).
 */
const cities = () => centroidTables().cities;
const usStates = () => centroidTables().usStates;

let usStateByName: Map<string, readonly [string, number, number]> | undefined;
/** US states by their names (normalised), the aliases of the codes. */
function usStatesByName(): Map<string, readonly [string, number, number]> {
  usStateByName ??= new Map(Object.values(usStates()).map((row) => [normalizeText(row[0]), row] as const));
  return usStateByName;
}

/** A US state's two-letter code from its code or name ("pa", "Pennsylvania" -> "PA"), or undefined. */
export function usStateCode(state: string): string | undefined {
  const key = normalizeText(state);
  if (usStates()[key]) return key.toUpperCase();
  const byName = usStatesByName().get(key);
  if (!byName) return undefined;
  return Object.entries(usStates())
    .find(([, row]) => row[0] === byName[0])?.[0]
    .toUpperCase();
}

export interface Centroid {
  latitude: number;
  longitude: number;
  /** Which table answered. */
  precision: 'city' | 'state' | 'country';
  /** The place whose centre it is, for display ("St Andrews", "Oregon", "Kenya"). */
  place: string;
}

/** Where no place is known (docs/product-rules.md#courses). */
export const DEFAULT_COORDINATES = { latitude: 40, longitude: -74 } as const;

interface Place {
  city: string;
  state?: string | null;
  country: string;
}

/** The best-known centre for a place, or undefined when neither city, state nor country is in the tables. */
export function lookupCentroid(place: Place): Centroid | undefined {
  const country = findCountry(place.country);
  const countryKey = country ? normalizeText(country.name) : normalizeText(place.country);
  const city = cities()[`${normalizeText(place.city)}|${countryKey}`];
  if (city) return { latitude: city[0], longitude: city[1], precision: 'city', place: place.city.trim() };
  if (country?.name === 'United States' && place.state) {
    const state = normalizeText(place.state);
    const found = usStates()[state] ?? usStatesByName().get(state);
    if (found) return { latitude: found[1], longitude: found[2], precision: 'state', place: found[0] };
  }
  return country
    ? { latitude: country.latitude, longitude: country.longitude, precision: 'country', place: country.name }
    : undefined;
}

/** The coordinates a custom course is given: the centroid found, else 40, -74. */
export function coordinatesFor(place: Place): { latitude: number; longitude: number } {
  const { latitude, longitude } = placeCourse(place);
  return { latitude, longitude };
}

/** A course placed without coordinates: the centroid found (else 40, -74), and how it was found. */
export function placeCourse(place: Place): {
  latitude: number;
  longitude: number;
  placement: CoursePlacement;
} {
  const found = lookupCentroid(place);
  if (!found) return { ...DEFAULT_COORDINATES, placement: { method: 'fallback', place: null } };
  return {
    latitude: found.latitude,
    longitude: found.longitude,
    placement: { method: found.precision, place: found.place },
  };
}

const samePoint = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/**
 * The placement of a course stored before placements were recorded: catalog courses and courses away from
 * every centre are exact; a custom or GolfCourseAPI course sitting on its place's centre (or on 40, -74) was
 * put there by the lookup. Courses without coordinates have no placement.
 */
export function inferPlacement(course: {
  sourceApi: string;
  city: string;
  state: string | null;
  country: string;
  latitude: number | null;
  longitude: number | null;
}): CoursePlacement | undefined {
  const { latitude, longitude } = course;
  if (latitude === null || longitude === null) return undefined;
  if (course.sourceApi === 'catalog') return { method: 'exact', place: null };
  const placed = placeCourse(course);
  if (samePoint(placed.latitude, latitude) && samePoint(placed.longitude, longitude)) return placed.placement;
  if (
    samePoint(latitude, DEFAULT_COORDINATES.latitude) &&
    samePoint(longitude, DEFAULT_COORDINATES.longitude)
  ) {
    return { method: 'fallback', place: null };
  }
  return { method: 'exact', place: null };
}

/** A US state's name from its two-letter code ("ca" -> "California"), whatever the case; undefined otherwise. */
export function usStateName(code: string): string | undefined {
  return usStates()[normalizeText(code)]?.[0];
}
