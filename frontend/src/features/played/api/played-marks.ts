import useSWR, { type ScopedMutator } from 'swr';
import {
  markPlayedResponseSchema,
  playedMarksResponseSchema,
  type MarkPlayedInput,
  type PlayedMark,
} from '#shared/played/played-mark';
import { cacheKeys, familiesOf } from '@/shared/api/cache-keys';
import { getJson, requestJson, sendJson } from '@/shared/api/http';

const pathOf = (courseId: string) => `${cacheKeys.playedMarks}/${encodeURIComponent(courseId)}`;

/** GET /api/played-courses: the golfer's marks ("I've played it" without a round). */
export function usePlayedMarks() {
  return useSWR<PlayedMark[], Error>(cacheKeys.playedMarks, async (path: string) => {
    return (await getJson(path, playedMarksResponseSchema)).marks;
  });
}

/** PUT /api/played-courses/{courseId}: marks the course played (the year, before 2000, or neither). */
export function markCoursePlayed(courseId: string, input: MarkPlayedInput) {
  return sendJson('PUT', pathOf(courseId), input, markPlayedResponseSchema);
}

/** DELETE /api/played-courses/{courseId}: takes the mark away. */
export async function unmarkCoursePlayed(courseId: string): Promise<void> {
  await requestJson(pathOf(courseId), { method: 'DELETE' });
}

/**
 * After a mark is added, changed or removed: the marks, the map's statuses (the hearts and the popups read
 * them), my courses, the bucket list's ticks, the stats and the Passport, and the achievements.
 */
export function refreshPlayedData(mutate: ScopedMutator): Promise<unknown> {
  return mutate((key) => {
    if (typeof key !== 'string') return false;
    const families = familiesOf(key);
    return families.some((family) =>
      [
        'playedMarks',
        'myMap',
        'myCourses',
        'bucketList',
        'userStats',
        'architectStats',
        'passport',
        'achievements',
        'recommendations',
      ].includes(family),
    );
  });
}
