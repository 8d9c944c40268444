import { describe, expect, it } from 'vitest';
import { chooseHome, greatCircleMiles, milesTraveled, PHILADELPHIA } from './distance';

describe('milesTraveled', () => {
  it('sums twice the great-circle distance from home to each course, in miles and kilometres', () => {
    // One degree of latitude on a 3,959-mile sphere is 69.10 miles.
    const home = chooseHome({ name: 'Home GC', latitude: 0, longitude: 0 }, null);
    const result = milesTraveled(home, [
      { id: 'a', latitude: 1, longitude: 0 },
      { id: 'b', latitude: 0, longitude: 2 },
      { id: 'no-position', latitude: null, longitude: null },
    ]);
    expect(greatCircleMiles({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(
      69.1,
      1,
    );
    expect(result.miles).toBe(Math.round(2 * 69.0975 + 4 * 69.0975));
    expect(result.kilometres).toBe(Math.round(6 * 69.0975 * 1.609344));
    expect(result.coursesWithoutPosition).toBe(1);
    expect(result.home.source).toBe('home-course');
  });

  it('measures from the profile city without a home course, and from Philadelphia without either', () => {
    expect(chooseHome(null, { name: 'Chicago', latitude: 41.88, longitude: -87.63 }).source).toBe(
      'profile-city',
    );
    expect(chooseHome(null, null)).toEqual({ ...PHILADELPHIA, source: 'default', label: 'Philadelphia' });
  });

  it('is 0 with no courses played', () => {
    expect(milesTraveled(chooseHome(null, null), []).miles).toBe(0);
  });
});
