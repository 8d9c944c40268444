import { describe, expect, it } from 'vitest';
import {
  CARD_HOLES_MESSAGE,
  cardTotals,
  derivedGir,
  girOf,
  roundCardIssues,
  scorecardFromHoleDetails,
  scorecardInputSchema,
} from './card-rules';

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 4, 5];

function card(strokes: readonly number[], from = 1, extra: Record<string, unknown> = {}) {
  return {
    teeSetId: null,
    holes: strokes.map((count, index) => ({
      hole: from + index,
      par: PARS[from + index - 1] ?? 4,
      strokes: count,
      ...extra,
    })),
  };
}

describe('green in regulation', () => {
  it('is derived from strokes and putts by strokes - putts <= par - 2 (worked examples)', () => {
    // Par 4 in 5 with 3 putts: on in 2, GIR.
    expect(derivedGir({ par: 4, strokes: 5, putts: 3 })).toBe(true);
    // Par 4 in 4 with 1 putt: on in 3, no GIR.
    expect(derivedGir({ par: 4, strokes: 4, putts: 1 })).toBe(false);
    // Par 3 in 3 with 2 putts: on in 1.
    expect(derivedGir({ par: 3, strokes: 3, putts: 2 })).toBe(true);
    // Par 5 in 4 with 1 putt: on in 3.
    expect(derivedGir({ par: 5, strokes: 4, putts: 1 })).toBe(true);
    // Par 4 chipped in for a 3 (no putt): reached the green on the third stroke, no GIR.
    expect(derivedGir({ par: 4, strokes: 3, putts: 0 })).toBe(false);
    // Par 4 holed from the fairway for a 2: in the hole by stroke 2.
    expect(derivedGir({ par: 4, strokes: 2, putts: 0 })).toBe(true);
  });

  it('is what was entered when putts are missing, and strokes and putts win over an entry that contradicts them', () => {
    expect(derivedGir({ par: 4, strokes: 4, putts: null })).toBeNull();
    expect(girOf({ par: 4, strokes: 4, putts: null, gir: true })).toBe(true);
    expect(girOf({ par: 4, strokes: 6, putts: 1, gir: true })).toBe(false);
  });
});

describe('a scorecard as sent', () => {
  it('takes 18 holes with only strokes, fills the rest with null and derives GIR where putts are given', () => {
    const parsed = scorecardInputSchema.parse({
      holes: card(Array(18).fill(4)).holes.map((hole, index) => (index === 0 ? { ...hole, putts: 2 } : hole)),
    });
    expect(parsed.teeSetId).toBeNull();
    expect(parsed.holes[0]).toEqual({
      hole: 1,
      par: 4,
      strokeIndex: null,
      strokes: 4,
      putts: 2,
      fairway: null,
      gir: true,
      penalties: null,
      sandShots: null,
    });
    expect(parsed.holes[1]?.gir).toBeNull();
  });

  it('takes the back nine alone', () => {
    expect(scorecardInputSchema.safeParse(card(Array(9).fill(5), 10)).success).toBe(true);
  });

  it('refuses holes that are not the front nine, the back nine or all eighteen in order', () => {
    for (const bad of [
      card(Array(9).fill(4), 5),
      card(Array(12).fill(4)),
      card(Array(9).fill(4)).holes.reverse(),
    ]) {
      const result = scorecardInputSchema.safeParse(Array.isArray(bad) ? { holes: bad } : bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(CARD_HOLES_MESSAGE);
    }
  });

  it('refuses a fairway on a par 3, naming the hole', () => {
    const holes = card(Array(18).fill(4)).holes.map((hole) => ({
      ...hole,
      fairway: hole.par === 3 ? 'left' : 'hit',
    }));
    const result = scorecardInputSchema.safeParse({ holes });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['holes', 2, 'fairway'],
      message: 'Hole 3 is a par 3: it has no fairway to hit, so leave its fairway empty',
    });
  });

  it('refuses more putts than strokes, and putts, penalties and sand shots past the strokes', () => {
    const putts = card(Array(9).fill(3)).holes.map((hole, index) =>
      index === 3 ? { ...hole, putts: 4 } : hole,
    );
    expect(scorecardInputSchema.safeParse({ holes: putts }).error?.issues[0]?.message).toBe(
      "Hole 4: 4 putts can't be more than its 3 strokes (putts count as strokes)",
    );
    const shots = card(Array(9).fill(3)).holes.map((hole, index) =>
      index === 0 ? { ...hole, putts: 2, penalties: 1, sandShots: 1 } : hole,
    );
    expect(scorecardInputSchema.safeParse({ holes: shots }).error?.issues[0]?.path).toEqual([
      'holes',
      0,
      'strokes',
    ]);
  });
});

describe('a round and its card', () => {
  const eighteen = scorecardInputSchema.parse(card([4, 5, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 6, 4, 4, 3, 4, 5]));

  it('adds up out, in and total', () => {
    expect(cardTotals(eighteen)).toEqual({
      strokes: 74,
      par: 72,
      out: { strokes: 37, par: 36 },
      in: { strokes: 37, par: 36 },
      putts: null,
    });
  });

  it('accepts a score equal to the card total and refuses any other, saying both figures', () => {
    expect(roundCardIssues({ score: 74, holes: 18, scorecard: eighteen })).toEqual([]);
    expect(roundCardIssues({ score: 72, holes: 18, scorecard: eighteen })).toEqual([
      {
        path: 'score',
        message:
          "Score 72 doesn't match the scorecard's total of 74: a round with a scorecard scores its card's total (correct a hole or the score)",
      },
    ]);
    expect(roundCardIssues({ score: 72, holes: 18, scorecard: null })).toEqual([]);
  });

  it('refuses an 18-hole card on a 9-hole round', () => {
    expect(roundCardIssues({ score: 74, holes: 9, scorecard: eighteen })[0]?.path).toBe('holes');
  });
});

describe("GHIN's hole details as a card", () => {
  const detail = (hole: number, par: number, raw: number | null, extra: Record<string, unknown> = {}) => ({
    hole,
    par,
    raw,
    adjusted: raw,
    putts: null,
    fairway: null,
    gir: null,
    ...extra,
  });

  it('keeps strokes, putts and a fairway hit or missed (none on a par 3), deriving GIR from putts', () => {
    const details = PARS.slice(0, 9).map((par, index) => detail(index + 1, par, par + 1));
    details[0] = detail(1, 4, 5, { putts: 2, fairway: false, gir: true });
    details[2] = detail(3, 3, 4, { fairway: true, gir: false });
    details[3] = detail(4, 5, 5, { fairway: true });
    const converted = scorecardFromHoleDetails(details);
    expect(converted?.holes[0]).toMatchObject({ strokes: 5, putts: 2, fairway: 'missed', gir: false });
    expect(converted?.holes[2]).toMatchObject({ fairway: null, gir: false });
    expect(converted?.holes[3]).toMatchObject({ fairway: 'hit', gir: null });
  });

  it('makes no card of an unfinished round or a hole without its par', () => {
    const played = PARS.slice(0, 14).map((par, index) => detail(index + 1, par, par));
    expect(scorecardFromHoleDetails(played)).toBeNull();
    const nine = PARS.slice(0, 9).map((par, index) => detail(index + 1, par, par));
    expect(scorecardFromHoleDetails(nine)?.holes).toHaveLength(9);
    expect(scorecardFromHoleDetails([{ ...nine[0]!, par: null }, ...nine.slice(1)])).toBeNull();
    expect(scorecardFromHoleDetails(null)).toBeNull();
  });
});
