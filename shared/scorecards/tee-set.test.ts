import { describe, expect, it } from 'vitest';
import {
  teeSetChanges,
  teeSetHoleProblems,
  teeSetIdOf,
  teeSetInputSchema,
  teeSetParProblem,
  type TeeSetHole,
} from './tee-set';

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const INDEXES = [3, 11, 17, 7, 1, 13, 15, 9, 5, 4, 12, 18, 8, 2, 14, 16, 10, 6];
const eighteen = (): TeeSetHole[] =>
  PARS.map((par, i) => ({ hole: i + 1, par, strokeIndex: INDEXES[i] ?? null, yardage: 400 }));

describe('teeSetHoleProblems (stroke indexes)', () => {
  it('accepts 18 holes with stroke indexes 1 to 18 once each', () => {
    expect(teeSetHoleProblems(eighteen())).toEqual([]);
  });

  it('refuses a stroke index used twice, naming both holes', () => {
    const holes = eighteen().map((h) => (h.hole === 2 ? { ...h, strokeIndex: 3 } : h));
    expect(teeSetHoleProblems(holes)).toEqual([
      'Stroke index 3 is on hole 1 and on hole 2: each is used once',
    ]);
  });

  it('refuses stroke indexes on some holes only', () => {
    const holes = eighteen().map((h) => (h.hole === 4 ? { ...h, strokeIndex: null } : h));
    expect(teeSetHoleProblems(holes)[0]).toMatch(/every hole or on none \(missing on hole 4\)/);
  });

  it('accepts no stroke indexes at all', () => {
    expect(teeSetHoleProblems(eighteen().map((h) => ({ ...h, strokeIndex: null })))).toEqual([]);
  });

  it("accepts a nine carrying the 18-hole allocation's odd numbers, and a nine numbered 1 to 9", () => {
    const front = eighteen().slice(0, 9);
    expect(teeSetHoleProblems(front)).toEqual([]);
    const ownNine = front.map((h, i) => ({ ...h, strokeIndex: i + 1 }));
    expect(teeSetHoleProblems(ownNine)).toEqual([]);
  });

  it('refuses a nine mixing odd and even numbers above 9', () => {
    const front = eighteen()
      .slice(0, 9)
      .map((h, i) => ({ ...h, strokeIndex: i === 8 ? 10 : i + 1 }));
    expect(teeSetHoleProblems(front)[0]).toMatch(/1 to 9, or the odd numbers 1 to 17/);
  });

  it('refuses holes out of order', () => {
    const holes = eighteen();
    holes.reverse();
    expect(teeSetHoleProblems(holes)).toEqual(['Holes must be numbered 1 to 18, in order']);
  });

  it('accepts a back nine numbered 10 to 18', () => {
    expect(teeSetHoleProblems(eighteen().slice(9))).toEqual([]);
  });
});

describe('teeSetParProblem', () => {
  it('accepts pars adding up to the course par', () => {
    expect(teeSetParProblem(eighteen(), 72)).toBeNull();
  });
  it('says by how much they miss', () => {
    expect(teeSetParProblem(eighteen(), 71)).toBe(
      'The pars add up to 72, but this course’s par is 71: check each hole’s par',
    );
  });
});

describe('teeSetInputSchema', () => {
  const body = {
    name: 'Blue',
    colour: 'blue',
    holes: eighteen(),
    men: { courseRating: 72.1, slope: 131 },
    women: null,
    expectedVersion: null,
  };
  it('parses a whole tee set', () => {
    expect(teeSetInputSchema.parse(body).name).toBe('Blue');
  });
  it('refuses a slope outside 55 to 155 with a sentence', () => {
    const result = teeSetInputSchema.safeParse({ ...body, men: { courseRating: 72.1, slope: 200 } });
    expect(result.error?.issues[0]?.message).toBe('Slope must be a whole number from 55 to 155');
  });
  it('refuses 12 holes', () => {
    const result = teeSetInputSchema.safeParse({ ...body, holes: eighteen().slice(0, 12) });
    expect(result.error?.issues.map((issue) => issue.message)).toContain('A tee set has 9 or 18 holes');
  });
  it('refuses a field it does not know (no smuggled source or version)', () => {
    expect(teeSetInputSchema.safeParse({ ...body, source: 'golfcourseapi' }).success).toBe(false);
  });
});

describe('teeSetChanges (the history line)', () => {
  it('says which hole changed and how', () => {
    const before = {
      name: 'Blue',
      colour: null,
      holes: eighteen(),
      men: { courseRating: 72.1, slope: 131 },
      women: null,
    };
    const after = {
      ...before,
      holes: before.holes.map((h) => (h.hole === 7 ? { ...h, par: 4 } : h)),
      men: { courseRating: 72.1, slope: 133 },
    };
    expect(teeSetChanges(before, after)).toEqual([
      'Hole 7: par 3 → 4',
      'Men’s rating / slope: 72.1 / 131 → 72.1 / 133',
    ]);
  });
});

describe('teeSetIdOf', () => {
  it('makes a readable id of a name', () => {
    expect(teeSetIdOf('Blue (Men)')).toBe('blue-men');
    expect(teeSetIdOf('Blé Épée')).toBe('ble-epee');
    expect(teeSetIdOf('!!!')).toBe('tee');
  });
});
