import { ulid } from 'ulid';
import { courseIdentityKey } from '#shared/courses/normalize';
import { findCountry } from '#shared/geo/countries';
import {
  importCourseLimitMessage,
  IMPORT_ROW_OVER_COURSE_LIMIT_MESSAGE,
  unknownImportCountryMessage,
  type ImportRoundRow,
} from '#shared/rounds/csv-import';
import { createCourseSchema } from '#shared/schemas/course-requests';
import {
  CourseNameTaken,
  createCourse,
  getCourseItemsByIds,
  getNameClaimOwners,
} from '../../courses/courses-repository';
import {
  coursesLeftToday,
  secondsUntilNextUtcDay,
  type CourseAddition,
} from '../../courses/course-allowance';
import { buildCustomCourse } from '../../courses/custom-course';
import { BadRequestError, TooManyRequestsError } from '../../lib/errors';

export interface ResolvedCourse {
  id: string;
  par: number;
  /**
   * Set (dry run only) when the row's course would be created but cannot be: its country is not one Fescue
   * knows, or the golfer has no courses left to add today.
   */
  refused?: string;
}

/**
 * The course of each imported row, by identity key (name and city, as the catalog's 409 rule): an existing
 * course (catalog or anyone's custom one) is reused, otherwise a custom course is created for the golfer.
 * Reads are one batch per 100 distinct courses. A dry run creates nothing: a course it would create gets
 * the id '' (and par 72). A course to create needs a country from the list (custom courses are shared by
 * every golfer): a dry run marks such rows refused; an import answers 400 before creating anything. The
 * courses it creates count against the golfer's daily limit (COURSES_PER_DAY_LIMIT), like any other: a dry
 * run refuses the rows of the courses past what is left today, so the preview imports the rest; an import
 * needing more answers 429 before creating anything (each create's own transaction still holds the limit
 * against a concurrent one).
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
  const refusedKeys = new Set(
    [...firstRowByKey]
      .filter(([key, row]) => !owners.has(key) && !findCountry(row.courseCountry))
      .map(([key]) => key),
  );
  if (refusedKeys.size > 0 && !dryRun) throw unknownCountryError(rows, refusedKeys, keyOf);
  const addition = { userId, now: new Date() };
  const toCreate = [...firstRowByKey.keys()].filter((key) => !owners.has(key) && !refusedKeys.has(key));
  const overLimitKeys = await keysPastTodaysAllowance(toCreate, addition, { dryRun });

  let created = 0;
  for (const [key, row] of firstRowByKey) {
    if (owners.has(key) || refusedKeys.has(key) || overLimitKeys.has(key)) continue;
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
    const course = buildCustomCourse(input, { id: ulid(), userId, now: addition.now.toISOString() });
    try {
      await createCourse(course, addition);
      owners.set(key, course.id);
      created += 1;
    } catch (error) {
      // Another import (or golfer) claimed the name meanwhile: theirs is the course.
      if (!(error instanceof CourseNameTaken)) throw error;
      owners.set(key, error.existingCourseId);
    }
  }

  const items = await getCourseItemsByIds([...new Set(owners.values())], ['id', 'par']);
  const byRow = rows.map((row): ResolvedCourse => {
    const id = owners.get(keyOf(row)) ?? '';
    const par = items.get(id)?.par;
    const refused = refusedKeys.has(keyOf(row))
      ? unknownImportCountryMessage(row.courseCountry)
      : overLimitKeys.has(keyOf(row))
        ? IMPORT_ROW_OVER_COURSE_LIMIT_MESSAGE
        : undefined;
    return { id, par: typeof par === 'number' ? par : 72, ...(refused ? { refused } : {}) };
  });
  return { byRow, created };
}

/**
 * The courses to create that are past what the golfer may still add today: a dry run refuses their rows
 * (the preview then imports the rest); an import needing more answers 429 before creating anything.
 */
async function keysPastTodaysAllowance(
  toCreate: readonly string[],
  addition: CourseAddition,
  { dryRun }: { dryRun: boolean },
): Promise<Set<string>> {
  if (toCreate.length === 0) return new Set();
  const left = await coursesLeftToday(addition);
  if (toCreate.length <= left) return new Set();
  if (!dryRun) {
    // The import request's own answer, in words that count its rows: not the one-course refusal.
    throw new TooManyRequestsError(
      importCourseLimitMessage(toCreate.length, left),
      secondsUntilNextUtcDay(addition.now),
    );
  }
  return new Set(toCreate.slice(left));
}

/** 400 naming each row whose new course has an unknown country, keyed as the schema's own row errors. */
function unknownCountryError(
  rows: readonly ImportRoundRow[],
  refusedKeys: ReadonlySet<string>,
  keyOf: (row: ImportRoundRow) => string,
): BadRequestError {
  const fieldErrors: Record<string, string> = {};
  const messages = new Set<string>();
  rows.forEach((row, index) => {
    if (!refusedKeys.has(keyOf(row))) return;
    const message = unknownImportCountryMessage(row.courseCountry);
    fieldErrors[`rows.${index}.courseCountry`] = message;
    messages.add(`${row.courseName} (${row.courseCity}): ${message}`);
  });
  return new BadRequestError([...messages].join(' '), fieldErrors);
}
