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
});
