import { describe, expect, it } from 'vitest';
import { boundsAround, isInBounds } from './map-bounds';

describe('isInBounds', () => {
  const scotland = { west: -8, south: 54, east: 0, north: 60 };

  it('takes a position inside the view and leaves one outside it', () => {
    expect(isInBounds(scotland, 56.34, -2.8)).toBe(true); // St Andrews
    expect(isInBounds(scotland, 36.57, -121.95)).toBe(false); // Pebble Beach
    expect(isInBounds(scotland, 61, -2.8)).toBe(false); // north of the view
  });

  it('follows a view across the antimeridian, whichever way MapLibre writes its edges', () => {
    // New Zealand to Hawaii, reported as 160 to 205 (one world copy east) and as 160 to -155.
    const pacific = { west: 160, south: -50, east: 205, north: 30 };
    expect(isInBounds(pacific, -36.3, 174.7)).toBe(true); // Tara Iti
    expect(isInBounds(pacific, 21.3, -158)).toBe(true); // Oahu
    expect(isInBounds({ ...pacific, east: -155 }, 21.3, -158)).toBe(true);
    expect(isInBounds(pacific, 56.34, -2.8)).toBe(false);
  });

  it('takes every longitude when the view is wider than the world', () => {
    expect(isInBounds({ west: -300, south: -80, east: 300, north: 80 }, 10, 179)).toBe(true);
  });
});

describe('boundsAround', () => {
  it('frames every position, south-west corner first', () => {
    expect(
      boundsAround([
        { latitude: 56.34, longitude: -2.8 },
        { latitude: 53.4, longitude: -6.1 },
        { latitude: 40.7, longitude: 14.3 },
      ]),
    ).toEqual([
      [-6.1, 40.7],
      [14.3, 56.34],
    ]);
  });

  it('has nothing to frame without positions', () => {
    expect(boundsAround([])).toBeNull();
  });
});
