import { describe, expect, it } from 'vitest';
import { teeSetsFromUpstream } from './tee-set-mapping';
import type { UpstreamTee } from './upstream-schema';

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const INDEXES = [3, 11, 17, 7, 1, 13, 15, 9, 5, 4, 12, 18, 8, 2, 14, 16, 10, 6];
const tee = (name: string, rating: number, slope: number, pars = PARS, indexes = INDEXES): UpstreamTee => ({
  tee_name: name,
  course_rating: rating,
  slope_rating: slope,
  bogey_rating: null,
  total_yards: 6500,
  par_total: pars.reduce((a, b) => a + b, 0),
  number_of_holes: pars.length,
  holes: pars.map((par, i) => ({ par, yardage: 380, handicap: indexes[i] ?? null })),
});

describe('teeSetsFromUpstream (GolfCourseAPI holes kept when a course is added)', () => {
  it("keeps each tee's holes, with men's and women's ratings of the same tee together", () => {
    const sets = teeSetsFromUpstream({ male: [tee('White', 70.1, 125)], female: [tee('White', 75.2, 131)] });
    expect(sets).toHaveLength(1);
    expect(sets[0]).toMatchObject({
      id: 'white',
      men: { courseRating: 70.1, slope: 125 },
      women: { courseRating: 75.2, slope: 131 },
    });
    expect(sets[0]?.holes[4]).toEqual({ hole: 5, par: 4, strokeIndex: 1, yardage: 380 });
  });

  it("makes a women's tee with other pars its own set", () => {
    const womensPars = PARS.map((par, i) => (i === 0 ? 5 : par));
    const sets = teeSetsFromUpstream({
      male: [tee('Red', 68, 118)],
      female: [tee('Red', 72, 124, womensPars)],
    });
    expect(sets.map((set) => set.name)).toEqual(['Red', 'Red (women)']);
  });

  it('drops stroke indexes that are not 1 to 18 once each rather than keep them wrong', () => {
    const twice = INDEXES.map((index, i) => (i === 1 ? 3 : index));
    const [set] = teeSetsFromUpstream({ male: [tee('Blue', 72, 130, PARS, twice)], female: [] });
    expect(set?.holes.every((hole) => hole.strokeIndex === null)).toBe(true);
  });

  it('makes no tee set of a tee without hole data', () => {
    expect(teeSetsFromUpstream({ male: [{ ...tee('Blue', 72, 130), holes: null }], female: [] })).toEqual([]);
  });
});
