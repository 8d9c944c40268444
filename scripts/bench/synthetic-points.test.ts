import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CoursePointsFile } from '#shared/map/course-points';
import { syntheticCourses } from './synthetic-points';

const catalog = JSON.parse(
  readFileSync(new URL('../../frontend/src/features/map/data/course-points.json', import.meta.url), 'utf8'),
) as CoursePointsFile;

describe('syntheticCourses', () => {
  const courses = syntheticCourses(catalog, 2_000, { seed: 7, towns: 800 });

  it('gives the same courses for the same seed, and others for another seed', () => {
    expect(syntheticCourses(catalog, 2_000, { seed: 7, towns: 800 })).toEqual(courses);
    const other = syntheticCourses(catalog, 2_000, { seed: 8, towns: 800 });
    expect(other.map((course) => course.name)).not.toEqual(courses.map((course) => course.name));
  });

  it('spreads the courses over exactly the distinct towns asked for, with unique ids', () => {
    expect(courses).toHaveLength(2_000);
    const towns = new Set(courses.map((course) => `${course.city}|${course.state}|${course.country}`));
    expect(towns.size).toBe(800);
    expect(new Set(courses.map((course) => course.id)).size).toBe(2_000);
  });

  it('does not copy the catalog: names are new and architects vary on a long tail', () => {
    const catalogNames = new Set(catalog.names);
    const copied = courses.filter((course) => catalogNames.has(course.name)).length;
    expect(copied).toBeLessThan(20);
    expect(new Set(courses.map((course) => course.name)).size).toBeGreaterThan(1_500);
    expect(new Set(courses.map((course) => course.architect)).size).toBeGreaterThan(300);
  });
});
