import { COURSE_TYPES, type CourseType } from '../schemas/course';

/**
 * The catalog's courses as a compact file for the Full Map (issue 15): every course's marker and popup facts
 * in one cacheable request, published with a content hash, instead of a request per course or a Scan.
 * Repeated texts (countries, architects) are stored once; each course is one row.
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

/** [id, name, city, state, country index, lat, lon, par, yardage (0 unknown), type index, exclusivity × 10, architect index (-1 none)] */
type Row = [
  string,
  string,
  string,
  string | null,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

export interface CoursePointsFile {
  version: 1;
  countries: string[];
  architects: string[];
  rows: Row[];
}

function indexer(values: string[]) {
  const positions = new Map<string, number>();
  return (value: string) => {
    let position = positions.get(value);
    if (position === undefined) {
      position = values.length;
      values.push(value);
      positions.set(value, position);
    }
    return position;
  };
}

/** Five decimals of a degree: about a metre, as precise as the catalog's positions. */
const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

export function encodeCoursePoints(points: readonly CoursePoint[]): CoursePointsFile {
  const countries: string[] = [];
  const architects: string[] = [];
  const country = indexer(countries);
  const architect = indexer(architects);
  return {
    version: 1,
    countries,
    architects,
    rows: points.map((point) => [
      point.id,
      point.name,
      point.city,
      point.state,
      country(point.country),
      round5(point.latitude),
      round5(point.longitude),
      point.par,
      point.yardage ?? 0,
      COURSE_TYPES.indexOf(point.courseType),
      Math.round(point.exclusivityRating * 10),
      point.architect ? architect(point.architect) : -1,
    ]),
  };
}

export function decodeCoursePoints(file: CoursePointsFile): CoursePoint[] {
  return file.rows.map(
    ([id, name, city, state, country, latitude, longitude, par, yardage, type, exclusivity, architect]) => ({
      id,
      name,
      city,
      state,
      country: file.countries[country] ?? '',
      latitude,
      longitude,
      par,
      yardage: yardage === 0 ? null : yardage,
      courseType: COURSE_TYPES[type] ?? 'public',
      exclusivityRating: exclusivity / 10,
      architect: architect < 0 ? null : (file.architects[architect] ?? null),
    }),
  );
}
