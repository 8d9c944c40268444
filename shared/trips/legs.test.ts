import { describe, expect, it } from 'vitest';
import { planLegs } from './legs';

const oldCourse = { latitude: 56.3433, longitude: -2.8031 };
const carnoustie = { latitude: 56.4979, longitude: -2.7196 };
const kingsbarns = { latitude: 56.304, longitude: -2.648 };

describe('plan legs', () => {
  it('measures the Old Course to Carnoustie as the WGS84 geodesic does, within the sphere’s 0.5%', () => {
    // Reference: 17.97 km, Vincenty's inverse formula on the WGS84 ellipsoid for the two catalog points
    // (computed apart from this code). A straight line across the Tay, not the 22 km or so by road.
    const { legs } = planLegs([
      { label: 'Old Course', point: oldCourse },
      { label: 'Carnoustie', point: carnoustie },
    ]);
    expect(legs[0]?.kilometres).toBeGreaterThan(17.97 * 0.995);
    expect(legs[0]?.kilometres).toBeLessThan(17.97 * 1.005);
  });

  it('sums the legs in the plan’s order and skips a course without a point', () => {
    const { legs, totalKilometres } = planLegs([
      { label: 'Old Course', point: oldCourse },
      { label: 'Kingsbarns', point: kingsbarns },
      { label: 'Nowhere', point: null },
      { label: 'Carnoustie', point: carnoustie },
    ]);
    expect(legs.map((leg) => leg.kilometres === null)).toEqual([false, true, true]);
    // Reference: Old Course to Kingsbarns 10.55 km (Vincenty, WGS84).
    expect(legs[0]?.kilometres).toBeCloseTo(10.55, 0);
    expect(totalKilometres).toBe(legs[0]?.kilometres);
  });

  it('has no leg for a plan of one point', () => {
    expect(planLegs([{ label: 'Old Course', point: oldCourse }])).toEqual({
      legs: [],
      totalMiles: 0,
      totalKilometres: 0,
    });
  });
});
