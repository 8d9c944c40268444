import { describe, expect, it } from 'vitest';
import { parForHoles } from './par';

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
