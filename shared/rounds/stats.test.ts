import { describe, expect, it } from 'vitest';
import { averageEighteenHoleScore, computeArchitectStats, computeUserStats } from './stats';

const round = (
  courseId: string,
  score: number,
  holes = 18,
  playedAt = '2024-01-01',
  roundArchitect?: string,
) => ({
  courseId,
  score,
  holes,
  playedAt,
  roundArchitect,
});

describe('computeUserStats', () => {
  it('counts distinct courses and countries, best of all rounds, average of 18-hole rounds only', () => {
    const stats = computeUserStats(
      [round('a', 85), round('a', 90), round('b', 40, 9), round('c', 81)],
      [
        { id: 'a', country: 'USA' },
        { id: 'b', country: 'Scotland' },
        { id: 'c', country: 'usa' },
      ],
    );
    expect(stats).toEqual({
      coursesPlayed: 3,
      totalRounds: 4,
      countriesVisited: 2,
      bestScore: 40,
      averageScore: 85.3,
    });
  });

  it('answers zeros and nulls without rounds', () => {
    expect(computeUserStats([], [])).toEqual({
      coursesPlayed: 0,
      totalRounds: 0,
      countriesVisited: 0,
      bestScore: null,
      averageScore: null,
    });
  });

  it('has no average when every round is 9 holes', () => {
    expect(averageEighteenHoleScore([{ score: 40, holes: 9 }])).toBeNull();
  });
});

describe('computeArchitectStats', () => {
  const courses = [
    { id: 'a', country: 'USA', architects: ['Donald Ross'] },
    { id: 'b', country: 'USA', architects: ['Donald Ross', 'Pete Dye'] },
    { id: 'c', country: 'USA', architects: ['Pete Dye'] },
  ];

  it('counts each course once per architect, most courses first, then by name', () => {
    const stats = computeArchitectStats(
      [round('a', 80), round('a', 82), round('b', 85), round('c', 90)],
      courses,
    );
    expect(stats).toEqual([
      { architect: 'Donald Ross', coursesPlayed: 2 },
      { architect: 'Pete Dye', coursesPlayed: 2 },
    ]);
  });

  it("uses the latest round's architect override for its course and skips Unknown", () => {
    const stats = computeArchitectStats(
      [
        round('c', 90, 18, '2023-01-01', 'Unknown'),
        round('c', 88, 18, '2024-01-01', 'Tom Doak'),
        round('a', 80),
      ],
      courses,
    );
    expect(stats).toEqual([
      { architect: 'Donald Ross', coursesPlayed: 1 },
      { architect: 'Tom Doak', coursesPlayed: 1 },
    ]);
  });
});
