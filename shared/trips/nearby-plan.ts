import { greatCircleMiles, type Point } from '../passport/distance';
import { boundingBox, cellBounds, cellsOfBox } from './geohash';

/**
 * How the trip planner's search around a place decides what to read (docs/data-model.md, "Courses near a
 * place"): the geo tallies (how many courses each geohash cell of COUNT_PRECISION characters holds, kept
 * per cell of TALLY_PRECISION characters) tell where the courses are before any is read, so the search reads
 * the cells nearest the place that hold the courses it lists, in a few side-by-side Queries.
 */

/** Characters of the geohash that name one tally item (cells of about 1.4 x 1.4 degrees). */
export const TALLY_PRECISION = 3;
/** Characters of the geohash the tallies count by (cells of about 0.35 x 0.18 degrees, 20 km a side). */
export const COUNT_PRECISION = 4;
/** The most Queries one read of the search makes (side by side): nearby cells are read as one key range. */
export const MAX_RANGES = 6;

export interface TalliedCell {
  cell: string;
  courses: number;
  /** The distance from the place to the cell's nearest point, miles (exact, on the sphere). */
  nearMiles: number;
}

/** The tally items (cells of TALLY_PRECISION characters) that hold every point within `miles` of a place. */
export function tallyCells(place: Point, miles: number): string[] {
  return cellsOfBox(boundingBox(place.latitude, place.longitude, miles), TALLY_PRECISION);
}

const degrees = (radians: number) => (radians * 180) / Math.PI;
const radians = (value: number) => (value * Math.PI) / 180;

/** The signed longitude difference from `from` to `to`, in [-180, 180). */
function lonDelta(from: number, to: number): number {
  return ((((to - from) % 360) + 540) % 360) - 180;
}

/**
 * The distance from a point to the nearest point of a meridian's stretch from `south` to `north`: along a
 * meridian less than 90° of longitude away, the distance falls to the foot of the great circle through the
 * point perpendicular to it, then rises; farther away it only falls towards the nearer pole.
 */
function milesToMeridian(place: Point, longitude: number, south: number, north: number): number {
  const dLon = radians(lonDelta(place.longitude, longitude));
  let latitude: number;
  if (Math.cos(dLon) > 1e-9) {
    const foot = degrees(Math.atan(Math.tan(radians(place.latitude)) / Math.cos(dLon)));
    latitude = Math.min(north, Math.max(south, foot));
  } else {
    const toSouth = greatCircleMiles(place, { latitude: south, longitude });
    const toNorth = greatCircleMiles(place, { latitude: north, longitude });
    return Math.min(toSouth, toNorth);
  }
  return greatCircleMiles(place, { latitude, longitude });
}

/** The distance from a point to the nearest point of a geohash cell, miles (0 inside it). */
export function milesToCell(place: Point, cell: string): number {
  const { south, north, west, east } = cellBounds(cell);
  const fromWest = (((place.longitude - west) % 360) + 360) % 360;
  if (fromWest <= east - west) {
    if (place.latitude >= south && place.latitude <= north) return 0;
    const edge = place.latitude < south ? south : north;
    return greatCircleMiles(place, { latitude: edge, longitude: place.longitude });
  }
  // Outside its longitudes, a cell's nearest point is on its west or east side (along a parallel the
  // distance grows with the longitude between, so a parallel side's nearest point is a corner).
  return Math.min(milesToMeridian(place, west, south, north), milesToMeridian(place, east, south, north));
}

/**
 * The non-empty counted cells that reach within `radiusMiles` of the place, nearest first, from the tally
 * items' counts (cell of COUNT_PRECISION characters to courses).
 */
export function talliedCellsWithin(
  place: Point,
  radiusMiles: number,
  counts: ReadonlyMap<string, number>,
): TalliedCell[] {
  const cells: TalliedCell[] = [];
  for (const [cell, courses] of counts) {
    if (!(courses > 0)) continue;
    const nearMiles = milesToCell(place, cell);
    if (nearMiles <= radiusMiles) cells.push({ cell, courses, nearMiles });
  }
  return cells.sort((a, b) => a.nearMiles - b.nearMiles || a.cell.localeCompare(b.cell));
}

/** Points per side of the grid that stands for a cell's courses in the estimate below. */
const SAMPLES = 4;

/**
 * The distance within which about `wanted` courses lie, supposing each cell's courses spread evenly over
 * it: the first distance the search reads to. Only a guess (courses cluster in towns), so the search checks
 * what it read and reads farther when the guess fell short; `radiusMiles` when fewer are within it.
 */
export function estimateReadMiles(
  place: Point,
  radiusMiles: number,
  cells: readonly TalliedCell[],
  wanted: number,
): number {
  const samples: { miles: number; weight: number }[] = [];
  for (const { cell, courses } of cells) {
    const { south, north, west, east } = cellBounds(cell);
    const weight = courses / (SAMPLES * SAMPLES);
    for (let i = 0; i < SAMPLES; i += 1) {
      for (let j = 0; j < SAMPLES; j += 1) {
        const point = {
          latitude: south + ((i + 0.5) / SAMPLES) * (north - south),
          longitude: west + ((j + 0.5) / SAMPLES) * (east - west),
        };
        const miles = greatCircleMiles(place, point);
        if (miles <= radiusMiles) samples.push({ miles, weight });
      }
    }
  }
  samples.sort((a, b) => a.miles - b.miles);
  let total = 0;
  for (const sample of samples) {
    total += sample.weight;
    if (total >= wanted) return Math.min(radiusMiles, sample.miles);
  }
  return radiusMiles;
}

/** One Query's key range: every geo entry of the cells from `first` to `last` (in geohash order), inclusive. */
export interface CellRange {
  first: string;
  last: string;
}

/**
 * The cells to read as at most `maxRanges` key ranges of the geo entries' sort order. Cells next to each
 * other in geohash order join freely when the tallies say no course lies between them; beyond that the
 * ranges whose gap holds the fewest courses join first (those courses are read and dropped by distance).
 * A gap is only crossed inside one partition and over tally items that were read (their counts known).
 */
export function cellRanges(
  cells: readonly string[],
  counts: ReadonlyMap<string, number>,
  knownTallies: ReadonlySet<string>,
  maxRanges = MAX_RANGES,
): CellRange[] {
  const sorted = [...new Set(cells)].sort();
  if (sorted.length === 0) return [];
  const counted = [...counts].filter(([, n]) => n > 0).sort(([a], [b]) => a.localeCompare(b));
  const gapCost = (after: string, before: string): number => {
    if (after.slice(0, 2) !== before.slice(0, 2)) return Number.POSITIVE_INFINITY;
    const fromTally = after.slice(0, TALLY_PRECISION);
    const toTally = before.slice(0, TALLY_PRECISION);
    // Every tally item between the two must have been read, or the courses between are unknown.
    if (fromTally !== toTally && !spansKnownTallies(fromTally, toTally, knownTallies))
      return Number.POSITIVE_INFINITY;
    let cost = 0;
    for (const [cell, n] of counted) if (cell > after && cell < before) cost += n;
    return cost;
  };
  let ranges: (CellRange & { gapAfter: number })[] = sorted.map((cell) => ({
    first: cell,
    last: cell,
    gapAfter: 0,
  }));
  for (let i = 0; i < ranges.length - 1; i += 1) {
    const range = ranges[i]!;
    range.gapAfter = gapCost(range.last, ranges[i + 1]!.first);
  }
  const join = (i: number) => {
    const a = ranges[i]!;
    const b = ranges[i + 1]!;
    ranges = [
      ...ranges.slice(0, i),
      { first: a.first, last: b.last, gapAfter: b.gapAfter },
      ...ranges.slice(i + 2),
    ];
  };
  for (let i = 0; i < ranges.length - 1;) {
    if (ranges[i]!.gapAfter === 0) join(i);
    else i += 1;
  }
  while (ranges.length > maxRanges) {
    let cheapest = -1;
    for (let i = 0; i < ranges.length - 1; i += 1) {
      if (!Number.isFinite(ranges[i]!.gapAfter)) continue;
      if (cheapest < 0 || ranges[i]!.gapAfter < ranges[cheapest]!.gapAfter) cheapest = i;
    }
    if (cheapest < 0) break;
    join(cheapest);
  }
  return ranges.map(({ first, last }) => ({ first, last }));
}

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

/** Whether every tally cell strictly between two (same partition, geohash order) was read. */
function spansKnownTallies(from: string, to: string, known: ReadonlySet<string>): boolean {
  const partition = from.slice(0, 2);
  for (let i = BASE32.indexOf(from.charAt(2)) + 1; i < BASE32.indexOf(to.charAt(2)); i += 1) {
    if (!known.has(`${partition}${BASE32.charAt(i)}`)) return false;
  }
  return true;
}
