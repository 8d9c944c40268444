import { greatCircleMiles, KILOMETRES_PER_MILE, type Point } from '../passport/distance';

/** A point of the plan in its order: the lodging, then each course (null: a course without a point). */
export interface PlanPoint {
  label: string;
  point: Point | null;
}

export interface PlanLeg {
  from: string;
  to: string;
  miles: number | null;
  kilometres: number | null;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The legs of a plan in its order and their sum, as straight-line (great-circle, haversine) distances:
 * Fescue knows no roads, and the page says so. A leg touching a point-less course has no distance and adds
 * nothing to the total.
 */
export function planLegs(points: readonly PlanPoint[]): {
  legs: PlanLeg[];
  totalMiles: number;
  totalKilometres: number;
} {
  const legs: PlanLeg[] = [];
  let total = 0;
  for (let i = 1; i < points.length; i += 1) {
    const from = points[i - 1];
    const to = points[i];
    if (!from || !to) continue;
    const miles = from.point && to.point ? greatCircleMiles(from.point, to.point) : null;
    if (miles !== null) total += miles;
    legs.push({
      from: from.label,
      to: to.label,
      miles: miles === null ? null : oneDecimal(miles),
      kilometres: miles === null ? null : oneDecimal(miles * KILOMETRES_PER_MILE),
    });
  }
  return { legs, totalMiles: oneDecimal(total), totalKilometres: oneDecimal(total * KILOMETRES_PER_MILE) };
}
