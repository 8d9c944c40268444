import { ulid } from 'ulid';
import { courseIdentityKey } from '../../../shared/courses/normalize';
import type { ImportRoundRow } from '../../../shared/rounds/csv-import';
import { createCourseSchema } from '../../../shared/schemas/course';
import {
  CourseNameTakenError,
  createCourse,
  getCourseItemsByIds,
  getNameClaimOwners,
} from '../../data/courses-repository';
import { buildCustomCourse } from '../../courses/custom-course';

export interface ResolvedCourse {
  id: string;
  par: number;
}

/**
 * The course of each imported row, by identity key (name and city, as the catalog's 409 rule): an existing
 * course (catalog or anyone's custom one) is reused, otherwise a custom course is created for the golfer.
 * Reads are one batch per 100 distinct courses. A dry run creates nothing: a course it would create gets
 * the id '' (and par 72).
 */
export async function resolveCourses(
  userId: string,
  rows: readonly ImportRoundRow[],
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<{ byRow: ResolvedCourse[]; created: number }> {
  const keyOf = (row: ImportRoundRow) => courseIdentityKey(row.courseName, row.courseCity);
  const firstRowByKey = new Map<string, ImportRoundRow>();
  for (const row of rows) if (!firstRowByKey.has(keyOf(row))) firstRowByKey.set(keyOf(row), row);

  const owners = await getNameClaimOwners([...firstRowByKey.keys()]);
  let created = 0;
  for (const [key, row] of firstRowByKey) {
    if (owners.has(key)) continue;
    if (dryRun) {
      // Would be created: no id yet, so none of the golfer's rounds can be at it.
      created += 1;
      continue;
    }
    const input = createCourseSchema.parse({
      name: row.courseName,
      city: row.courseCity,
      state: row.courseState ?? null,
      country: row.courseCountry,
      architect: row.roundArchitect ?? null,
    });
    const course = buildCustomCourse(input, { id: ulid(), userId, now: new Date().toISOString() });
    try {
      await createCourse(course);
      owners.set(key, course.id);
      created += 1;
    } catch (error) {
      // Another import (or golfer) claimed the name meanwhile: theirs is the course.
      if (!(error instanceof CourseNameTakenError)) throw error;
      owners.set(key, error.existingCourseId);
    }
  }

  const items = await getCourseItemsByIds([...new Set(owners.values())], ['id', 'par']);
  const byRow = rows.map((row) => {
    const id = owners.get(keyOf(row)) ?? '';
    const par = items.get(id)?.par;
    return { id, par: typeof par === 'number' ? par : 72 };
  });
  return { byRow, created };
}
