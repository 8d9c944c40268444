import { describe, expect, it } from 'vitest';
import { firstPlayedWithin, listProgress, playedBefore, playedBy, type ListMember } from './progress';

const member = (id: string, latitude: number | null, longitude: number | null): ListMember => ({
  id,
  name: id,
  place: '',
  latitude,
  longitude,
});

// St Andrews, Carnoustie (20 mi), Troon (~90 mi), Sandwich (~400 mi), no position.
const members = [
  member('sandwich', 51.27, 1.34),
  member('troon', 55.53, -4.65),
  member('unplaced', null, null),
  member('carnoustie', 56.5, -2.72),
  member('st-andrews', 56.34, -2.8),
];

describe('a golfer’s progress along a list', () => {
  it('counts played courses, by a round or a mark alike, out of the list', () => {
    const golfer = new Map([
      ['st-andrews', { played: true, bucketList: false }],
      ['troon', { played: true, bucketList: true }],
    ]);
    const progress = listProgress(members, golfer, []);
    expect(progress).toMatchObject({ total: 5, played: 2 });
    expect(progress.courses.find((course) => course.id === 'troon')?.status).toBe('played');
  });

  it('orders the unplayed ones nearest a bucket-list course first, unplaced ones last in list order', () => {
    const golfer = new Map([['st-andrews', { played: true, bucketList: false }]]);
    const bucketNearStAndrews = [{ latitude: 56.34, longitude: -2.8 }];
    const progress = listProgress(members, golfer, bucketNearStAndrews);
    expect(progress.nextUp).toEqual(['carnoustie', 'troon', 'sandwich', 'unplaced']);
    const miles = progress.courses.find((course) => course.id === 'carnoustie')?.milesFromBucketList;
    expect(miles).toBeGreaterThan(5);
    expect(miles).toBeLessThan(30);
  });

  it('takes the nearest of several bucket-list courses, and puts a listed course itself first', () => {
    const golfer = new Map([['sandwich', { played: false, bucketList: true }]]);
    const points = [
      { latitude: 51.27, longitude: 1.34 }, // Sandwich itself
      { latitude: 55.5, longitude: -4.6 }, // near Troon
    ];
    const progress = listProgress(members, golfer, points);
    expect(progress.nextUp.slice(0, 2)).toEqual(['sandwich', 'troon']);
    expect(progress.courses.find((course) => course.id === 'sandwich')?.status).toBe('bucket-list');
  });

  it('keeps the list’s own order without a bucket list', () => {
    expect(listProgress(members, new Map(), []).nextUp).toEqual([
      'sandwich',
      'troon',
      'unplaced',
      'carnoustie',
      'st-andrews',
    ]);
  });
});

describe('first plays over a stretch of time', () => {
  it('reads a round’s date inclusively at both ends', () => {
    const play = { marked: false, firstRoundOn: '2025-06-01' };
    expect(firstPlayedWithin(play, '2025-06-01', '2025-06-30')).toBe(true);
    expect(firstPlayedWithin(play, '2025-05-01', '2025-06-01')).toBe(true);
    expect(firstPlayedWithin(play, '2025-06-02', '2025-06-30')).toBe(false);
    expect(playedBy(play, '2025-05-31')).toBe(false);
  });

  it('counts an undated mark as played before any stretch', () => {
    const mark = { marked: true, firstRoundOn: null };
    expect(playedBefore(mark, '1900-01-01')).toBe(true);
    expect(firstPlayedWithin(mark, '2000-01-01', '2099-12-31')).toBe(false);
    expect(playedBefore(undefined, '2025-01-01')).toBe(false);
  });
});
