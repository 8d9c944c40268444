import { describe, expect, it } from 'vitest';
import { importedScorecard, roundWithCard } from './imported-card';

const strokes = (values: number[], from = 1) =>
  values.map((value, index) => ({
    hole: from + index,
    strokes: value,
    putts: null,
    fairway: null,
    gir: null,
    penalties: null,
    sandShots: null,
  }));

const nine = [5, 4, 3, 6, 4, 5, 4, 3, 5];
const teeHoles = nine.map((_, index) => ({
  hole: index + 1,
  par: index === 2 || index === 7 ? 3 : index === 3 ? 5 : 4,
  strokeIndex: index * 2 + 1,
  yardage: null,
}));

describe('an imported card', () => {
  it("takes a hole's par and stroke index from the matched course's tee set, not a made-up 4", () => {
    const card = importedScorecard(strokes(nine), [{ holes: teeHoles }]);
    expect(card?.holes.map((hole) => hole.par)).toEqual(teeHoles.map((hole) => hole.par));
    expect(card?.holes[0]?.strokeIndex).toBe(1);
    expect(card?.teeSetId).toBeNull();
  });

  it('falls back to par 4 and no stroke index where the course has no tee set for those holes', () => {
    const back = importedScorecard(strokes(nine, 10), [{ holes: teeHoles }]);
    expect(back?.holes.every((hole) => hole.par === 4 && hole.strokeIndex === null)).toBe(true);
  });

  it('keeps no card whose holes break the card rules, so the round keeps its total', () => {
    const skipping = strokes(nine).map((hole, index) => ({ ...hole, hole: index + 2 }));
    expect(importedScorecard(skipping, [])).toBeNull();
    const putts = strokes(nine).map((hole) => ({ ...hole, putts: 9 }));
    expect(importedScorecard(putts, [])).toBeNull();
    expect(roundWithCard({ score: 77, holes: 18 }, null)).toEqual({ score: 77, holes: 18, scorecard: null });
  });

  it("scores a round the card's total over the card's holes when the file's total differs", () => {
    const card = importedScorecard(strokes(nine), []);
    expect(roundWithCard({ score: 50, holes: 18 }, card)).toMatchObject({ score: 39, holes: 9 });
  });
});
