import { describe, expect, it } from 'vitest';
import {
  cardStatistics,
  cardSums,
  cardSumsDelta,
  cardSumsOf,
  courseHoleStats,
  courseHoleSumsDelta,
  greenInRegulation,
} from './card-stats';
import type { FairwayResult, Scorecard, ScorecardHole } from './scorecard';

const hole = (
  number: number,
  par: number,
  strokes: number,
  putts: number | null,
  fairway: FairwayResult | null,
  gir: boolean | null = null,
): ScorecardHole => ({
  hole: number,
  par,
  strokeIndex: null,
  strokes,
  putts,
  fairway,
  gir,
  penalties: null,
  sandShots: null,
});

// A nine worked by hand: each line says what the hole counts for.
const nine: Scorecard = {
  teeSetId: null,
  holes: [
    hole(1, 4, 4, 2, 'hit'), //   par;    on in 2 (4 − 2 ≤ 4 − 2): GIR
    hole(2, 3, 2, 1, null), //    birdie; on in 1: GIR
    hole(3, 5, 7, 2, 'left'), //  double; on in 5 > 3: missed, no scramble
    hole(4, 4, 4, 1, 'right'), // par;    on in 3 > 2: missed, scrambled
    hole(5, 4, 3, 1, 'hit'), //   birdie; on in 2: GIR
    hole(6, 4, 5, null, null, true), // bogey; GIR as entered, no putts recorded
    hole(7, 3, 6, 3, null), //    +3 (worse); on in 3 > 1: missed, no scramble
    hole(8, 5, 3, 1, 'hit'), //   eagle;  on in 2: GIR
    hole(9, 4, 5, 2, 'short', false), // bogey; missed as entered, no scramble
  ],
};

describe('greenInRegulation', () => {
  it('derives a green hit from strokes and putts: a par 4 in 4 with 2 putts was on in 2', () => {
    expect(greenInRegulation({ par: 4, strokes: 4, putts: 2, gir: null })).toBe(true);
  });
  it('derives a green missed: a par 4 in 4 with 1 putt was on in 3', () => {
    expect(greenInRegulation({ par: 4, strokes: 4, putts: 1, gir: null })).toBe(false);
  });
  it('takes what the golfer entered when there are no putts to derive it from', () => {
    expect(greenInRegulation({ par: 4, strokes: 5, putts: null, gir: true })).toBe(true);
  });
  it('does not guess without putts or an entry', () => {
    expect(greenInRegulation({ par: 4, strokes: 4, putts: null, gir: null })).toBeNull();
  });
});

describe('cardStatistics of one nine, worked by hand', () => {
  const stats = cardStatistics(cardSums(nine));

  it('averages par 3s (2 + 6) / 2, par 4s (4 + 4 + 3 + 5 + 5) / 5, par 5s (7 + 3) / 2', () => {
    expect(stats.scoringAverage).toEqual({ par3: 4, par4: 4.2, par5: 5 });
  });

  it('counts each score to par: 1 eagle, 2 birdies, 2 pars, 2 bogeys, 1 double, 1 worse', () => {
    expect(stats.toPar).toEqual({ eagleOrBetter: 1, birdie: 2, par: 2, bogey: 2, double: 1, worse: 1 });
  });

  it('hits 3 of the 6 fairways recorded (par 3s and an unrecorded hole left out): 50%', () => {
    expect(stats.fairwaysHitPercent).toBe(50);
    expect(stats.counts).toMatchObject({ fairwaysHit: 3, fairwayChances: 6 });
  });

  it('hits 5 of 9 greens in regulation: 55.6%', () => {
    expect(stats.girPercent).toBe(55.6);
  });

  it('putts 13 on the 8 holes with putts: 29.3 per 18 holes; 5 putts on the 4 greens hit with putts: 1.25', () => {
    expect(stats.puttsPerRound).toBe(29.3);
    expect(stats.puttsPerGreenHit).toBe(1.25);
  });

  it('scrambles once in 4 greens missed: 25%', () => {
    expect(stats.scramblingPercent).toBe(25);
  });

  it('has no figures at all without a card', () => {
    const empty = cardStatistics(cardSumsOf(undefined));
    expect(empty.cards).toBe(0);
    expect(empty.girPercent).toBeNull();
    expect(empty.scoringAverage.par4).toBeNull();
  });
});

describe('cardSumsDelta (what a write adds to the running sums)', () => {
  it('an edit of hole 7 from 6 to 5 moves one hole from worse to double and a stroke off par 3s', () => {
    const edited = { ...nine, holes: nine.holes.map((h) => (h.hole === 7 ? { ...h, strokes: 5 } : h)) };
    expect(cardSumsDelta(nine, edited)).toEqual({ par3Strokes: -1, worse: -1, double: 1 });
  });

  it('a delete takes the whole card off', () => {
    const delta = cardSumsDelta(nine, null);
    expect(delta.cards).toBe(-1);
    expect(delta.holes).toBe(-9);
    expect(delta.putts).toBe(-13);
  });

  it('a round without a card before or after changes nothing', () => {
    expect(cardSumsDelta(undefined, null)).toEqual({});
  });
});

describe('courseHoleStats (hardest and easiest hole at a course)', () => {
  it('finds hole 1 hardest (+1 and +2: 1.5 over) and hole 2 easiest (0 and −1: 0.5 under)', () => {
    const a = { holes: [hole(1, 4, 5, null, null), hole(2, 4, 4, null, null)] };
    const b = { holes: [hole(1, 4, 6, null, null), hole(2, 4, 3, null, null)] };
    const item = { ...courseHoleSumsDelta(undefined, a) };
    for (const [name, by] of Object.entries(courseHoleSumsDelta(undefined, b)))
      item[name] = (item[name] ?? 0) + by;
    const stats = courseHoleStats(item);
    expect(stats.hardest).toEqual({ hole: 1, played: 2, averageOverPar: 1.5 });
    expect(stats.easiest).toEqual({ hole: 2, played: 2, averageOverPar: -0.5 });
  });

  it('names no easiest hole when every hole averages the same', () => {
    const flat = { holes: [hole(1, 4, 4, null, null), hole(2, 3, 3, null, null)] };
    expect(courseHoleStats(courseHoleSumsDelta(undefined, flat)).easiest).toBeNull();
  });
});
