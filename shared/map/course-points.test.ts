import { describe, expect, it } from 'vitest';
import { decodeCoursePoints, encodeCoursePoints, slugOfName, type CoursePoint } from './course-points';

const point = (overrides: Partial<CoursePoint>): CoursePoint => ({
  id: 'a-links',
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

const byId = (a: CoursePoint, b: CoursePoint) => a.id.localeCompare(b.id);

describe('the course points file', () => {
  it('gives back what was encoded through JSON, positions to five decimals', () => {
    const points = [
      point({}),
      point({
        id: 'old-course-st-andrews',
        name: 'St Andrews Links (Old Course)',
        city: 'St Andrews',
        state: null,
        country: 'Scotland',
        latitude: 56.3431,
        longitude: -2.80302,
        par: 0,
        yardage: null,
        courseType: 'public',
        exclusivityRating: 0,
        architect: null,
      }),
      point({ id: 'b-links', name: 'B Links', courseType: 'private', latitude: -33.9, longitude: 151.2 }),
      point({ id: 'c-links', name: 'C Links', courseType: 'semi-private', exclusivityRating: 10 }),
    ];
    const decoded = decodeCoursePoints(JSON.parse(JSON.stringify(encodeCoursePoints(points))));
    expect(decoded.sort(byId)).toEqual(
      points.map((p) => (p.latitude === 43.1234567 ? { ...p, latitude: 43.12346 } : p)).sort(byId),
    );
  });

  it('stores repeated places, countries and architects once, and an id only when it is not the name’s slug', () => {
    const file = encodeCoursePoints([
      point({}),
      point({ id: 'b-links', name: 'B Links', latitude: 44 }),
      point({
        id: 'royal-troon-old',
        name: 'Royal Troon Golf Club (Old Course)',
        country: 'Scotland',
        latitude: 45,
      }),
    ]);
    expect(file.countries).toEqual(['United States', 'Scotland']);
    expect(file.architects).toEqual(['David McLay Kidd']);
    expect(file.places).toEqual([
      ['Bandon', 'OR', 0],
      ['Bandon', 'OR', 1],
    ]);
    expect(file.ids).toEqual(['', '', 'royal-troon-old']);
    expect(file.latitude).toEqual([4312346, 87654, 100000]);
  });

  it('slugs a name as the catalog does', () => {
    expect(slugOfName('Royal Lytham & St Annes Golf Club')).toBe('royal-lytham-and-st-annes-golf-club');
    expect(slugOfName("Royal St George's  (Sandwich)")).toBe('royal-st-georges-sandwich');
    expect(slugOfName('Golf Club Château-d’Ouche')).toBe('golf-club-chateau-douche');
  });
});
