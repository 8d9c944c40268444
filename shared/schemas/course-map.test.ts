import { describe, expect, it } from 'vitest';
import { mapStatusCounts, mapStatusOf } from './course-map';

describe('mapStatusCounts', () => {
  it('counts Pebble Beach, played and listed, once, as played: 2 played, 1 on the bucket list, 1 available', () => {
    const courses = [
      { id: 'pebble', status: mapStatusOf({ played: true, bucketList: true }) },
      { id: 'bandon', status: mapStatusOf({ played: true }) },
      { id: 'cypress', status: mapStatusOf({ bucketList: true }) },
      { id: 'oakmont', status: mapStatusOf(undefined) },
    ];
    expect(mapStatusCounts(courses)).toEqual({ played: 2, 'bucket-list': 1, available: 1 });
  });

  it('counts nothing for no courses', () => {
    expect(mapStatusCounts([])).toEqual({ played: 0, 'bucket-list': 0, available: 0 });
  });
});
