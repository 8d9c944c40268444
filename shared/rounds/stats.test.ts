import { describe, expect, it } from 'vitest';
import { computeArchitectStats, computeUserStats, latestArchitectNote, scoreSummary } from './stats';

describe('scoreSummary', () => {
  it('totals the rounds, takes the lowest score of any round and averages the 18-hole scores only', () => {
    expect(
      scoreSummary([
        { holes: 18, score: 85, count: 2 },
        { holes: 18, score: 90, count: 1 },
        { holes: 9, score: 40, count: 3 },
      ]),
    ).toEqual({ totalRounds: 6, bestScore: 40, averageScore: 86.7 });
  });

  it('ignores scores whose rounds were all deleted (a count of zero)', () => {
    expect(
      scoreSummary([
        { holes: 18, score: 70, count: 0 },
        { holes: 18, score: 80, count: 1 },
      ]),
    ).toEqual({ totalRounds: 1, bestScore: 80, averageScore: 80 });
  });

  it('has no average when every round is 9 holes, and nothing at all without rounds', () => {
    expect(scoreSummary([{ holes: 9, score: 40, count: 1 }]).averageScore).toBeNull();
    expect(scoreSummary([])).toEqual({ totalRounds: 0, bestScore: null, averageScore: null });
  });
});

describe('computeUserStats', () => {
  it('counts distinct played courses and countries whatever their case', () => {
    const stats = computeUserStats(
      [{ holes: 18, score: 81, count: 4 }],
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
      averageScore: 81,
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
    expect(stats).toEqual([
      { architect: 'A. W. Tillinghast', coursesPlayed: 2 },
      { architect: 'Ben Crenshaw', coursesPlayed: 2 },
      { architect: 'Bill Coore', coursesPlayed: 2 },
    ]);
  });
});
