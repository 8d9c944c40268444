import type { CourseType } from '../schemas/course';
import { COURSE_TYPES } from '../schemas/course-figures';

/**
 * The catalog's courses as a compact file for the Full Map (one download for 50,000 courses): every course's
 * marker and popup facts in one cacheable request, published with a content hash, instead of a request per
 * course or a Scan.
 *
 * Columnar, so that gzip sees like next to like (names beside names, numbers beside numbers): one array per
 * field, course i at position i of each. Repeated texts (places, countries, architects) are stored once and
 * referred to by index; an id is stored only when it is not the slug of the name; positions are whole
 * hundred-thousandths of a degree (about a metre), sorted by latitude and stored as the difference from the
 * previous course's; the course type is one character per course. The file keeps the courses in latitude
 * order, not the order they were given in.
 */
export interface CoursePoint {
  id: string;
  name: string;
  city: string;
  state: string | null;
  country: string;
  latitude: number;
  longitude: number;
  par: number;
  yardage: number | null;
  courseType: CourseType;
  exclusivityRating: number;
  architect: string | null;
}

export interface CoursePointsFile {
  version: 2;
  countries: string[];
  architects: string[];
  /** [city, state ('' for none), country index] */
  places: [string, string, number][];
  names: string[];
  /** '' when the id is slugOfName(name). */
  ids: string[];
  place: number[];
  /** Latitude × 100,000, each the difference from the previous course's (the first from 0). */
  latitude: number[];
  /** Longitude × 100,000, each the difference from the previous course's (the first from 0). */
  longitude: number[];
  par: number[];
  /** 0 when unknown. */
  yardage: number[];
  /** One character per course: its index in COURSE_TYPES. */
  types: string;
  /** Exclusivity × 10. */
  exclusivity: number[];
  /** Index in architects, -1 for none. */
  architect: number[];
}

/** A course name as a catalog slug: lower case words joined by hyphens, accents and apostrophes dropped. */
export function slugOfName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function indexer<T>(values: T[], keyOf: (value: T) => string) {
  const positions = new Map<string, number>();
  return (value: T) => {
    const key = keyOf(value);
    let position = positions.get(key);
    if (position === undefined) {
      position = values.length;
      values.push(value);
      positions.set(key, position);
    }
    return position;
  };
}

/** Whole hundred-thousandths of a degree: about a metre, as precise as the catalog's positions. */
const E5 = 1e5;
const toE5 = (degrees: number) => Math.round(degrees * E5);

/** Each value as its difference from the one before it (and back). */
const deltas = (values: number[]) => values.map((value, index) => value - (values[index - 1] ?? 0));
function sums(differences: number[]) {
  let total = 0;
  return differences.map((difference) => (total += difference));
}

export function encodeCoursePoints(points: readonly CoursePoint[]): CoursePointsFile {
  const sorted = [...points].sort(
    (a, b) => toE5(a.latitude) - toE5(b.latitude) || toE5(a.longitude) - toE5(b.longitude),
  );
  const countries: string[] = [];
  const architects: string[] = [];
  const places: [string, string, number][] = [];
  const country = indexer(countries, (value) => value);
  const architect = indexer(architects, (value) => value);
  const place = indexer(places, (value) => JSON.stringify(value));
  return {
    version: 2,
    countries,
    architects,
    places,
    names: sorted.map((point) => point.name),
    ids: sorted.map((point) => (point.id === slugOfName(point.name) ? '' : point.id)),
    place: sorted.map((point) => place([point.city, point.state ?? '', country(point.country)])),
    latitude: deltas(sorted.map((point) => toE5(point.latitude))),
    longitude: deltas(sorted.map((point) => toE5(point.longitude))),
    par: sorted.map((point) => point.par),
    yardage: sorted.map((point) => point.yardage ?? 0),
    types: sorted.map((point) => COURSE_TYPES.indexOf(point.courseType)).join(''),
    exclusivity: sorted.map((point) => Math.round(point.exclusivityRating * 10)),
    architect: sorted.map((point) => (point.architect ? architect(point.architect) : -1)),
  };
}

export function decodeCoursePoints(file: CoursePointsFile): CoursePoint[] {
  const latitudes = sums(file.latitude);
  const longitudes = sums(file.longitude);
  return file.names.map((name, index) => {
    const [city, state, country] = file.places[file.place[index]!] ?? ['', '', -1];
    const yardage = file.yardage[index] ?? 0;
    const architect = file.architect[index] ?? -1;
    return {
      id: file.ids[index] || slugOfName(name),
      name,
      city,
      state: state || null,
      country: file.countries[country] ?? '',
      latitude: latitudes[index]! / E5,
      longitude: longitudes[index]! / E5,
      par: file.par[index] ?? 0,
      yardage: yardage === 0 ? null : yardage,
      courseType: COURSE_TYPES[Number(file.types[index])] ?? 'public',
      exclusivityRating: (file.exclusivity[index] ?? 0) / 10,
      architect: architect < 0 ? null : (file.architects[architect] ?? null),
    };
  });
}
