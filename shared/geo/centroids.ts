import { normalizeText } from '../courses/normalize';
import type { CoursePlacement } from '../schemas/course';
import { findCountry } from './countries';

/**
 * Approximate centres (latitude, longitude) used to place a custom course on the map when the golfer gives
 * no coordinates (docs/product-rules.md#courses): a known golf city first, then the US state, then the
 * country (every country: shared/geo/countries.ts). Values are the public geographic centres of the places,
 * rounded to two decimals.
 */
type Point = readonly [number, number];

/** Golf cities, keyed "city|country" (normalised). */
const CITIES: Record<string, Point> = {
  'st andrews|scotland': [56.34, -2.8],
  'edinburgh|scotland': [55.95, -3.19],
  'glasgow|scotland': [55.86, -4.25],
  'dornoch|scotland': [57.88, -4.03],
  'carnoustie|scotland': [56.5, -2.71],
  'troon|scotland': [55.54, -4.66],
  'gullane|scotland': [56.03, -2.83],
  'north berwick|scotland': [56.06, -2.72],
  'london|england': [51.51, -0.13],
  'liverpool|england': [53.41, -2.98],
  'southport|england': [53.65, -3.01],
  'sandwich|england': [51.27, 1.34],
  'dublin|ireland': [53.35, -6.26],
  'ballybunion|ireland': [52.51, -9.67],
  'portrush|northern ireland': [55.2, -6.65],
  'newcastle|northern ireland': [54.22, -5.89],
  'paris|france': [48.86, 2.35],
  'madrid|spain': [40.42, -3.7],
  'marbella|spain': [36.51, -4.88],
  'sotogrande|spain': [36.29, -5.28],
  'melbourne|australia': [-37.81, 144.96],
  'sydney|australia': [-33.87, 151.21],
  'tokyo|japan': [35.68, 139.69],
  'dubai|united arab emirates': [25.2, 55.27],
  'cape town|south africa': [-33.92, 18.42],
  'pebble beach|united states': [36.57, -121.95],
  'monterey|united states': [36.6, -121.89],
  'palm springs|united states': [33.83, -116.55],
  'scottsdale|united states': [33.49, -111.93],
  'las vegas|united states': [36.17, -115.14],
  'myrtle beach|united states': [33.69, -78.89],
  'pinehurst|united states': [35.2, -79.47],
  'augusta|united states': [33.47, -81.97],
  'orlando|united states': [28.54, -81.38],
  'miami|united states': [25.76, -80.19],
  'palm beach|united states': [26.71, -80.04],
  'kiawah island|united states': [32.61, -80.08],
  'hilton head island|united states': [32.22, -80.75],
  'bandon|united states': [43.12, -124.41],
  'kohler|united states': [43.74, -87.78],
  'san diego|united states': [32.72, -117.16],
  'los angeles|united states': [34.05, -118.24],
  'san francisco|united states': [37.77, -122.42],
  'chicago|united states': [41.88, -87.63],
  'new york|united states': [40.71, -74.01],
  'boston|united states': [42.36, -71.06],
  'dallas|united states': [32.78, -96.8],
  'houston|united states': [29.76, -95.37],
  'atlanta|united states': [33.75, -84.39],
  'phoenix|united states': [33.45, -112.07],
  'seattle|united states': [47.61, -122.33],
  'portland|united states': [45.52, -122.68],
  'denver|united states': [39.74, -104.99],
  'toronto|canada': [43.65, -79.38],
  'vancouver|canada': [49.28, -123.12],
};

/** US states by two-letter code, with their names as aliases (below). */
const US_STATES: Record<string, readonly [string, number, number]> = {
  al: ['Alabama', 32.81, -86.79],
  ak: ['Alaska', 61.37, -152.4],
  az: ['Arizona', 33.73, -111.43],
  ar: ['Arkansas', 34.97, -92.37],
  ca: ['California', 36.12, -119.68],
  co: ['Colorado', 39.06, -105.31],
  ct: ['Connecticut', 41.6, -72.76],
  de: ['Delaware', 39.32, -75.51],
  dc: ['District of Columbia', 38.9, -77.03],
  fl: ['Florida', 27.77, -81.69],
  ga: ['Georgia', 33.04, -83.64],
  hi: ['Hawaii', 21.09, -157.5],
  id: ['Idaho', 44.24, -114.48],
  il: ['Illinois', 40.35, -88.99],
  in: ['Indiana', 39.85, -86.26],
  ia: ['Iowa', 42.01, -93.21],
  ks: ['Kansas', 38.53, -96.73],
  ky: ['Kentucky', 37.67, -84.67],
  la: ['Louisiana', 31.17, -91.87],
  me: ['Maine', 44.69, -69.38],
  md: ['Maryland', 39.06, -76.8],
  ma: ['Massachusetts', 42.23, -71.53],
  mi: ['Michigan', 43.33, -84.54],
  mn: ['Minnesota', 45.69, -93.9],
  ms: ['Mississippi', 32.74, -89.68],
  mo: ['Missouri', 38.46, -92.29],
  mt: ['Montana', 46.92, -110.45],
  ne: ['Nebraska', 41.13, -98.27],
  nv: ['Nevada', 38.31, -117.06],
  nh: ['New Hampshire', 43.45, -71.56],
  nj: ['New Jersey', 40.3, -74.52],
  nm: ['New Mexico', 34.84, -106.25],
  ny: ['New York', 42.17, -74.95],
  nc: ['North Carolina', 35.63, -79.81],
  nd: ['North Dakota', 47.53, -99.78],
  oh: ['Ohio', 40.39, -82.76],
  ok: ['Oklahoma', 35.57, -96.93],
  or: ['Oregon', 44.57, -122.07],
  pa: ['Pennsylvania', 40.59, -77.21],
  ri: ['Rhode Island', 41.68, -71.51],
  sc: ['South Carolina', 33.86, -80.95],
  sd: ['South Dakota', 44.3, -99.44],
  tn: ['Tennessee', 35.75, -86.69],
  tx: ['Texas', 31.05, -97.56],
  ut: ['Utah', 40.15, -111.86],
  vt: ['Vermont', 44.05, -72.71],
  va: ['Virginia', 37.77, -78.17],
  wa: ['Washington', 47.4, -121.49],
  wv: ['West Virginia', 38.49, -80.95],
  wi: ['Wisconsin', 44.27, -89.62],
  wy: ['Wyoming', 42.76, -107.3],
};

const US_STATE_BY_NAME = new Map(
  Object.values(US_STATES).map(([name, lat, lon]) => [normalizeText(name), [name, lat, lon] as const]),
);

/** A US state's two-letter code from its code or name ("pa", "Pennsylvania" -> "PA"), or undefined. */
export function usStateCode(state: string): string | undefined {
  const key = normalizeText(state);
  if (US_STATES[key]) return key.toUpperCase();
  const byName = US_STATE_BY_NAME.get(key);
  if (!byName) return undefined;
  return Object.entries(US_STATES)
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
  const city = CITIES[`${normalizeText(place.city)}|${countryKey}`];
  if (city) return { latitude: city[0], longitude: city[1], precision: 'city', place: place.city.trim() };
  if (country?.name === 'United States' && place.state) {
    const state = normalizeText(place.state);
    const found = US_STATES[state] ?? US_STATE_BY_NAME.get(state);
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
  return US_STATES[normalizeText(code)]?.[0];
}
