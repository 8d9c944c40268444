import { describe, expect, it } from 'vitest';
import {
  adjustHoleScores,
  applyCaps,
  courseHandicap,
  estimateHandicapIndex,
  exceptionalScoreReduction,
  expectedNineHoleDifferential,
  handicapStrokesByHole,
  indexFromDifferentials,
  nineHoleCourseHandicap,
  nineHoleCourseRating,
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

describe('applyCaps (Rule 5.8)', () => {
  it("reproduces the USGA's soft cap example: average 11.6 over a Low Handicap Index of 6.5 is 10.6", () => {
    // 11.6 − 6.5 = 5.1; 5.1 − 3.0 = 2.1; 11.6 − 1.05 = 10.55, rounded 10.6.
    expect(applyCaps(11.6, 6.5)).toEqual({ index: 10.6, cap: 'soft' });
  });

  it("reproduces the USGA's hard cap example: average 18.2 over a Low Handicap Index of 10.2 is 15.2", () => {
    expect(applyCaps(18.2, 10.2)).toEqual({ index: 15.2, cap: 'hard' });
  });

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
      {
        id: 'b',
        playedAt: '2025-01-02',
        differential: 16,
        nineHole: 'combined',
        counted: false,
        exceptionalReduction: 0,
      },
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
    // Differentials of 10.0: the third score gives 8.0 (lowest less 2.0, Rule 5.2a), then 9.0, then 10.0.
    const good = Array.from({ length: 20 }, (_, day) => round(day + 1, 82));
    const bad = Array.from({ length: 12 }, (_, day) => round(day + 30, 100)); // differentials 28.0
    const estimate = estimateHandicapIndex([...good, ...bad]);
    // Rule 5.7: the lowest index of the 365 days, the 8.0 calculated from three scores among them.
    expect(estimate.lowIndex).toBe(8);
    // Uncapped, the lowest 8 of the latest 20 (8 × 10.0) would still be 10.0; more bad rounds push it up.
    const worse = Array.from({ length: 20 }, (_, day) => round(day + 60, 100));
    const capped = estimateHandicapIndex([...good, ...worse]);
    expect(capped.index).toBe(13); // 28.0 is held at 8.0 + 5.0 (hard cap)
    expect(capped.cap).toBe('hard');
    expect(estimate.index).toBe(10);
  });

  it('takes the Low Handicap Index from indexes calculated before 20 scores (Rules 5.7, 5.8: 11.6 over 6.5 is 10.6)', () => {
    // The USGA's soft cap example replayed: three 8.5s give an index of 6.5 (8.5 − 2.0); 17 more scores make
    // the lowest 8 of 20 average 11.6 (3 × 8.5, 4 × 13.4, 13.7). At the 20th score the Low Handicap Index of
    // the 365 days is that 6.5, so the soft cap holds 11.6 at 10.6.
    const differentials = [8.5, 8.5, 8.5, 13.4, 13.4, 13.4, 13.4, 13.7, ...Array<number>(12).fill(16)];
    const scores = differentials.map((differential, day) => ({
      ...round(day + 1, 80),
      adjustedGross: 80,
      courseRating: 80 - differential,
    }));
    const estimate = estimateHandicapIndex(scores);
    expect(estimate.lowIndex).toBe(6.5);
    expect(estimate.index).toBe(10.6);
    expect(estimate.cap).toBe('soft');
  });

  it('looks for the Low Handicap Index only in the 365 days before the most recent score (Rule 5.7)', () => {
    // The three 8.5s (index 6.5) in January 2024; the other 17 scores from March 2025, the first of which
    // makes 7.5 (lowest of 4, less 1.0). At the 20th, the window of the 19th's day has 7.5 and not 6.5:
    // 11.6 is held at 7.5 + 3.0 + (11.6 − 7.5 − 3.0) / 2 = 11.05, rounded 11.1.
    const differentials = [8.5, 8.5, 8.5, 13.4, 13.4, 13.4, 13.4, 13.7, ...Array<number>(12).fill(16)];
    const scores = differentials.map((differential, n) => ({
      ...round(n < 3 ? n + 1 : 430 + n, 80),
      courseRating: 80 - differential,
    }));
    const estimate = estimateHandicapIndex(scores);
    expect(estimate.lowIndex).toBe(7.5);
    expect(estimate.index).toBe(11.1);
  });
});

describe('exceptional score reduction (Rule 5.9)', () => {
  it.each([
    // [index in effect, unrounded differential, reduction]: the rule's table.
    [14.8, 7.9, 0], // 6.9 below
    [14.8, 7.8, 1], // 7.0 below: 7.0 to 9.9 takes 1.0
    [14.8, 6.8, 1], // 8.0 below
    [14.8, 4.9, 1], // 9.9 below
    [14.8, 4.8, 2], // 10.0 below: 10.0 or more takes 2.0
    [14.8, -1.5, 2],
  ])('index %d, differential %d: takes %d off', (index, differential, reduction) => {
    expect(exceptionalScoreReduction(differential, index)).toBe(reduction);
  });

  it('measures the unrounded differential: 6.96 below is not 7.0', () => {
    expect(exceptionalScoreReduction(7.84, 14.8)).toBe(0);
  });

  // The worked example: the lowest 8 of 20 give 14.8; an exceptional 6.8 (8.0 below) would make 13.5, and
  // taking 1.0 off each of the most recent 20 differentials makes it 12.5.
  const differentialsOf14point8 = [...Array<number>(12).fill(18), 17.2, 15.2, 15, 15, 14, 14, 14, 14];
  const record = differentialsOf14point8.map((differential, day) => ({
    id: `r${String(day + 1).padStart(3, '0')}`,
    playedAt: new Date(Date.UTC(2025, 0, day + 1)).toISOString().slice(0, 10),
    holes: 18 as const,
    adjustedGross: 90,
    courseRating: 90 - differential,
    slope: 113,
  }));
  const exceptional = { ...record[0]!, id: 'x', playedAt: '2025-02-01', courseRating: 90 - 6.8 };

  it('index 14.8, exceptional differential 6.8: 13.5 less 1.0 is 12.5', () => {
    expect(estimateHandicapIndex(record).index).toBe(14.8);
    const estimate = estimateHandicapIndex([...record, exceptional]);
    expect(estimate.index).toBe(12.5);
    expect(estimate.differentials[0]).toMatchObject({ id: 'x', differential: 5.8, exceptionalReduction: 1 });
    // Each of the most recent 20 (the exceptional score and 19 before it) carries the 1.0; the 21st does not.
    expect(estimate.differentials.map((entry) => entry.exceptionalReduction)).toEqual([
      ...Array<number>(20).fill(1),
      0,
    ]);
  });

  it('dilutes as later scores push the reduced differentials out of the 20', () => {
    const later = [1, 2, 3].map((n) => ({ ...record[0]!, id: `later${n}`, playedAt: `2025-02-0${n + 1}` }));
    const estimate = estimateHandicapIndex([...record, exceptional, ...later]);
    expect(estimate.differentials.slice(0, 3).map((entry) => entry.exceptionalReduction)).toEqual([0, 0, 0]);
  });

  it('adjusts every differential of a record of fewer than 20 (three 14.0s, index 12.0, then a 1.9: 2.0 off)', () => {
    const short = [1, 2, 3].map((day) => ({
      ...record[0]!,
      id: `s${day}`,
      playedAt: `2025-03-0${day}`,
      courseRating: 76,
    }));
    const low = { ...record[0]!, id: 'low', playedAt: '2025-03-04', courseRating: 90 - 1.9 };
    // 12.0 − 1.9 = 10.1 below: 2.0 off all four; lowest 1 of 4, less 1.0: (1.9 − 2.0) − 1.0 = −1.1.
    const estimate = estimateHandicapIndex([...short, low]);
    expect(estimate.differentials.map((entry) => entry.exceptionalReduction)).toEqual([2, 2, 2, 2]);
    expect(estimate.index).toBe(-1.1);
  });
});

describe('nineHoleCourseRating', () => {
  it('is exactly half the 18-hole rating: 71.3 is 35.65, not 35.7', () => {
    expect(nineHoleCourseRating(71.3)).toBe(35.65);
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

// A card of par 72 with the 18-hole allocation on it: odd stroke indexes on the front nine, even on the back.
const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const INDEXES = [3, 11, 17, 7, 1, 13, 15, 9, 5, 4, 12, 18, 8, 2, 14, 16, 10, 6];
function card(strokesOn: Record<number, number>, withIndexes = true) {
  return PARS.map((par, i) => ({
    par,
    strokeIndex: withIndexes ? (INDEXES[i] ?? null) : null,
    strokes: strokesOn[i + 1] ?? par,
  }));
}

describe('handicapStrokesByHole (Rule 6.2)', () => {
  it('gives a course handicap of 20 two strokes on stroke indexes 1 and 2, one on the other 16', () => {
    const strokes = handicapStrokesByHole(20, INDEXES);
    // Hole 5 is stroke index 1 and hole 14 stroke index 2.
    expect(strokes[4]).toBe(2);
    expect(strokes[13]).toBe(2);
    expect(strokes.reduce((sum, s) => sum + s, 0)).toBe(20);
    expect(strokes.filter((s) => s === 1)).toHaveLength(16);
  });

  it('has a plus 2 give back on stroke indexes 17 and 18 (holes 3 and 12)', () => {
    const strokes = handicapStrokesByHole(-2, INDEXES);
    expect(strokes[2]).toBe(-1);
    expect(strokes[11]).toBe(-1);
    expect(strokes.filter((s) => s !== 0)).toHaveLength(2);
  });

  it('ranks a nine carrying odd stroke indexes 1 to 9 among themselves: a 4 gives strokes on SI 1, 3, 5, 7', () => {
    // Front nine SIs 3, 11, 17, 7, 1, 13, 15, 9, 5: SI 1 is hole 5, SI 3 hole 1, SI 5 hole 9, SI 7 hole 4.
    expect(handicapStrokesByHole(4, INDEXES.slice(0, 9))).toEqual([1, 0, 0, 1, 1, 0, 0, 0, 1]);
  });
});

describe('nineHoleCourseHandicap (Rule 6.1b)', () => {
  it('halves the index: 14.2 on a nine of 36.0 / 128, par 36, is 7.1 × 128 / 113 = 8.04, so 8', () => {
    expect(
      nineHoleCourseHandicap({ handicapIndex: 14.2, slope: 128, nineHoleCourseRating: 36, nineHolePar: 36 }),
    ).toBe(8);
  });
});

describe('adjustHoleScores (Rule 3.1, net double bogey)', () => {
  // Gross 86: 9 on hole 1 (par 4, SI 3), 6 on hole 3 (par 3, SI 17), 7 on hole 9 (par 5, SI 5), 7 on hole
  // 12 (par 3, SI 18), par elsewhere: 72 + 5 + 3 + 2 + 4.
  const bad = card({ 1: 9, 3: 6, 9: 7, 12: 7 });

  it('caps each hole at par + 2 + strokes received: index 14.2, 72.0 / 128, par 72 gives 81', () => {
    // Course handicap 14.2 × 128 / 113 + (72.0 − 72) = 16.09, so 16: a stroke on SI 1 to 16, none on 17, 18.
    // Hole 1: 4 + 2 + 1 = 7 (9 counts 7). Hole 3: 3 + 2 + 0 = 5 (6 counts 5). Hole 12: 5 (7 counts 5).
    // Hole 9: 5 + 2 + 1 = 8, and 7 stays. 86 − 2 − 1 − 2 = 81.
    expect(adjustHoleScores({ holes: 18, courseRating: 72, slope: 128, card: bad }, 14.2)).toEqual({
      adjustedGross: 81,
      adjustment: 'net-double-bogey',
    });
  });

  it('caps a golfer with no index yet at par + 5: 11 on a par 4 counts 9', () => {
    // 72 + 7 = 79 gross; hole 1 counts 4 + 5 = 9, so 77.
    expect(
      adjustHoleScores({ holes: 18, courseRating: 72, slope: 113, card: card({ 1: 11 }) }, null),
    ).toEqual({
      adjustedGross: 77,
      adjustment: 'par-plus-five',
    });
  });

  it('leaves the total as given for a golfer with an index when the card has no stroke indexes', () => {
    expect(
      adjustHoleScores({ holes: 18, courseRating: 72, slope: 128, card: card({ 1: 9 }, false) }, 14.2),
    ).toBeNull();
  });
});

describe('estimateHandicapIndex with cards', () => {
  const score = (day: number, strokesOn: Record<number, number>, withIndexes: boolean): WhsScore => {
    const holes = card(strokesOn, withIndexes);
    return {
      id: `r${day}`,
      playedAt: `2026-05-0${day}`,
      holes: 18,
      adjustedGross: holes.reduce((sum, h) => sum + h.strokes, 0),
      courseRating: 72,
      slope: 113,
      card: holes,
    };
  };

  it('uses par + 5 before the first index, then net double bogey with the index of the time', () => {
    // Three cards of 79 (11 on hole 1) before any index: each counts 77, differential 5.0; index 5.0 − 2.0 = 3.0.
    // The fourth, 79 again: course handicap 3 × 113 / 113 + 0 = 3, a stroke on SI 1 to 3; hole 1 is SI 3, so
    // net double bogey 4 + 2 + 1 = 7 and the card counts 75: differential 3.0. Four scores: lowest 1 − 1.0.
    const estimate = estimateHandicapIndex([
      score(1, { 1: 11 }, false),
      score(2, { 1: 11 }, false),
      score(3, { 1: 11 }, false),
      score(4, { 1: 11 }, true),
    ]);
    expect(estimate.differentials.map((d) => [d.differential, d.holeAdjustment])).toEqual([
      [3, 'net-double-bogey'],
      [5, 'par-plus-five'],
      [5, 'par-plus-five'],
      [5, 'par-plus-five'],
    ]);
    expect(estimate.index).toBe(2);
  });
});
