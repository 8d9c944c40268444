// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDestination } from '@/testing/build-destination';
import { computePassport } from '#shared/passport/compute-passport';
import { chooseHome } from '#shared/passport/distance';
import type { PassportRound } from '#shared/passport/types';
import { passportSchema } from '#shared/schemas/passport';
import { buildTiles, TILE_GROUPS } from './passport-tiles';

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
  // Each course is named by its id.
  return buildTiles(passport, (id) => buildDestination(id), {
    onEditRound: () => undefined,
    editingRoundId: null,
  });
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

describe('the record tiles', () => {
  const at = (id: string, courseId: string, playedAt: string, holes: 9 | 18 = 18): PassportRound => ({
    ...round(id, holes, 80, 72),
    courseId,
    playedAt,
  });
  const recordTile = (rounds: PassportRound[], key: string) =>
    tilesOf(rounds).find((tile) => tile.key === key);

  it('say how many courses, days and years share a record rather than headline one of them', () => {
    const rounds = [
      at('r1', 'old-course', '2023-05-01'),
      at('r2', 'pebble', '2024-05-02'),
      at('r3', 'muirfield', '2024-05-03'),
      at('r4', 'old-course', '2023-06-01', 9),
    ];
    expect(recordTile(rounds, 'most-at-course')).toMatchObject({ value: '2', caption: 'old-course' });
    expect(recordTile(rounds, 'most-holes-day')).toMatchObject({ value: '18', caption: '3 days tied' });
    expect(recordTile(rounds, 'most-in-year')).toMatchObject({ value: '2', caption: 'in 2023 and 2024' });
    expect(recordTile(rounds.slice(1), 'most-at-course')).toMatchObject({
      value: '1',
      caption: '3 courses tied',
    });
    expect(recordTile(rounds.slice(0, 3), 'most-in-year')).toMatchObject({ caption: 'in 2024' });
  });

  it('count ties past the list of ten and say which are listed', () => {
    const rounds = Array.from({ length: 12 }, (_, i) =>
      at(`r${i}`, `course-${i}`, `2024-01-${String(i + 1).padStart(2, '0')}`),
    );
    const tile = recordTile(rounds, 'most-at-course');
    expect(tile?.caption).toBe('12 courses tied');
    render(<>{tile?.body}</>);
    expect(
      screen.getByText('All 12 share the record; the 10 played most recently are listed.'),
    ).toBeInTheDocument();
  });

  it('say a longest streak reached more than once, and which one the dates are', () => {
    const rounds = ['2024-12-01', '2024-12-02', '2024-12-20', '2024-12-21'].map((day, i) =>
      at(`r${i}`, 'old-course', day),
    );
    render(<>{recordTile(rounds, 'consecutive-days')?.body}</>);
    expect(
      screen.getByText('2 days · Dec 20, 2024 to Dec 21, 2024 (reached 2 times; the latest is shown)'),
    ).toBeInTheDocument();
  });
});

describe('the tile registry', () => {
  it('puts each tile in the group whose module builds it, and keeps every key unique', () => {
    const tiles = tilesOf([round('r1', 18, 80, 72)]);
    const context = {
      passport: passportSchema.parse(
        computePassport({
          rounds: [round('r1', 18, 80, 72)],
          courses: new Map(),
          architectNotes: new Map(),
          bucketListIds: [],
          rankedCourseIds: null,
          home: chooseHome(null, null),
          today: '2025-01-03',
        }),
      ),
      course: (id: string) => buildDestination(id),
      actions: { onEditRound: () => undefined, editingRoundId: null },
      reader: 'golfer' as const,
    };
    for (const group of TILE_GROUPS) {
      expect(group.tiles(context).map((tile) => tile.group)).toEqual(
        group.tiles(context).map(() => group.key),
      );
    }
    expect(tiles.map((tile) => tile.group)).toEqual(
      TILE_GROUPS.flatMap((group) => group.tiles(context).map(() => group.key)),
    );
    expect(new Set(tiles.map((tile) => tile.key)).size).toBe(tiles.length);
  });

  it('speaks of the golfer in the third person on a shared page: no tile tells its visitor "you"', () => {
    // An empty passport (the empty lists' lines, the Philadelphia fallback) and one with rounds: every
    // description and every dialog body a visitor of a shared link can open.
    const passports = [[], [round('r1', 18, 80, 72), round('r2', 9, 40, 36)]].map((rounds) =>
      passportSchema.parse(
        computePassport({
          rounds,
          courses: new Map(),
          architectNotes: new Map(),
          bucketListIds: [],
          rankedCourseIds: null,
          home: chooseHome(null, null),
          today: '2025-01-03',
        }),
      ),
    );
    for (const passport of passports) {
      const shared = buildTiles(passport, (id) => buildDestination(id), { editingRoundId: null }, 'visitor');
      for (const tile of shared) {
        expect(tile.description, tile.key).not.toMatch(/\byou(r|rs|rself)?\b/i);
        const { container, unmount } = render(<>{tile.body}</>);
        expect(container.textContent ?? '', tile.key).not.toMatch(/\byou(r|rs|rself)?\b/i);
        unmount();
      }
      // The golfer's own wall still speaks to them.
      const own = buildTiles(passport, (id) => buildDestination(id), { editingRoundId: null });
      expect(own.find((tile) => tile.key === 'total-rounds')?.description).toMatch(/^Your latest rounds/);
    }
  });
});
