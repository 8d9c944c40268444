import { describe, expect, it } from 'vitest';
import { greatCircleMiles } from '../passport/distance';
import { coverCells, encodeGeohash, MAX_COVER_CELLS } from './geohash';

describe('geohash', () => {
  it('encodes a point as the published geohash does', () => {
    // The reference example of the scheme's author (geohash.org/u4pruydqqvj): 57.64911, 10.40744.
    expect(encodeGeohash(57.64911, 10.40744, 11)).toBe('u4pruydqqvj');
  });

  const place = { latitude: 56.339, longitude: -2.799 }; // St Andrews
  const random = (() => {
    let seed = 7;
    return () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
  })();

  it.each([5, 10, 30, 100, 200])(
    'misses no point within %i miles of St Andrews, in at most a dozen cells',
    (miles) => {
      const cells = coverCells(place.latitude, place.longitude, miles);
      expect(cells.length).toBeLessThanOrEqual(MAX_COVER_CELLS);
      expect(cells.every((cell) => cell.length >= 2)).toBe(true);
      for (let i = 0; i < 2000; i += 1) {
        const point = {
          latitude: place.latitude + (random() - 0.5) * (miles / 30),
          longitude: place.longitude + (random() - 0.5) * (miles / 17),
        };
        if (greatCircleMiles(place, point) > miles) continue;
        const hash = encodeGeohash(point.latitude, point.longitude, 9);
        expect(cells.some((cell) => hash.startsWith(cell))).toBe(true);
      }
    },
  );

  it('wraps the date line: a search in Fiji finds a course east of 180°', () => {
    const cells = coverCells(-16.5, 179.9, 50);
    const hash = encodeGeohash(-16.5, -179.8, 9);
    expect(cells.some((cell) => hash.startsWith(cell))).toBe(true);
  });
});
