import { describe, expect, it } from 'vitest';
import { decodeCoursePoints, encodeCoursePoints, type CoursePoint } from './course-points';

const point = (overrides: Partial<CoursePoint>): CoursePoint => ({
  id: 'a',
  name: 'A Links',
  city: 'Bandon',
  state: 'OR',
  country: 'United States',
  latitude: 43.1234567,
  longitude: -124.4,
  par: 72,
  yardage: 6700,
  courseType: 'resort',
  exclusivityRating: 7.5,
  architect: 'David McLay Kidd',
  ...overrides,
});

describe('the course points file', () => {
  it('gives back what was encoded, storing a repeated country or architect once', () => {
    const points = [
      point({}),
      point({ id: 'b', yardage: null, architect: null, courseType: 'private', state: null }),
      point({ id: 'c', country: 'Scotland' }),
    ];
    const file = encodeCoursePoints(points);
    expect(file.countries).toEqual(['United States', 'Scotland']);
    expect(file.architects).toEqual(['David McLay Kidd']);
    expect(decodeCoursePoints(JSON.parse(JSON.stringify(file)))).toEqual(
      points.map((p) => ({ ...p, latitude: 43.12346 })),
    );
  });
});
