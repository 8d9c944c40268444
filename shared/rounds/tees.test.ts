import { describe, expect, it } from 'vitest';
import type { Tee } from '../schemas/course';
import { teeChoices, teeNamed } from './tees';

const tee = (overrides: Partial<Tee>): Tee => ({
  teeName: 'Blue',
  gender: 'male',
  courseRating: 72.4,
  slopeRating: 131,
  par: 72,
  yardage: 6800,
  holes: 18,
  ...overrides,
});

describe('teeChoices', () => {
  it('lists each tee with the rating and slope it fills in: Blue 72.4 / 131, White 70.1 / 125', () => {
    expect(teeChoices([tee({}), tee({ teeName: 'White', courseRating: 70.1, slopeRating: 125 })])).toEqual([
      { label: 'Blue', courseRating: 72.4, slopeRating: 131 },
      { label: 'White', courseRating: 70.1, slopeRating: 125 },
    ]);
  });

  it('names the gender where men and women both have a tee of that name, each with its own figures', () => {
    const choices = teeChoices([
      tee({ teeName: 'Red', courseRating: 66.2, slopeRating: 112 }),
      tee({ teeName: 'Red', gender: 'female', courseRating: 71.8, slopeRating: 127 }),
    ]);
    expect(choices.map((choice) => choice.label)).toEqual(["Red (men's)", "Red (women's)"]);
    expect(teeNamed(choices, " red (WOMEN'S) ")).toEqual({
      label: "Red (women's)",
      courseRating: 71.8,
      slopeRating: 127,
    });
  });

  it("doubles a 9-hole tee's rating to the 18-hole rating a round carries: 35.6 -> 71.2", () => {
    expect(teeChoices([tee({ teeName: 'Nine', holes: 9, courseRating: 35.6, slopeRating: 118 })])).toEqual([
      { label: 'Nine', courseRating: 71.2, slopeRating: 118 },
    ]);
  });

  it('leaves unknown or impossible figures empty rather than filling them in wrong', () => {
    expect(
      teeChoices([
        tee({ teeName: 'Gold', courseRating: null, slopeRating: null }),
        tee({ teeName: 'Junior', courseRating: 31.0, slopeRating: 40 }),
      ]),
    ).toEqual([
      { label: 'Gold', courseRating: null, slopeRating: null },
      { label: 'Junior', courseRating: null, slopeRating: null },
    ]);
  });

  it('lists nothing for a course without tees, and finds no tee for text that names none', () => {
    expect(teeChoices(null)).toEqual([]);
    expect(teeNamed(teeChoices([tee({})]), 'Tips')).toBeUndefined();
    expect(teeNamed(teeChoices([tee({})]), '')).toBeUndefined();
  });
});
