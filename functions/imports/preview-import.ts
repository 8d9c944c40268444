import { courseRefKey, type ImportPreviewResponse } from '#shared/imports/import-api';
import type { CourseRef, ImportDraft } from '#shared/imports/import-draft';
import { roundImportKey } from '#shared/rounds/round-import-key';
import { IMPORT_COURSES_PER_BATCH_LIMIT } from '#shared/schemas/course';
import { importCoursesLeftToday } from '../courses/course-allowance';
import { existingRoundKeys } from './existing-rounds';
import { matchCourses, type CourseGroup } from './match-courses';
import { addWorldwideCandidates } from './worldwide-candidates';

/**
 * The preview of an import (nothing written): every distinct course of the file matched, and the rounds
 * already in Fescue at their matched course (same course, date, score and holes) that the import will skip.
 * The courses the catalog did not match get GolfCourseAPI's candidates, within its allowance.
 */
export async function previewImport(userId: string, draft: ImportDraft): Promise<ImportPreviewResponse> {
  const groups = new Map<string, CourseGroup>();
  const groupOf = (ref: CourseRef) => {
    const key = courseRefKey(draft.source, ref);
    let group = groups.get(key);
    if (!group) {
      group = { key, ref, rounds: 0, playedCourses: 0, bucketList: 0 };
      groups.set(key, group);
    }
    return group;
  };
  for (const round of draft.rounds) groupOf(round.course).rounds += 1;
  for (const played of draft.playedCourses) groupOf(played.course).playedCourses += 1;
  for (const entry of draft.bucketList) groupOf(entry.course).bucketList += 1;

  const [courses, existing, left] = await Promise.all([
    matchCourses(userId, draft.source, [...groups.values()]),
    existingRoundKeys(userId, draft.rounds),
    importCoursesLeftToday({ userId, now: new Date() }),
  ]);
  const worldwide = await addWorldwideCandidates(courses);
  const matchedId = new Map(courses.map((match) => [match.key, match.course?.id]));
  const duplicateRounds: number[] = [];
  draft.rounds.forEach((round, index) => {
    const courseId = matchedId.get(courseRefKey(draft.source, round.course));
    if (!courseId) return;
    const key = roundImportKey({ courseId, ...round });
    if (existing.has(key)) duplicateRounds.push(index);
    else existing.add(key);
  });
  // The imports' own allowance, not the daily ten (docs/product-rules.md#importing-your-golf).
  return {
    courses,
    duplicateRounds,
    coursesLeftToday: Math.min(left, IMPORT_COURSES_PER_BATCH_LIMIT),
    worldwide,
  };
}
