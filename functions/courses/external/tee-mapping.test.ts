import { describe, expect, it } from 'vitest';
import type { Tee } from '#shared/schemas/course';
import { courseFigures, mapTees, pickCourseTee } from './tee-mapping';
import type { UpstreamTee } from './upstream-schema';

const upstreamTee = (tee_name: string, figures: Partial<UpstreamTee> = {}): UpstreamTee => ({
  tee_name,
  course_rating: 72,
  slope_rating: 130,
  bogey_rating: 96,
  total_yards: 6500,
  par_total: 72,
  number_of_holes: 18,
  ...figures,
});

const tee = (teeName: string, figures: Partial<Tee> = {}): Tee => ({
  teeName,
  gender: 'male',
  courseRating: 72,
  slopeRating: 130,
  par: 72,
  yardage: 6500,
  holes: 18,
  ...figures,
});

describe('mapTees', () => {
  it("keeps every tee, men's first, with Fescue's names and null for unknown (0) figures", () => {
    const tees = mapTees({
      male: [
        upstreamTee('Blue', { course_rating: 74.1, slope_rating: 138, total_yards: 7001, par_total: 71 }),
      ],
      female: [upstreamTee('Red', { course_rating: 0, slope_rating: null, total_yards: 5600 })],
    });
    expect(tees).toEqual([
      {
        teeName: 'Blue',
        gender: 'male',
        courseRating: 74.1,
        slopeRating: 138,
        par: 71,
        yardage: 7001,
        holes: 18,
      },
      {
        teeName: 'Red',
        gender: 'female',
        courseRating: null,
        slopeRating: null,
        par: 72,
        yardage: 5600,
        holes: 18,
      },
    ]);
  });
});

describe('courseFigures', () => {
  it("takes rating, slope, par and yardage together from the longest men's tee", () => {
    const figures = courseFigures([
      tee('White', { yardage: 6400, courseRating: 70.5, slopeRating: 125 }),
      tee('Black', { yardage: 7468, courseRating: 77.5, slopeRating: 155, par: 71 }),
      tee('Forward', { gender: 'female', yardage: 7600, courseRating: 80 }),
    ]);
    expect(figures).toEqual({
      par: 71,
      yardage: 7468,
      courseRating: 77.5,
      slopeRating: 155,
      slopeRatingPublished: true,
      teeName: 'Black',
    });
  });

  it("uses the longest women's tee when there is no men's tee", () => {
    const figures = courseFigures([
      tee('Red', { gender: 'female', yardage: 5200, courseRating: 69 }),
      tee('Gold', { gender: 'female', yardage: 5800, courseRating: 72.4, slopeRating: 128 }),
    ]);
    expect(figures).toMatchObject({ teeName: 'Gold', courseRating: 72.4, slopeRating: 128 });
  });

  it('prefers an 18-hole tee over a longer nine, and a rated tee over an unrated one', () => {
    expect(
      pickCourseTee([tee('Nine', { holes: 9, yardage: 9000 }), tee('Full', { yardage: 6000 })])?.teeName,
    ).toBe('Full');
    expect(
      pickCourseTee([tee('Unrated', { courseRating: null, yardage: 7200 }), tee('Rated', { yardage: 6800 })])
        ?.teeName,
    ).toBe('Rated');
  });

  it('falls back to par 72, slope 113 and no rating when there are no tees', () => {
    expect(courseFigures([])).toEqual({
      par: 72,
      yardage: null,
      courseRating: null,
      slopeRating: 113,
      slopeRatingPublished: false,
      teeName: null,
    });
  });

  it('defaults the slope to 113 when the chosen tee has none, keeping its other figures', () => {
    expect(courseFigures([tee('Blue', { slopeRating: null, courseRating: 71.2 })])).toMatchObject({
      slopeRating: 113,
      slopeRatingPublished: false,
      courseRating: 71.2,
    });
  });
});
