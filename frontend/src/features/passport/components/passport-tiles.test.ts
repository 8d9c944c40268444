import { describe, expect, it } from 'vitest';
import { computePassport } from '../../../../../shared/passport/compute-passport';
import { chooseHome } from '../../../../../shared/passport/distance';
import type { PassportRound } from '../../../../../shared/passport/types';
import { passportSchema } from '../../../../../shared/schemas/passport';
import { buildTiles } from './passport-tiles';

function round(id: string, holes: 9 | 18, score: number, par: number): PassportRound {
  return {
    id,
    courseId: 'old-course',
    score,
    par,
    holes,
    playedAt: '2025-01-01',
    roundType: 'Regular',
    roundCourseType: null,
  };
}

function tilesOf(rounds: PassportRound[]) {
  const passport = passportSchema.parse(
    computePassport({
      rounds,
      courses: new Map(),
      architectNotes: new Map(),
      bucketListIds: [],
      rankedCourseIds: null,
      home: chooseHome(null, null),
      today: '2025-01-03',
    }),
  );
  return buildTiles(passport, () => undefined, { onEditRound: () => undefined, editingRoundId: null });
}

const bestScoreTile = (rounds: PassportRound[]) => tilesOf(rounds).find((tile) => tile.key === 'best-score');

describe('the venue tiles', () => {
  it('name each event with its own article', () => {
    const tiles = tilesOf([round('r1', 18, 80, 72)]);
    const description = (key: string) => tiles.find((tile) => tile.key === key)?.description;
    expect(description('venue-pgaTour')).toBe(
      "Courses you have played that have hosted a PGA Tour event (a tour stop, The Players or a major played in the US), from the catalog's championship history.",
    );
    expect(description('venue-usOpen')).toBe(
      "Courses you have played that have hosted the US Open, from the catalog's championship history.",
    );
  });
});

describe('the Best Score tile', () => {
  it('names a nine when the golfer has played only nines, as the dashboard does', () => {
    expect(bestScoreTile([round('r1', 9, 40, 36)])).toMatchObject({
      label: 'Best 9-hole Score',
      value: '40',
    });
  });

  it('takes the 18-hole round over a lower nine', () => {
    expect(bestScoreTile([round('r1', 9, 40, 36), round('r2', 18, 81, 71)])).toMatchObject({
      label: 'Best Score',
      value: '81',
    });
  });
});
