import { roundImportKey, type ImportRoundRow, type ImportRoundsResponse } from '#shared/rounds/csv-import';
import { buildStoredRound } from '../build-round';
import { listRoundFacts } from '../rounds-repository';
import { writeRound } from '../write/write-round';
import { Conflict } from '../../lib/errors';
import { importedRoundId } from './import-round-id';
import { resolveCourses } from './resolve-courses';

/**
 * Imports a validated batch for the golfer. A row is a duplicate when the golfer already has a round with
 * the same course, date, score and holes (however it was logged), or when an earlier row of the batch is the
 * same round; the rest are written one transaction each, with the deterministic id guarding against a
 * concurrent import of the same file. Rounds go in one at a time: rounds at one course share a course link,
 * and parallel transactions on it would cancel each other. A dry run answers the same per-row verdicts
 * (`ready` for a row it would import) and writes nothing.
 */
export async function importRounds(
  userId: string,
  rows: readonly ImportRoundRow[],
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<ImportRoundsResponse> {
  const courses = await resolveCourses(userId, rows, { dryRun });
  const existing = new Set((await listRoundFacts(userId)).map(roundImportKey));
  const results: ImportRoundsResponse['results'] = [];
  let imported = 0;

  for (const [index, row] of rows.entries()) {
    const course = courses.byRow[index];
    if (!course) throw new Error(`No course resolved for import row ${index}`);
    if (course.refused) {
      // Only a dry run gets here (an import with such a row was refused whole): the preview says why.
      results.push({ status: 'refused', roundId: '', message: course.refused });
      continue;
    }
    // A course a dry run would create has no id yet: its name and city stand in, so rows repeated in the
    // file still count once.
    const courseId = course.id || `new:${row.courseName}|${row.courseCity}`;
    const key = roundImportKey({ courseId, ...row });
    const id = importedRoundId(userId, key, row.playedAt);
    if (existing.has(key)) {
      results.push({ status: 'duplicate', roundId: id });
      continue;
    }
    existing.add(key);
    if (dryRun) {
      results.push({ status: 'ready', roundId: id });
      continue;
    }
    const round = buildStoredRound(
      {
        ...row,
        id,
        userId,
        courseId: course.id,
        // An import stores the round and its category ratings; the tee's figures, the rating's tags and
        // comments and sharing to the community are left for the golfer to set on the round.
        courseRating: null,
        slopeRating: null,
        ratingTags: [],
        ratingComments: null,
        ratingShared: false,
        sharedToCommunity: false,
      },
      { coursePar: course.par },
    );
    try {
      await writeRound(undefined, round);
      imported += 1;
      results.push({ status: 'imported', roundId: id });
    } catch (error) {
      // The same round landed from a concurrent import of this file: it is there, once.
      if (!(error instanceof Conflict)) throw error;
      results.push({ status: 'duplicate', roundId: id });
    }
  }
  const duplicates = results.filter((result) => result.status === 'duplicate').length;
  return { imported, duplicates, coursesCreated: courses.created, results };
}
