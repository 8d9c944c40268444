import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, ACHIEVEMENT_CATEGORIES } from './definitions';
import { metAchievementIds } from './evaluate';
import type { GolferFacts } from './golfer-facts';
import { buildFacts, consecutiveDays, playedCourse, playedCourses } from './testing';

const COUNTRIES = [
  'United States',
  'Scotland',
  'England',
  'Ireland',
  'Wales',
  'Spain',
  'France',
  'Japan',
  'Australia',
  'South Africa',
  'Canada',
  'Mexico',
  'Portugal',
  'Germany',
  'Italy',
  'Netherlands',
  'Sweden',
  'Norway',
  'New Zealand',
  'Argentina',
];
const inCountries = (n: number) => playedCourses(n, (i) => ({ country: COUNTRIES[i] ?? `Country ${i}` }));
const best18 = (score: number) => [{ holes: 18, par: 72, score, count: 1 }];
const rounds = (count: number) => [{ holes: 18, par: 72, score: 90, count }];
const byArchitect = (architect: string, n: number) => playedCourses(n, () => ({ architects: [architect] }));
const venue = (event: string, years = [2000]) =>
  playedCourse({ championships: [{ event, name: event, years }] });
const days = (dates: string[], perDay = 1) => Object.fromEntries(dates.map((d) => [d, perDay]));
const monthsOf = (year: number, n: number) =>
  days(Array.from({ length: n }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}-10`));

/** `n` courses put on the bucket list on `listed` and played on `played` (one round each). */
const listedAndPlayed = (n: number, { listed, played }: { listed: string; played: string }) => {
  const courses = playedCourses(n, () => ({ onBucketList: true, bucketListSince: listed }));
  return {
    playedCourses: courses,
    rounds: courses.map((course, i) => ({
      id: `r${i}`,
      courseId: course.courseId,
      playedAt: played,
      holes: 18,
      score: 90,
      par: 72,
    })),
  };
};
/** Rounds of the given holes on one day. */
const holesOn = (day: string, holes: number[]) =>
  holes.map((h, i) => ({ id: `${day}-${i}`, courseId: 'a', playedAt: day, holes: h, score: 45, par: 36 }));

/**
 * Each rule one by one: the golfer's data one step short of the line (not earned) and on it (earned). The
 * only way a case passes is that exact achievement's rule drawing its line where the description says.
 */
const cases: Record<string, [short: Partial<GolferFacts>, met: Partial<GolferFacts>]> = {
  'passport-stamped': [{ playedCourses: inCountries(1) }, { playedCourses: inCountries(2) }],
  'five-flags': [{ playedCourses: inCountries(4) }, { playedCourses: inCountries(5) }],
  'global-rounder': [{ playedCourses: inCountries(9) }, { playedCourses: inCountries(10) }],
  'world-explorer': [{ playedCourses: inCountries(19) }, { playedCourses: inCountries(20) }],
  'three-continents': [
    { playedCourses: playedCourses(3, (i) => ({ country: ['Scotland', 'England', 'Japan'][i] })) },
    { playedCourses: playedCourses(3, (i) => ({ country: ['Scotland', 'Canada', 'Japan'][i] })) },
  ],
  'six-continents': [
    {
      playedCourses: inCountries(0).concat(
        playedCourses(5, (i) => ({ country: ['Scotland', 'Canada', 'Japan', 'Australia', 'Kenya'][i] })),
      ),
    },
    {
      playedCourses: playedCourses(6, (i) => ({
        country: ['Scotland', 'Canada', 'Japan', 'Australia', 'Kenya', 'Chile'][i],
      })),
    },
  ],
  'home-nations': [
    { playedCourses: playedCourses(4, (i) => ({ country: ['Scotland', 'England', 'Wales', 'France'][i] })) },
    {
      playedCourses: playedCourses(4, (i) => ({
        country: ['Scotland', 'England', 'Wales', 'Northern Ireland'][i],
      })),
    },
  ],
  'first-tee': [{}, { scoreCounts: best18(100) }],
  'ten-courses': [{ playedCourses: playedCourses(9) }, { playedCourses: playedCourses(10) }],
  'century-of-courses': [{ playedCourses: playedCourses(99) }, { playedCourses: playedCourses(100) }],
  'bucket-list-tick': [
    // Played on 1 May, put on the list on 2 May: never a dream fulfilled.
    listedAndPlayed(1, { listed: '2025-05-02', played: '2025-05-01' }),
    listedAndPlayed(1, { listed: '2025-05-01', played: '2025-05-02' }),
  ],
  'bucket-list-five': [
    listedAndPlayed(4, { listed: '2025-05-01', played: '2025-05-02' }),
    listedAndPlayed(5, { listed: '2025-05-01', played: '2025-05-02' }),
  ],
  'major-venue': [
    // Awarded a future edition only: not a venue yet.
    { playedCourses: [venue('us-open', [2031]), venue('pga-tour')] },
    { playedCourses: [venue('us-open')] },
  ],
  'major-collector': [
    { playedCourses: [venue('us-open'), venue('masters'), venue('ryder-cup'), venue('pga-championship')] },
    {
      playedCourses: [
        venue('us-open'),
        venue('masters'),
        venue('ryder-cup'),
        venue('pga-championship'),
        venue('open-championship'),
      ],
    },
  ],
  'open-rota': [
    { playedCourses: [venue('open-championship'), venue('open-championship'), venue('us-open')] },
    { playedCourses: [venue('open-championship'), venue('open-championship'), venue('open-championship')] },
  ],
  'collection-complete': [
    // Two of the three Royal clubs; then all three (a course on several lists counts on each).
    {
      playedCourses: playedCourses(2, () => ({ collections: ['royal', 'links'] })),
      collectionSizes: { royal: 3, links: 170 },
    },
    {
      playedCourses: playedCourses(3, () => ({ collections: ['royal', 'links'] })),
      collectionSizes: { royal: 3, links: 170 },
    },
  ],
  'break-100': [{ scoreCounts: best18(100) }, { scoreCounts: best18(99) }],
  'break-90': [
    // A 9-hole 45 is not an 18-hole score.
    { scoreCounts: [...best18(90), { holes: 9, par: 36, score: 45, count: 3 }] },
    { scoreCounts: best18(89) },
  ],
  'break-80': [{ scoreCounts: best18(80) }, { scoreCounts: best18(79) }],
  'scratch-club': [
    // The Best Score decides: 73 is one too many; 72 is scratch.
    { scoreCounts: best18(73) },
    { scoreCounts: best18(72) },
  ],
  'ghin-synced': [{ ghinNumber: null }, { ghinNumber: '1234567' }],
  'single-digit': [{ handicapIndex: 10 }, { handicapIndex: 9.9 }],
  centurion: [{ scoreCounts: rounds(99) }, { scoreCounts: rounds(100) }],
  'founding-circle': [
    { memberSince: '2027-07-01T00:00:00.000Z' },
    { memberSince: '2027-06-30T23:59:59.000Z' },
  ],
  'first-review': [{ ratingsGiven: 0 }, { ratingsGiven: 1 }],
  'course-critic': [{ ratingsGiven: 9 }, { ratingsGiven: 10 }],
  connoisseur: [{ ratingsGiven: 24 }, { ratingsGiven: 25 }],
  storyteller: [{ storiesShared: 0 }, { storiesShared: 1 }],
  'on-the-board': [{ leaderboardOptIn: false }, { leaderboardOptIn: true }],
  'event-regular': [{ eventReservations: 0 }, { eventReservations: 1 }],
  'design-student': [
    {
      playedCourses: playedCourses(3, (i) => ({
        architects: [['Pete Dye', 'Tom Doak', 'Unknown'][i] ?? ''],
      })),
    },
    {
      playedCourses: playedCourses(3, (i) => ({
        architects: [['Pete Dye', 'Tom Doak', 'Donald Ross'][i] ?? ''],
      })),
    },
  ],
  'design-scholar': [
    { playedCourses: playedCourses(9, (i) => ({ architects: [`Architect ${i}`] })) },
    { playedCourses: playedCourses(10, (i) => ({ architects: [`Architect ${i}`] })) },
  ],
  'golden-age': [
    { playedCourses: [...byArchitect('Donald Ross', 2), ...byArchitect('Alister MacKenzie', 1)] },
    // "A. W. Tillinghast" is the same architect as "A.W. Tillinghast".
    {
      playedCourses: playedCourses(3, (i) => ({
        architects: [['Donald Ross', 'A. W. Tillinghast', 'Alister MacKenzie'][i] ?? ''],
      })),
    },
  ],
  'mackenzie-trail': [
    { playedCourses: byArchitect('Alister MacKenzie', 2) },
    { playedCourses: playedCourses(3, () => ({ architects: ['Alister MacKenzie', 'Robert Hunter'] })) },
  ],
  'dye-hard': [{ playedCourses: byArchitect('Pete Dye', 2) }, { playedCourses: byArchitect('Pete Dye', 3) }],
  'old-tom': [
    { playedCourses: byArchitect('Young Tom Morris', 1) },
    { playedCourses: byArchitect('Old Tom Morris', 1) },
  ],
  'back-to-back': [
    { roundDays: days(['2025-05-01', '2025-05-03']) },
    // Across a month's end.
    { roundDays: days(['2025-04-30', '2025-05-01']) },
  ],
  'golf-week': [
    { roundDays: { ...consecutiveDays('2025-05-01', 6), ...consecutiveDays('2025-05-08', 6) } },
    { roundDays: consecutiveDays('2024-12-28', 7) },
  ],
  'thirty-six': [
    // 18 + 9 is 27 holes; 18 + 9 + 9 is 36, and so is 18 + 18.
    { rounds: holesOn('2025-05-01', [18, 9]).concat(holesOn('2025-05-02', [18])) },
    { rounds: holesOn('2025-05-01', [18, 9, 9]) },
  ],
  'four-seasons': [
    { roundDays: { ...monthsOf(2024, 11), ...monthsOf(2025, 11) } },
    { roundDays: monthsOf(2025, 12) },
  ],
  'fifty-in-a-year': [
    { roundDays: { '2024-03-01': 25, '2024-12-31': 24, '2025-01-01': 40 } },
    { roundDays: { '2024-03-01': 25, '2024-12-31': 25 } },
  ],
};

describe('the achievements', () => {
  it('are 41 in the six categories, with unique ids and 25 to 500 points', () => {
    expect(ACHIEVEMENTS).toHaveLength(41);
    expect(new Set(ACHIEVEMENTS.map((a) => a.id)).size).toBe(41);
    expect(new Set(ACHIEVEMENTS.map((a) => a.category))).toEqual(new Set(ACHIEVEMENT_CATEGORIES));
    for (const a of ACHIEVEMENTS) {
      expect(a.points, a.id).toBeGreaterThanOrEqual(25);
      expect(a.points, a.id).toBeLessThanOrEqual(500);
      expect(a.nextSteps(1).length, a.id).toBeGreaterThanOrEqual(1);
    }
  });

  it('each have a case below', () => {
    expect(Object.keys(cases).sort()).toEqual(ACHIEVEMENTS.map((a) => a.id).sort());
  });

  it('earn nothing for a golfer with no data (Founding Circle aside, for those who joined early)', () => {
    expect([...metAchievementIds(buildFacts())]).toEqual([]);
  });

  describe.each(Object.entries(cases))('%s', (id, [short, met]) => {
    it('is not earned one step short of its line', () => {
      expect(metAchievementIds(buildFacts(short)).has(id)).toBe(false);
    });
    it('is earned on its line', () => {
      expect(metAchievementIds(buildFacts(met)).has(id)).toBe(true);
    });
  });
});
