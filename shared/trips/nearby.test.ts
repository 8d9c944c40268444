import { describe, expect, it } from 'vitest';
import { compareNearby, type NearbyCourse } from './nearby';

const course = (id: string, fields: Partial<NearbyCourse> & { listRank?: number } = {}) => ({
  id,
  name: id,
  city: '',
  state: null,
  country: 'Scotland',
  latitude: 56,
  longitude: -2.8,
  miles: 10,
  custom: false,
  bucketPriority: null,
  userRating: 0,
  reviewCount: 0,
  ...fields,
});

describe('compareNearby', () => {
  it('puts the bucket list, then own lists, then the community rating before a nearer course', () => {
    const courses = [
      course('near-unrated', { miles: 1 }),
      course('rated', { miles: 40, userRating: 8.5 }),
      course('better-rated', { miles: 60, userRating: 9.1 }),
      course('second-on-a-list', { miles: 80, listRank: 1 }),
      course('first-on-a-list', { miles: 90, listRank: 0, userRating: 2 }),
      course('bucket-low', { miles: 150, bucketPriority: 2 }),
      course('bucket-high', { miles: 190, bucketPriority: 9 }),
      course('far-unrated', { miles: 5 }),
    ];
    expect(courses.sort(compareNearby).map((c) => c.id)).toEqual([
      'bucket-high',
      'bucket-low',
      'first-on-a-list',
      'second-on-a-list',
      'better-rated',
      'rated',
      'near-unrated',
      'far-unrated',
    ]);
  });

  it('ranks an own-list course above a higher-rated course on no list (a list is not outvoted by the crowd)', () => {
    const sorted = [course('crowd', { userRating: 9.9 }), course('mine', { listRank: 12 })].sort(
      compareNearby,
    );
    expect(sorted.map((c) => c.id)).toEqual(['mine', 'crowd']);
  });
});
