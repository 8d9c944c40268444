import { describe, expect, it } from 'vitest';
import { greatCircleMiles } from '../passport/distance';
import { boundingBox, cellBounds, cellsOfBox, encodeGeohash } from './geohash';

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

  it('decodes a cell to the bounds its points encode into', () => {
    const bounds = cellBounds('gcpv');
    expect(encodeGeohash(bounds.south + 1e-9, bounds.west + 1e-9, 4)).toBe('gcpv');
    expect(encodeGeohash(bounds.north - 1e-9, bounds.east - 1e-9, 4)).toBe('gcpv');
    expect(encodeGeohash(bounds.north + 1e-6, bounds.east - 1e-9, 4)).not.toBe('gcpv');
  });

  it.each([5, 30, 200])('covers every point within %i miles of St Andrews with the box cells', (miles) => {
    const cells = cellsOfBox(boundingBox(place.latitude, place.longitude, miles), 3);
    for (let i = 0; i < 2000; i += 1) {
      const point = {
        latitude: place.latitude + (random() - 0.5) * (miles / 30),
        longitude: place.longitude + (random() - 0.5) * (miles / 17),
      };
      if (greatCircleMiles(place, point) > miles) continue;
      const hash = encodeGeohash(point.latitude, point.longitude, 9);
      expect(cells.some((cell) => hash.startsWith(cell))).toBe(true);
    }
  });

  it('wraps the date line: a search in Fiji covers a course east of 180°', () => {
    const cells = cellsOfBox(boundingBox(-16.5, 179.9, 50), 3);
    const hash = encodeGeohash(-16.5, -179.8, 9);
    expect(cells.some((cell) => hash.startsWith(cell))).toBe(true);
  });
});
