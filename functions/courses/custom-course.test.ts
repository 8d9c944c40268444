import { describe, expect, it } from 'vitest';
import { createCourseSchema } from '#shared/schemas/course-requests';
import { applyCourseUpdate, buildCustomCourse, splitArchitects } from './custom-course';

const context = { id: '01JTESTCOURSE', userId: 'user-1', now: '2025-05-01T00:00:00.000Z' };

describe('custom course', () => {
  it('takes exclusivity from the type, slope 113 and no course rating unless given', () => {
    const course = buildCustomCourse(
      createCourseSchema.parse({
        name: 'Home Nine',
        city: 'Bend',
        state: 'OR',
        country: 'United States',
        courseType: 'private',
      }),
      context,
    );
    expect(course).toMatchObject({
      id: context.id,
      sourceApi: 'custom',
      createdBy: 'user-1',
      exclusivityRating: 8.5,
      slopeRating: 113,
      courseRating: null,
      par: 72,
      location: 'Bend, OR, United States',
      latitude: 44.57,
      longitude: -122.07,
      placement: { method: 'state', place: 'Oregon' },
      defaultedFigures: ['slopeRating', 'exclusivityRating'],
    });
  });

  it('says the slope is not a default when the golfer gave one', () => {
    const course = buildCustomCourse(
      createCourseSchema.parse({
        name: 'Home Nine',
        city: 'Bend',
        country: 'United States',
        slopeRating: 131,
      }),
      context,
    );
    expect(course.defaultedFigures).toEqual(['exclusivityRating']);
  });

  it("places a course in a country without a city or state centre at the country's centre", () => {
    const course = buildCustomCourse(
      createCourseSchema.parse({ name: 'Karen Country Club', city: 'Nairobi', country: 'kenya' }),
      context,
    );
    expect(course).toMatchObject({
      country: 'Kenya',
      location: 'Nairobi, Kenya',
      latitude: 1,
      longitude: 38,
      placement: { method: 'country', place: 'Kenya' },
    });
  });

  it("stores an alias of a country in the catalog's spelling", () => {
    const course = buildCustomCourse(
      createCourseSchema.parse({ name: 'Home Nine', city: 'Bend', state: 'OR', country: 'USA' }),
      context,
    );
    expect(course).toMatchObject({ country: 'United States', location: 'Bend, OR, United States' });
  });

  it('splits architects on commas but keeps a firm together', () => {
    expect(splitArchitects('Alister MacKenzie, Robert Hunter')).toEqual([
      'Alister MacKenzie',
      'Robert Hunter',
    ]);
    expect(splitArchitects('Coore & Crenshaw')).toEqual(['Coore & Crenshaw']);
    expect(splitArchitects(null)).toEqual([]);
  });

  it('an update changes only architect and type, and clears the architect with null', () => {
    const course = buildCustomCourse(
      createCourseSchema.parse({
        name: 'Home Nine',
        city: 'Bend',
        country: 'United States',
        architect: 'A Person',
      }),
      context,
    );
    const updated = applyCourseUpdate(course, { architect: null, courseType: 'resort' }, 'later');
    expect(updated).toEqual({
      ...course,
      architect: null,
      architects: [],
      courseType: 'resort',
      updatedAt: 'later',
    });
  });
});
