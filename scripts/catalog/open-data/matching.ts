import { words } from '#shared/courses/normalize';

/**
 * Whether an open-data record and a stored course are the same course (docs/product-rules.md#open-course-data):
 * within MATCH_DISTANCE_KM of each other and with names whose own words agree, one name's words all found in
 * the other's ("Pebble Beach" and "Pebble Beach Golf Links"). Words every course name shares ("golf",
 * "club", "country") say nothing; words that tell courses of one club apart ("No. 2", "North") do: "Pinehurst
 * No. 2" is not "Pinehurst No. 4".
 */
export const MATCH_DISTANCE_KM = 1.5;

const GENERIC = new Set([
  'golf',
  'golfclub',
  'club',
  'course',
  'courses',
  'country',
  'links',
  'gc',
  'cc',
  'g',
  'c',
  'the',
  'and',
  'of',
  'at',
  'resort',
  'public',
  'municipal',
  'muni',
  'campo',
  'de',
  'del',
  'la',
  'le',
  'golfplatz',
  'golfbane',
  'golfbana',
  'spa',
  'hotel',
]);

export function nameCore(name: string): Set<string> {
  return new Set(words(name).filter((word) => !GENERIC.has(word)));
}

export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

export type NameAgreement = 'same' | 'contained' | 'different';

export function nameAgreement(a: string, b: string): NameAgreement {
  const [x, y] = [nameCore(a), nameCore(b)];
  if (x.size === 0 || y.size === 0) return 'different';
  const [small, large] = x.size <= y.size ? [x, y] : [y, x];
  if (![...small].every((word) => large.has(word))) return 'different';
  return small.size === large.size ? 'same' : 'contained';
}

export interface Placed {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
}

/** Courses by a grid of about 2 km cells, so a match looks at the nine cells around a point only. */
export class PlaceIndex<T extends Placed> {
  private readonly cells = new Map<string, T[]>();
  private static readonly CELL = 0.02;

  private static key(lat: number, lon: number) {
    return `${Math.floor(lat / PlaceIndex.CELL)}:${Math.floor(lon / PlaceIndex.CELL)}`;
  }

  add(item: T): void {
    const key = PlaceIndex.key(item.latitude, item.longitude);
    this.cells.set(key, [...(this.cells.get(key) ?? []), item]);
  }

  /** Courses within MATCH_DISTANCE_KM (the cells reach about 2 km north-south; wider near the poles is fine). */
  near(point: { latitude: number; longitude: number }): T[] {
    const [row, column] = [
      Math.floor(point.latitude / PlaceIndex.CELL),
      Math.floor(point.longitude / PlaceIndex.CELL),
    ];
    const found: T[] = [];
    for (let dr = -1; dr <= 1; dr += 1) {
      for (let dc = -1; dc <= 1; dc += 1) {
        for (const item of this.cells.get(`${row + dr}:${column + dc}`) ?? []) {
          if (distanceKm(point, item) <= MATCH_DISTANCE_KM) found.push(item);
        }
      }
    }
    return found;
  }
}

/**
 * The stored course an open-data record is, if any: one within the distance whose name agrees. A course of
 * the same name wins over one whose name only contains it; a record whose name is contained in several
 * courses' names (a club-level "Pinehurst" beside "Pinehurst No. 2" and "No. 4") is ambiguous and matches
 * none of them, and the caller leaves it out rather than guess.
 */
export function findMatch<T extends Placed>(
  record: Placed,
  index: PlaceIndex<T>,
): { match: T } | { ambiguous: T[] } | undefined {
  const near = index.near(record).filter((course) => course.id !== record.id);
  const same = near.filter((course) => nameAgreement(record.name, course.name) === 'same');
  if (same.length > 0) {
    same.sort((a, b) => distanceKm(record, a) - distanceKm(record, b));
    return { match: same[0]! };
  }
  const contained = near.filter((course) => nameAgreement(record.name, course.name) === 'contained');
  if (contained.length === 1) return { match: contained[0]! };
  if (contained.length > 1) return { ambiguous: contained };
  return undefined;
}
