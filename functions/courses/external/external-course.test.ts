import { describe, expect, it } from 'vitest';
import { courseSchema } from '#shared/schemas/course';
import { toCourse } from '../course-items';
import { courseFromExternal, externalCourseName } from './external-course';
import { parseUpstreamCourse, type UpstreamCourse } from './upstream-schema';

function upstream(overrides: Record<string, unknown> = {}): UpstreamCourse {
  const course = parseUpstreamCourse({
    id: 10101,
    club_name: 'Bethpage State Park',
    course_name: 'Black',
    location: {
      city: 'Farmingdale',
      state: 'NY',
      country: 'United States',
      latitude: 40.744,
      longitude: -73.453,
    },
    tees: {
      male: [
        {
          tee_name: 'Black',
          course_rating: 77.5,
          slope_rating: 155,
          total_yards: 7468,
          par_total: 71,
          number_of_holes: 18,
        },
        {
          tee_name: 'White',
          course_rating: 75.4,
          slope_rating: 148,
          total_yards: 6684,
          par_total: 71,
          number_of_holes: 18,
        },
      ],
      female: [
        { tee_name: 'White', course_rating: 81.1, slope_rating: 153, total_yards: 6684, par_total: 71 },
      ],
    },
    ...overrides,
  });
  if (!course) throw new Error('test course did not parse');
  return course;
}

describe('externalCourseName', () => {
  it.each([
    ['Bethpage State Park', 'Black', 'Bethpage State Park (Black)'],
    ['Pebble Beach Golf Links', 'Pebble Beach Golf Links', 'Pebble Beach Golf Links'],
    ['Torrey Pines', 'Torrey Pines South', 'Torrey Pines South'],
    ['Presidio Golf Course', '', 'Presidio Golf Course'],
    ['', 'Old Course', 'Old Course'],
  ])('names club %j course %j as %j, the catalog style', (club_name, course_name, expected) => {
    expect(externalCourseName({ club_name, course_name })).toBe(expected);
  });
});

describe('courseFromExternal', () => {
  it("makes a valid Fescue course: figures from the longest men's tee, all tees kept, its own place", () => {
    const course = courseFromExternal(upstream(), new Date('2026-05-01T12:00:00Z'));
    // Valid as the API sends it: the creator (null here) is the server's alone.
    expect(courseSchema.parse(course)).toEqual(toCourse(course));
    expect(course).toMatchObject({
      name: 'Bethpage State Park (Black)',
      location: 'Farmingdale, NY, United States',
      par: 71,
      yardage: 7468,
      courseRating: 77.5,
      nationalRating: 77.5,
      slopeRating: 155,
      latitude: 40.744,
      longitude: -73.453,
      sourceApi: 'golfcourseapi',
      courseType: 'public',
      exclusivityRating: 4.5,
      createdBy: null,
      createdAt: '2026-05-01T12:00:00.000Z',
      placement: { method: 'exact', place: null },
      defaultedFigures: ['exclusivityRating'],
    });
    expect(course.teeData).toHaveLength(3);
    expect(course.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
  });

  it('places a course without coordinates at its centroid, and an unknown place at 40, -74', () => {
    const noCoordinates = { city: 'St Andrews', state: 'Fife', country: 'Scotland' };
    const placed = courseFromExternal(upstream({ location: noCoordinates }));
    expect([placed.latitude, placed.longitude]).toEqual([56.34, -2.8]);
    const zero = courseFromExternal(upstream({ location: { ...noCoordinates, latitude: 0, longitude: 0 } }));
    expect([zero.latitude, zero.longitude]).toEqual([56.34, -2.8]);
    const nowhere = courseFromExternal(upstream({ location: null }));
    expect(nowhere).toMatchObject({ city: 'Unknown', country: 'Unknown', latitude: 40, longitude: -74 });
  });

  it('records how a course without coordinates was placed', () => {
    const inFife = courseFromExternal(
      upstream({ location: { city: 'Crail', state: 'Fife', country: 'Scotland' } }),
    );
    expect(inFife.placement).toEqual({ method: 'country', place: 'Scotland' });
    const nowhere = courseFromExternal(upstream({ location: null }));
    expect(nowhere.placement).toEqual({ method: 'fallback', place: null });
  });

  it("stores a known country in the catalog's spelling and keeps an unknown one as given", () => {
    const usa = courseFromExternal(
      upstream({ location: { city: 'Farmingdale', state: 'NY', country: 'USA' } }),
    );
    expect(usa).toMatchObject({ country: 'United States', location: 'Farmingdale, NY, United States' });
    expect(usa.placement).toEqual({ method: 'state', place: 'New York' });
    // Upstream data is added even where its country is not in Fescue's list.
    const odd = courseFromExternal(upstream({ location: { city: 'Somewhere', country: 'Atlantis' } }));
    expect(odd).toMatchObject({ country: 'Atlantis', latitude: 40, longitude: -74 });
  });

  it('keeps par 72, slope 113 and no rating for a course without tees', () => {
    const course = courseFromExternal(upstream({ tees: null }));
    expect(course).toMatchObject({
      par: 72,
      slopeRating: 113,
      courseRating: null,
      nationalRating: 0,
      teeData: null,
      defaultedFigures: ['slopeRating', 'exclusivityRating'],
    });
  });
});
