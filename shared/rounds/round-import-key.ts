/**
 * The identity of a round for import: the same course, date, score and holes is the same round, so a file
 * imported twice (or an export imported back) adds nothing the second time. A module of its own so that the
 * imports' Lambda does not carry the CSV import's schemas for it (docs/performance.md).
 */
export function roundImportKey(round: {
  courseId: string;
  playedAt: string;
  score: number;
  holes: number;
}): string {
  return `${round.courseId}|${round.playedAt}|${round.score}|${round.holes}`;
}
