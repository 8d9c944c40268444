import { describe, expect, it } from 'vitest';
import {
  architectNoteName,
  architectNoteValue,
  architectNotesOf,
  scoreCounterDelta,
  scoreCountsOf,
} from './round-totals';

describe('scoreCounterDelta', () => {
  it('adds one for a new round and takes one off for a deleted one', () => {
    expect(scoreCounterDelta(undefined, { holes: 18, score: 85, par: 72 })).toEqual(
      new Map([['score18_85_p72', 1]]),
    );
    expect(scoreCounterDelta({ holes: 9, score: 40, par: 36 }, undefined)).toEqual(
      new Map([['score9_40_p36', -1]]),
    );
  });

  it('moves an edited round between counters, and changes nothing when score, holes and par stay', () => {
    expect(scoreCounterDelta({ holes: 18, score: 85, par: 72 }, { holes: 9, score: 42, par: 36 })).toEqual(
      new Map([
        ['score18_85_p72', -1],
        ['score9_42_p36', 1],
      ]),
    );
    expect(scoreCounterDelta({ holes: 18, score: 85, par: 72 }, { holes: 18, score: 85, par: 70 })).toEqual(
      new Map([
        ['score18_85_p72', -1],
        ['score18_85_p70', 1],
      ]),
    );
    expect(scoreCounterDelta({ holes: 18, score: 85, par: 72 }, { holes: 18, score: 85, par: 72 }).size).toBe(
      0,
    );
  });
});

describe('scoreCountsOf', () => {
  it('reads the counters back and ignores the other attributes', () => {
    expect(
      scoreCountsOf({
        pk: 'USER#a',
        sk: 'ROUNDTOTALS',
        entity: 'ROUND_TOTALS',
        score18_85_p71: 2,
        score9_40_p36: 0,
        // Written before the par was part of the name: read with no par.
        score18_90: 1,
      }),
    ).toEqual([
      { holes: 18, score: 85, par: 71, count: 2 },
      { holes: 9, score: 40, par: 36, count: 0 },
      { holes: 18, score: 90, par: null, count: 1 },
    ]);
    expect(scoreCountsOf(undefined)).toEqual([]);
  });
});

describe('architect notes', () => {
  it('are kept only for rounds that name an architect, and read back from a link', () => {
    expect(architectNoteValue({ playedAt: '2024-05-01', roundArchitect: '  ' })).toBeUndefined();
    const value = architectNoteValue({ playedAt: '2024-05-01', roundArchitect: ' Tom Doak ' });
    expect(value).toBe('2024-05-01|Tom Doak');
    expect(
      architectNotesOf({
        played: true,
        [architectNoteName('01J0000000000000000000000A')]: value,
        [architectNoteName('01J0000000000000000000000B')]: '2023-01-01|A | B Design',
      }),
    ).toEqual([
      { playedAt: '2024-05-01', architect: 'Tom Doak' },
      { playedAt: '2023-01-01', architect: 'A | B Design' },
    ]);
  });
});
