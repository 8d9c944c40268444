import { describe, expect, it, vi } from 'vitest';
import type { CourseMatch } from '#shared/imports/import-api';
import type { ExternalCourse } from '#shared/schemas/external-course';
import { ExternalCourseApiError, notConfigured } from '../courses/external/external-course-errors';
import type { GolfCourseApi } from '../courses/external/golf-course-api';
import { addWorldwideCandidates } from './worldwide-candidates';

function match(name: string, fields: Partial<CourseMatch> = {}): CourseMatch {
  return {
    key: `18birdies:${name}`,
    ref: {
      name,
      facility: null,
      city: 'Farmingdale',
      state: 'NY',
      country: null,
      latitude: null,
      longitude: null,
      sourceCourseId: null,
    },
    status: 'new',
    course: null,
    reason: null,
    candidates: [],
    newCourse: null,
    newCourseProblem: null,
    worldwide: [],
    rounds: 1,
    playedCourses: 0,
    bucketList: 0,
    ...fields,
  };
}

const external = (club: string, course: string, city: string, country = 'United States'): ExternalCourse => ({
  id: `${club}-${course}`,
  club_name: club,
  course_name: course,
  location: { city, state: 'NY', country },
  tees: {},
});

function stubApi(search: GolfCourseApi['search'], configured = true): GolfCourseApi & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    assertConfigured: async () => {
      if (!configured) throw notConfigured();
    },
    search: async (query) => {
      calls.push(query);
      return search(query);
    },
    getCourse: vi.fn(),
  };
}

describe('GolfCourseAPI candidates in an import preview', () => {
  it('asks nothing of a server without a key, and says worldwide search is not configured', async () => {
    const api = stubApi(async () => [], false);
    const lookup = await addWorldwideCandidates([match('Black Course')], api);
    expect(lookup).toEqual({ status: 'not-configured', searched: 0, notSearched: 1 });
    expect(api.calls).toEqual([]);
  });

  it('asks nothing when the catalog matched every course', async () => {
    const api = stubApi(async () => []);
    const lookup = await addWorldwideCandidates([match('Black Course', { status: 'matched' })], api);
    expect(lookup).toEqual({ status: 'not-needed', searched: 0, notSearched: 0 });
    expect(api.calls).toEqual([]);
  });

  it('keeps only the hits that may be the course: its name, not another country', async () => {
    const black = external('Bethpage State Park', 'Black', 'Farmingdale');
    const api = stubApi(async () => [
      external('Bethpage State Park', 'Red', 'Farmingdale'),
      black,
      external('Sunningdale', 'Old', 'Sunningdale'),
      external('Black Course', 'Black Course', 'Lisbon', 'Portugal'),
    ]);
    const course = match('Black', { ref: { ...match('Black').ref, facility: 'Bethpage State Park' } });
    await addWorldwideCandidates([course], api);
    expect(api.calls).toEqual(['Bethpage State Park']);
    expect(course.worldwide[0]).toBe(black);
    expect(course.worldwide.map((hit) => hit.course_name)).not.toContain('Old');
    expect(course.worldwide.map((hit) => hit.location.country)).not.toContain('Portugal');
  });

  it('stops at the first failure and says worldwide search was unavailable, the preview going on', async () => {
    const api = stubApi(async () => {
      throw new ExternalCourseApiError('unavailable', 'down', { upstreamStatus: 503 });
    });
    const lookup = await addWorldwideCandidates([match('One Links'), match('Two Links')], api);
    expect(lookup).toEqual({ status: 'unavailable', searched: 0, notSearched: 2 });
    expect(api.calls).toHaveLength(1);
  });
});
