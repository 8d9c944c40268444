import { describe, expect, it } from 'vitest';
import { greatCircleMiles } from '../passport/distance';
import { cellBounds, encodeGeohash } from './geohash';
import {
  cellRanges,
  COUNT_PRECISION,
  estimateReadMiles,
  MAX_RANGES,
  milesToCell,
  talliedCellsWithin,
  tallyCells,
} from './nearby-plan';

const random = (() => {
  let seed = 11;
  return () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
})();

const STANDREWS = { latitude: 56.339, longitude: -2.799 };

describe('the distance to a cell', () => {
  it.each([
    ['St Andrews', STANDREWS],
    ['north of the Arctic circle', { latitude: 78.2, longitude: 15.6 }],
    ['beside the date line', { latitude: -16.5, longitude: 179.95 }],
  ])('is never more than the distance to any point of the cell (%s)', (_name, place) => {
    // The search drops a cell whose nearest point is beyond its reach: an overestimate would lose courses.
    for (let i = 0; i < 400; i += 1) {
      const point = {
        latitude: Math.max(-89.9, Math.min(89.9, place.latitude + (random() - 0.5) * 8)),
        longitude: ((place.longitude + (random() - 0.5) * 16 + 540) % 360) - 180,
      };
      const cell = encodeGeohash(point.latitude, point.longitude, COUNT_PRECISION);
      expect(milesToCell(place, cell)).toBeLessThanOrEqual(greatCircleMiles(place, point) + 1e-6);
    }
  });

  it('is exact where the nearest point is not at the place’s latitude (the great circle bends poleward)', () => {
    // At 70° N, a cell 60° of longitude east is nearest at its poleward corner, not level with the place.
    const place = { latitude: 70, longitude: 0 };
    const cell = encodeGeohash(70.05, 60, COUNT_PRECISION);
    const bounds = cellBounds(cell);
    let nearest = Number.POSITIVE_INFINITY;
    for (let i = 0; i <= 400; i += 1) {
      const t = i / 400;
      const latitude = bounds.south + (bounds.north - bounds.south) * t;
      const longitude = bounds.west + (bounds.east - bounds.west) * t;
      for (const point of [
        { latitude, longitude: bounds.west },
        { latitude, longitude: bounds.east },
        { latitude: bounds.south, longitude },
        { latitude: bounds.north, longitude },
      ])
        nearest = Math.min(nearest, greatCircleMiles(place, point));
    }
    expect(milesToCell(place, cell)).toBeCloseTo(nearest, 1);
    expect(milesToCell(STANDREWS, encodeGeohash(STANDREWS.latitude, STANDREWS.longitude, 4))).toBe(0);
  });
});

describe('the tallies of a radius', () => {
  it('cover every point within 200 miles of St Andrews', () => {
    const cells = tallyCells(STANDREWS, 200);
    for (let i = 0; i < 2000; i += 1) {
      const point = {
        latitude: STANDREWS.latitude + (random() - 0.5) * 6,
        longitude: STANDREWS.longitude + (random() - 0.5) * 11,
      };
      if (greatCircleMiles(STANDREWS, point) > 200) continue;
      const hash = encodeGeohash(point.latitude, point.longitude, 9);
      expect(cells.some((cell) => hash.startsWith(cell))).toBe(true);
    }
  });
});

/** Courses spread around a place, and the counts the tallies would hold of them. */
function spread(count: number, place: { latitude: number; longitude: number }, degrees: number) {
  const points = Array.from({ length: count }, () => ({
    latitude: place.latitude + (random() - 0.5) * degrees,
    longitude: place.longitude + (random() - 0.5) * degrees * 1.8,
  }));
  const counts = new Map<string, number>();
  for (const point of points) {
    const cell = encodeGeohash(point.latitude, point.longitude, COUNT_PRECISION);
    counts.set(cell, (counts.get(cell) ?? 0) + 1);
  }
  return { points, counts };
}

describe('the first read', () => {
  it('reads a dense region only as far as the courses the list holds, not the radius', () => {
    const { points, counts } = spread(6000, STANDREWS, 4);
    const cells = talliedCellsWithin(STANDREWS, 200, counts);
    const miles = estimateReadMiles(STANDREWS, 200, cells, 190);
    expect(miles).toBeLessThan(40);
    const within = points.filter((point) => greatCircleMiles(STANDREWS, point) <= miles).length;
    // The guess is near what it aims at: the cap of 150 is within it, a few times over at most.
    expect(within).toBeGreaterThanOrEqual(150);
    expect(within).toBeLessThan(400);
  });

  it('reads the whole radius where it holds fewer courses than the list', () => {
    const { counts } = spread(40, STANDREWS, 1);
    const cells = talliedCellsWithin(STANDREWS, 30, counts);
    expect(estimateReadMiles(STANDREWS, 30, cells, 190)).toBe(30);
  });

  it('leaves out cells beyond the radius and empty ones', () => {
    const counts = new Map([
      [encodeGeohash(STANDREWS.latitude, STANDREWS.longitude, 4), 3],
      [encodeGeohash(40, -74, 4), 50],
      [encodeGeohash(56.5, -3, 4), 0],
    ]);
    expect(talliedCellsWithin(STANDREWS, 200, counts).map((cell) => cell.cell)).toEqual([
      encodeGeohash(STANDREWS.latitude, STANDREWS.longitude, 4),
    ]);
  });
});

describe('the key ranges read', () => {
  const inRange = (cell: string, ranges: { first: string; last: string }[]) =>
    ranges.some((range) => cell >= range.first && cell <= range.last);

  it('reads every chosen cell, in at most MAX_RANGES ranges of one partition each', () => {
    const { counts } = spread(6000, STANDREWS, 4);
    const chosen = talliedCellsWithin(STANDREWS, 60, counts).map((cell) => cell.cell);
    const ranges = cellRanges(chosen, counts, new Set(tallyCells(STANDREWS, 60)));
    expect(ranges.length).toBeLessThanOrEqual(MAX_RANGES);
    for (const cell of chosen) expect(inRange(cell, ranges)).toBe(true);
    for (const range of ranges) expect(range.first.slice(0, 2)).toBe(range.last.slice(0, 2));
  });

  it('joins cells with no counted course between them, and never over a tally it did not read', () => {
    const counts = new Map([
      ['gcpv', 4],
      ['gcpw', 0],
      ['gcpy', 9],
      ['gcrb', 5],
    ]);
    expect(cellRanges(['gcpv', 'gcpw', 'gcpy'], counts, new Set(['gcp']))).toEqual([
      { first: 'gcpv', last: 'gcpy' },
    ]);
    // gcq was not read: what lies between gcp and gcr is unknown, so those stay apart even over the cap.
    expect(cellRanges(['gcpv', 'gcrb'], counts, new Set(['gcp', 'gcr']), 1)).toEqual([
      { first: 'gcpv', last: 'gcpv' },
      { first: 'gcrb', last: 'gcrb' },
    ]);
    expect(cellRanges(['gcpv', 'gcrb'], counts, new Set(['gcp', 'gcq', 'gcr']), 1)).toEqual([
      { first: 'gcpv', last: 'gcrb' },
    ]);
  });
});
