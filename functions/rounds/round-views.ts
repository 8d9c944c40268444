import type { Round } from '#shared/schemas/round';
import { getCourseSummaries, type StoredRound } from './rounds-repository';

/** Rounds with their course summaries, reading each distinct course once (BatchGetItem). */
export async function withCourses(rounds: readonly StoredRound[]): Promise<Round[]> {
  const courses = await getCourseSummaries(rounds.map((round) => round.courseId));
  return rounds.map((round) => ({ ...round, course: courses.get(round.courseId) ?? null }));
}
