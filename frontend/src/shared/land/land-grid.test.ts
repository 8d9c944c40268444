import { describe, expect, it } from 'vitest';
import { isLandAt } from './land-grid';

describe('the land grid behind the locator map', () => {
  it('holds land where courses are, small islands too', () => {
    expect(isLandAt(56.34, -2.8)).toBe(true); // St Andrews
    expect(isLandAt(64.06, -21.98)).toBe(true); // Hafnarfjörður, Iceland
    expect(isLandAt(68.34, 14.13)).toBe(true); // Lofoten
    expect(isLandAt(17.16, -62.62)).toBe(true); // Nevis
    expect(isLandAt(-20.28, 57.79)).toBe(true); // Mauritius
    expect(isLandAt(-89.5, 0)).toBe(true); // Antarctica at the pole
  });

  it('holds sea across the antimeridian rows that a naive fill paints as land', () => {
    // Chukotka and Fiji cross 180°: their rows must not be land around the world.
    expect(isLandAt(72.5, -10)).toBe(false); // Greenland Sea
    expect(isLandAt(70.5, 2)).toBe(false); // Norwegian Sea
    expect(isLandAt(-16.5, -120)).toBe(false); // South Pacific
    expect(isLandAt(66.5, -26)).toBe(false); // between Iceland and Greenland
    expect(isLandAt(-16.5, 179.5)).toBe(true); // Fiji itself
    expect(isLandAt(66.5, -179.5)).toBe(true); // Chukotka itself
  });
});
