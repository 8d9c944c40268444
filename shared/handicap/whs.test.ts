import { describe, expect, it } from 'vitest';
import {
  applyCaps,
  courseHandicap,
  estimateHandicapIndex,
  expectedNineHoleDifferential,
  indexFromDifferentials,
  scoreDifferential,
  type WhsScore,
} from './whs';

describe('scoreDifferential (Rule 5.1)', () => {
  it("reproduces the USGA's worked example: 85 on 71.3 / 121 is 12.8", () => {
    expect(scoreDifferential({ adjustedGross: 85, courseRating: 71.3, slope: 121 })).toBe(12.8);
  });

  it('takes the playing conditions calculation off the score', () => {
    expect(scoreDifferential({ adjustedGross: 85, courseRating: 71.3, slope: 121, pcc: 1 })).toBe(11.9);
  });

  it('can be negative (a score below the course rating)', () => {
    expect(scoreDifferential({ adjustedGross: 70, courseRating: 72.5, slope: 130 })).toBe(-2.2);
  });
});

describe('indexFromDifferentials (Rule 5.2 and its table for fewer than 20)', () => {
  it('is not given with fewer than three scores', () => {
    expect(indexFromDifferentials([10, 12])).toBeNull();
  });

  it.each([
    // [differentials, expected index]: lowest 1 −2.0, lowest 1 −1.0, lowest 1, mean of lowest 2 −1.0 ...
    [[15, 10, 12], 8],
    [[15, 10, 12, 14], 9],
    [[15, 10, 12, 14, 13], 10],
    [[15, 10, 12, 14, 13, 11], 9.5],
    [[15, 10, 12, 14, 13, 11, 16], 10.5],
  ])('%j gives %d', (differentials, index) => {
    expect(indexFromDifferentials(differentials)?.index).toBe(index);
  });

  it('averages the lowest 8 of the most recent 20, ignoring older scores', () => {
    const recent = [20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
    const older = [0, 0, 0];
    const result = indexFromDifferentials([...recent, ...older]);
    expect(result?.index).toBe(4.5); // (1 + ... + 8) / 8
    expect(result?.counted.sort((a, b) => a - b)).toEqual([12, 13, 14, 15, 16, 17, 18, 19]);
  });

  it('never exceeds 54.0', () => {
    expect(indexFromDifferentials([70, 80, 90])?.index).toBe(54);
  });
});

describe('applyCaps (Rule 5.7)', () => {
  it('leaves an increase of 3.0 or less alone', () => {
    expect(applyCaps(13, 10)).toEqual({ index: 13, cap: null });
  });

  it('halves the increase past 3.0 (soft cap): low 10.0, calculated 14.0 gives 13.5', () => {
    expect(applyCaps(14, 10)).toEqual({ index: 13.5, cap: 'soft' });
  });

  it('never lets it rise more than 5.0 (hard cap): low 10.0, calculated 18.0 gives 15.0', () => {
    expect(applyCaps(18, 10)).toEqual({ index: 15, cap: 'hard' });
  });
});

describe('9-hole scores (Rule 5.1b, 2024)', () => {
  it('expects 8.5 of a golfer with index 14.0 over nine holes', () => {
    expect(expectedNineHoleDifferential(14)).toBe(8.5);
  });

  it('adds the expected differential of the index of the time to a 9-hole score', () => {
    const base: WhsScore[] = [1, 2, 3].map((day) => ({
      id: `r${day}`,
      playedAt: `2025-05-0${day}`,
      holes: 18,
      adjustedGross: 86,
      courseRating: 72,
      slope: 113,
    }));
    // Three 14.0s: index 12.0 (lowest −2.0); a 9-hole 44 on 36.0 / 113 is 8.0 + expected 7.4 = 15.4.
    const estimate = estimateHandicapIndex([
      ...base,
      { id: 'n1', playedAt: '2025-05-04', holes: 9, adjustedGross: 44, courseRating: 36, slope: 113 },
    ]);
    expect(estimate.differentials[0]).toMatchObject({ id: 'n1', differential: 15.4, nineHole: 'expected' });
  });

  it('combines two 9-hole scores while there is no index yet', () => {
    const estimate = estimateHandicapIndex([
      { id: 'a', playedAt: '2025-01-01', holes: 9, adjustedGross: 45, courseRating: 36, slope: 113 },
      { id: 'b', playedAt: '2025-01-02', holes: 9, adjustedGross: 43, courseRating: 36, slope: 113 },
    ]);
    expect(estimate.differentials).toEqual([
      { id: 'b', playedAt: '2025-01-02', differential: 16, nineHole: 'combined', counted: false },
    ]);
  });
});

describe('estimateHandicapIndex', () => {
  const round = (day: number, adjustedGross: number): WhsScore => ({
    id: `r${String(day).padStart(3, '0')}`,
    playedAt: new Date(Date.UTC(2025, 0, day)).toISOString().slice(0, 10),
    holes: 18,
    adjustedGross,
    courseRating: 72,
    slope: 113,
  });

  it('marks the differentials that make up the estimate', () => {
    const estimate = estimateHandicapIndex([round(1, 90), round(2, 82), round(3, 85)]);
    expect(estimate.index).toBe(8); // lowest 10.0 − 2.0
    expect(estimate.differentials.filter((entry) => entry.counted).map((entry) => entry.id)).toEqual([
      'r002',
    ]);
  });

  it("reads a differential GHIN computed as given, not from the rating and slope (a penalty's or PCC's)", () => {
    const estimate = estimateHandicapIndex([
      round(1, 90),
      round(2, 82),
      { ...round(3, 85), differential: 6.1 },
    ]);
    expect(estimate.differentials.map((entry) => entry.differential)).toEqual([6.1, 10, 18]);
    expect(estimate.index).toBe(4.1); // lowest 6.1 − 2.0
  });

  it('caps a sudden rise against the low index of the last 365 days', () => {
    const good = Array.from({ length: 20 }, (_, day) => round(day + 1, 82)); // index 10.0
    const bad = Array.from({ length: 12 }, (_, day) => round(day + 30, 100)); // differentials 28.0
    const estimate = estimateHandicapIndex([...good, ...bad]);
    expect(estimate.lowIndex).toBe(10);
    // Uncapped, the lowest 8 of the latest 20 (8 × 10.0) would still be 10.0; more bad rounds push it up.
    const worse = Array.from({ length: 20 }, (_, day) => round(day + 60, 100));
    const capped = estimateHandicapIndex([...good, ...worse]);
    expect(capped.index).toBe(15);
    expect(capped.cap).toBe('hard');
    expect(estimate.index).toBe(10);
  });
});

describe('courseHandicap (Rule 6.1)', () => {
  it('reproduces the worked example: 14.2 on slope 121, rating 71.3, par 72 is 15', () => {
    expect(courseHandicap({ handicapIndex: 14.2, slope: 121, courseRating: 71.3, par: 72 })).toBe(15);
  });

  it('keeps a plus handicap a plus handicap', () => {
    expect(courseHandicap({ handicapIndex: -2.3, slope: 140, courseRating: 72, par: 72 })).toBe(-3);
  });
});
