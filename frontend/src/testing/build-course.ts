import type { Course, CourseSearchResult } from '#shared/schemas/course';

/** A catalog course as GET /api/courses/{id} returns it; override what a test is about. */
export function buildCourse(overrides: Partial<Course> = {}): Course {
  return {
    id: 'pebble-beach-golf-links',
    name: 'Pebble Beach Golf Links',
    location: 'Pebble Beach, CA, United States',
    city: 'Pebble Beach',
    state: 'CA',
    country: 'United States',
    par: 72,
    yardage: 7075,
    courseType: 'resort',
    latitude: 36.5686,
    longitude: -121.9488,
    imageUrl: null,
    scorecardUrl: null,
    nationalRating: 75.5,
    courseRating: 75.5,
    slopeRating: 145,
    exclusivityRating: 6,
    userRating: 0,
    reviewCount: 0,
    sourceApi: 'catalog',
    description: 'Clifftop resort course on Carmel Bay along the Monterey Peninsula.',
    architect: 'Jack Neville, Douglas Grant',
    architects: ['Jack Neville', 'Douglas Grant'],
    architectYear: 1919,
    settings: ['coastal'],
    championships: [
      { event: 'us-open', years: [1972, 1982, 1992, 2000, 2010, 2019, 2027] },
      { event: 'pga-tour', name: 'AT&T Pebble Beach Pro-Am', since: 1947 },
    ],
    teeData: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildSearchResult(overrides: Partial<CourseSearchResult> = {}): CourseSearchResult {
  return {
    id: 'pebble-beach-golf-links',
    name: 'Pebble Beach Golf Links',
    city: 'Pebble Beach',
    state: 'CA',
    country: 'United States',
    courseType: 'resort',
    courseRating: 75.5,
    slopeRating: 145,
    architect: 'Jack Neville, Douglas Grant',
    yearBuilt: 1919,
    exclusivityRating: 6,
    ...overrides,
  };
}
