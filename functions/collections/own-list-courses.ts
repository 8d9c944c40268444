import { getCourseItemsByIds } from '../courses/courses-repository';
import { NotFound } from '../lib/errors';

/** The courses an own list names must exist (one projected BatchGetItem per 100): 404 'course' otherwise. */
export async function assertCoursesExist(courseIds: readonly string[]): Promise<void> {
  if (courseIds.length === 0) return;
  const found = await getCourseItemsByIds(courseIds, ['id']);
  if (courseIds.some((id) => !found.has(id))) throw new NotFound<'course'>('course');
}
