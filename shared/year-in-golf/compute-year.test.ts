import { describe, expect, it } from 'vitest';
import type { Home } from '../passport/distance';
import type { PassportRound } from '../passport/types';
import { computeYearInGolf, latestYear, yearsWithRounds, type YearCourseFacts } from './compute-year';
import { yearInGolfQuerySchema } from './year-in-golf-schema';

/**
 * Worked examples (docs/product-rules.md#year-in-golf), every figure checked by hand. Home is on the equator
 * at the prime meridian, so a course one degree away is 3,959 x pi / 180 = 69.0976 miles off, 138.1952 there
 * and back.
 */
const home: Home = { latitude: 0, longitude: 0, source: 'profile-city', label: 'Null Island' };

const course = (id: string, country: string, position: [number, number] | null): YearCourseFacts => ({
  id,
  name: `Course ${id}`,
  city: `Town ${id}`,
  state: null,
  country,
  latitude: position?.[0] ?? null,
  longitude: position?.[1] ?? null,
});

const courses = new Map(
  [
    course('A', 'Scotland', [0, 1]),
    course('B', 'Ireland', [1, 0]),
    // The same country in another spelling: Scotland is not new in 2025 because of A in 2024.
    course('C', 'scotland ', [0, 2]),
    course('D', 'USA', null),
    course('E', 'Wales', [0, 3]),
    course('F', 'England', [0, 1]),
  ].map((c) => [c.id, c]),
);

let next = 0;
const round = (
  courseId: string,
  playedAt: string,
  holes: number,
  score: number,
  par: number,
): PassportRound => ({
  id: `r${String(++next).padStart(2, '0')}`,
  courseId,
  playedAt,
  holes,
  score,
  par,
  roundType: 'Regular',
  roundCourseType: null,
});

const rounds: PassportRound[] = [
  round('F', '2023-10-10', 9, 44, 36),
  round('A', '2024-05-01', 18, 80, 72),
  round('A', '2025-03-10', 18, 78, 72),
  round('B', '2025-04-02', 9, 40, 36),
  round('C', '2025-06-15', 18, 75, 71),
  round('B', '2025-07-01', 9, 38, 35),
  round('C', '2025-08-20', 18, 77, 72),
  round('D', '2025-09-09', 18, 76, 72),
  round('E', '2026-01-02', 18, 90, 72),
];

describe('the year in golf', () => {
  const year = computeYearInGolf({ year: 2025, rounds, courses, home });

  it('counts the rounds of the year and their holes, a 9-hole round as 9', () => {
    // 18 + 9 + 18 + 9 + 18 + 18
    expect(year?.rounds).toBe(6);
    expect(year?.holes).toBe(90);
  });

  it('does not count as new a course first played in an earlier year', () => {
    expect(year?.courses.map((c) => [c.id, c.rounds, c.isNew])).toEqual([
      ['B', 2, true],
      ['C', 2, true],
      ['A', 1, false],
      ['D', 1, true],
    ]);
    // In the order first played: B in April, C in June, D in September.
    expect(year?.newCourseIds).toEqual(['B', 'C', 'D']);
  });

  it('counts a country first played this year as new, and one first played before (in any spelling) as not', () => {
    expect(year?.countries).toEqual([
      { country: 'Scotland', courseIds: ['A', 'C'], isNew: false },
      { country: 'Ireland', courseIds: ['B'], isNew: true },
      { country: 'USA', courseIds: ['D'], isNew: true },
    ]);
    expect(year?.newCountries).toEqual(['Ireland', 'USA']);
  });

  it("measures miles by the Passport's rule: each course of the year once, there and back, from home", () => {
    // A 138.1952 + B 138.1952 + C 276.3903 = 552.7806 miles; D has no position. 552.7806 x 1.609344 = 889.61 km.
    expect(year?.miles).toEqual({
      miles: 553,
      kilometres: 890,
      home: { source: 'profile-city', label: 'Null Island' },
      coursesWithoutPosition: 1,
    });
  });

  it('takes the best 18-hole round against its own par, the lower score among equals, never a nine', () => {
    // 75 on par 71 and 76 on par 72 are both +4: the 75 wins. The 38 on par 35 (+3) is a nine.
    expect(year?.bestRound).toMatchObject({ score: 75, par: 71, holes: 18 });
    expect(year?.bestRound?.rounds.map((r) => r.playedAt)).toEqual(['2025-06-15']);
  });

  it('takes the best nine in a year with no 18-hole round', () => {
    const nines = computeYearInGolf({ year: 2023, rounds, courses, home });
    expect(nines).toMatchObject({ rounds: 1, holes: 9, bestRound: { score: 44, par: 36, holes: 9 } });
    expect(nines?.newCountries).toEqual(['England']);
  });

  it('breaks a tie for most played by the course played latest in the year, and says how many tie', () => {
    // B and C have two rounds each; C's last was 20 August, B's 1 July.
    expect(year?.mostPlayed).toEqual({ courseId: 'C', rounds: 2, tiedWith: 1 });
  });

  it('does not count as new a course marked played without a round, nor its country', () => {
    // D (USA) was marked played before its 2025 round: played on a day not recorded, before any year.
    const marked = computeYearInGolf({ year: 2025, rounds, courses, home, markedCourseIds: ['D'] });
    expect(marked?.newCourseIds).toEqual(['B', 'C']);
    expect(marked?.newCountries).toEqual(['Ireland']);
  });

  it('answers null for a year without rounds', () => {
    expect(computeYearInGolf({ year: 2019, rounds, courses, home })).toBeNull();
  });

  it('still counts the rounds at a course since removed, without naming it', () => {
    const gone = computeYearInGolf({
      year: 2025,
      rounds: [...rounds, round('GONE', '2025-12-31', 18, 70, 72)],
      courses,
      home,
    });
    expect(gone?.rounds).toBe(7);
    expect(gone?.courses.map((c) => c.id)).not.toContain('GONE');
    expect(gone?.mostPlayed?.courseId).toBe('C');
  });

  it('lists every year with rounds, latest first, and opens on the latest', () => {
    expect(yearsWithRounds(rounds)).toEqual([
      { year: 2026, rounds: 1 },
      { year: 2025, rounds: 6 },
      { year: 2024, rounds: 1 },
      { year: 2023, rounds: 1 },
    ]);
    expect(latestYear(rounds, '2027-02-01')).toBe(2026);
    expect(latestYear([], '2027-02-01')).toBe(2027);
  });
});

describe('the year asked for', () => {
  it.each(['25', '2025.5', 'abcd', '1899', '2101', '', '20250'])(
    'refuses %j with a message a person can act on',
    (year) => {
      const result = yearInGolfQuerySchema.safeParse({ year });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/four digits from 1900 to 2100, such as 2025/);
    },
  );

  it('takes a four-digit year, or none', () => {
    expect(yearInGolfQuerySchema.parse({ year: '2025' })).toEqual({ year: 2025 });
    expect(yearInGolfQuerySchema.parse({})).toEqual({});
  });
});
