import { describe, expect, it } from 'vitest';
import { eighteenHoleRating, parForHoles } from './par';

describe('parForHoles', () => {
  it("is the course's par for 18 holes and half of it for 9", () => {
    expect(parForHoles(72, 18)).toBe(72);
    expect(parForHoles(72, 9)).toBe(36);
  });

  it('rounds half an odd par up and falls back to par 72', () => {
    expect(parForHoles(71, 9)).toBe(36);
    expect(parForHoles(null, 9)).toBe(36);
    expect(parForHoles(0, 18)).toBe(72);
  });

  it('takes a 9-hole course (par 27 to 40) as it is for 9 holes and twice round for 18', () => {
    expect(parForHoles(34, 9)).toBe(34);
    expect(parForHoles(34, 18)).toBe(68);
  });
});

describe('eighteenHoleRating', () => {
  it("doubles a 9-hole course's rating (par 36 rated 35.6 is 71.2 for eighteen) and keeps an 18-hole one", () => {
    expect(eighteenHoleRating(35.6, 36)).toBe(71.2);
    expect(eighteenHoleRating(27.3, 27)).toBe(54.6);
    expect(eighteenHoleRating(72.4, 72)).toBe(72.4);
  });
});
