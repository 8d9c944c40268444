import { describe, expect, it } from 'vitest';
import {
  bestRound,
  computeArchitectStats,
  computeUserStats,
  latestArchitectNote,
  scoreSummary,
  summarizeRounds,
} from './stats';

describe('bestRound', () => {
  it('is the 18-hole round best against its own par, never a 9-hole round beside 18-hole ones', () => {
    expect(
      bestRound([
        { holes: 9, score: 43, par: 36 },
        { holes: 18, score: 73, par: 70 },
        { holes: 18, score: 74, par: 72 },
      ]),
    ).toEqual({ score: 74, par: 72, holes: 18 });
  });

  it('takes the lower score between rounds equally far from par', () => {
    expect(
      bestRound([
        { holes: 18, score: 74, par: 72 },
        { holes: 18, score: 72, par: 70 },
      ]),
    ).toEqual({ score: 72, par: 70, holes: 18 });
  });

  it('is the best 9-hole round for a golfer with only 9-hole rounds, and nothing without rounds', () => {
    expect(
      bestRound([
        { holes: 9, score: 43, par: 36 },
        { holes: 9, score: 39, par: 35 },
      ]),
    ).toEqual({ score: 39, par: 35, holes: 9 });
    expect(bestRound([])).toBeNull();
  });

  it('reads a round of unknown par at the default par for its holes', () => {
    expect(bestRound([{ holes: 18, score: 80, par: null }])).toEqual({ score: 80, par: 72, holes: 18 });
  });
});

describe('scoreSummary', () => {
  it('totals the rounds, takes the best 18-hole round against its par and averages the 18-hole scores', () => {
    expect(
      scoreSummary([
        { holes: 18, score: 85, par: 72, count: 2 },
        { holes: 18, score: 90, par: 72, count: 1 },
        { holes: 9, score: 40, par: 36, count: 3 },
      ]),
    ).toEqual({ totalRounds: 6, bestScore: 85, bestScorePar: 72, bestScoreHoles: 18, averageScore: 86.7 });
  });

  it('ignores scores whose rounds were all deleted (a count of zero)', () => {
    expect(
      scoreSummary([
        { holes: 18, score: 70, par: 72, count: 0 },
        { holes: 18, score: 80, par: 72, count: 1 },
      ]),
    ).toEqual({ totalRounds: 1, bestScore: 80, bestScorePar: 72, bestScoreHoles: 18, averageScore: 80 });
  });

  it('has no average when every round is 9 holes, and nothing at all without rounds', () => {
    expect(scoreSummary([{ holes: 9, score: 40, par: 36, count: 1 }])).toMatchObject({
      averageScore: null,
      bestScore: 40,
      bestScoreHoles: 9,
    });
    expect(scoreSummary([])).toEqual({
      totalRounds: 0,
      bestScore: null,
      bestScorePar: null,
      bestScoreHoles: null,
      averageScore: null,
    });
  });
});

describe('computeUserStats', () => {
  it('counts distinct played courses and countries whatever their case', () => {
    const stats = computeUserStats(
      [{ holes: 18, score: 81, par: 72, count: 4 }],
      [
        { courseId: 'a', country: 'USA' },
        { courseId: 'b', country: 'Scotland' },
        { courseId: 'c', country: 'usa' },
        { courseId: 'd', country: ' ' },
      ],
    );
    expect(stats).toEqual({
      coursesPlayed: 4,
      totalRounds: 4,
      countriesVisited: 2,
      bestScore: 81,
      bestScorePar: 72,
      bestScoreHoles: 18,
      averageScore: 81,
    });
  });

  it('answers zeros and nulls without rounds', () => {
    expect(computeUserStats([], [])).toEqual({
      coursesPlayed: 0,
      totalRounds: 0,
      countriesVisited: 0,
      bestScore: null,
      bestScorePar: null,
      bestScoreHoles: null,
      averageScore: null,
    });
  });
});

describe('latestArchitectNote', () => {
  it('takes the latest round that named an architect, ignoring blank names', () => {
    expect(
      latestArchitectNote([
        { playedAt: '2023-01-01', architect: 'Tom Doak' },
        { playedAt: '2024-05-01', architect: '  ' },
        { playedAt: '2024-01-01', architect: 'Gil Hanse ' },
      ]),
    ).toBe('Gil Hanse');
    expect(latestArchitectNote([])).toBeUndefined();
  });
});

describe('computeArchitectStats', () => {
  const played = (courseId: string, architects: string[], notes: [string, string][] = []) => ({
    courseId,
    architects,
    architectNotes: notes.map(([playedAt, architect]) => ({ playedAt, architect })),
  });

  it('counts each course once per architect, most courses first, then by name', () => {
    const stats = computeArchitectStats([
      played('a', ['Donald Ross']),
      played('b', ['Donald Ross', 'Pete Dye']),
      played('c', ['Pete Dye']),
    ]);
    expect(stats).toEqual([
      { architect: 'Donald Ross', coursesPlayed: 2 },
      { architect: 'Pete Dye', coursesPlayed: 2 },
    ]);
  });

  it("uses the latest round's architect override for its course, merges case and skips Unknown", () => {
    const stats = computeArchitectStats([
      played(
        'c',
        ['Pete Dye'],
        [
          ['2023-01-01', 'Unknown'],
          ['2024-01-01', 'Tom Doak'],
        ],
      ),
      played('d', ['Pete Dye'], [['2024-01-01', 'tom doak']]),
      played('e', ['Donald Ross'], [['2024-01-01', 'Unknown']]),
      played('a', ['Donald Ross']),
    ]);
    expect(stats).toEqual([
      { architect: 'Tom Doak', coursesPlayed: 2 },
      { architect: 'Donald Ross', coursesPlayed: 1 },
    ]);
  });

  it('credits each name of a comma-separated override, and one spelling of a name counts once', () => {
    const stats = computeArchitectStats([
      played('a', ['Bill Coore', 'Ben Crenshaw']),
      played('b', ['Pete Dye'], [['2024-01-01', 'Bill Coore, Ben Crenshaw']]),
      played('c', ['A. W. Tillinghast']),
      played('d', ['Rees Jones'], [['2024-01-01', 'A.W. Tillinghast']]),
    ]);
    // Three tied on two courses: Bill Coore led both of his (first named), Ben Crenshaw neither.
    expect(stats).toEqual([
      { architect: 'A. W. Tillinghast', coursesPlayed: 2 },
      { architect: 'Bill Coore', coursesPlayed: 2 },
      { architect: 'Ben Crenshaw', coursesPlayed: 2 },
    ]);
  });

  it("gives #1 in a tie to the lead architect: Pebble Beach's Jack Neville before Douglas Grant", () => {
    const stats = computeArchitectStats([played('pebble', ['Jack Neville', 'Douglas Grant'])]);
    expect(stats.map((entry) => entry.architect)).toEqual(['Jack Neville', 'Douglas Grant']);
  });
});

describe('summarizeRounds', () => {
  it('gives the stats API figures for rounds in hand', () => {
    expect(
      summarizeRounds([
        { holes: 18, score: 80, par: 72, courseId: 'a' },
        { holes: 18, score: 76, par: 70, courseId: 'b' },
        { holes: 9, score: 38, par: 36, courseId: 'a' },
      ]),
    ).toEqual({
      totalRounds: 3,
      bestScore: 76,
      bestScorePar: 70,
      bestScoreHoles: 18,
      averageScore: 78,
      coursesPlayed: 2,
    });
  });
});
