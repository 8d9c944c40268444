import useSWR from 'swr';
import {
  teeSetHistorySchema,
  teeSetListSchema,
  teeSetSchema,
  type TeeSet,
  type TeeSetInput,
} from '#shared/scorecards/tee-set';
import { getJson, sendJson } from '@/shared/api/http';
import { cacheKeys } from '@/shared/api/cache-keys';

/** GET /api/courses/{id}/tee-sets: the course's tee sets, hole by hole. */
export function useTeeSets(courseId: string) {
  return useSWR(cacheKeys.teeSets(courseId), (path: string) => getJson(path, teeSetListSchema));
}

/** GET /api/courses/{id}/tee-sets/{teeSetId}/history, read only when the golfer opens it. */
export function useTeeSetHistory(courseId: string, teeSetId: string | null) {
  return useSWR(teeSetId ? cacheKeys.teeSetHistory(courseId, teeSetId) : null, (path: string) =>
    getJson(path, teeSetHistorySchema),
  );
}

/** PUT /api/courses/{id}/tee-sets/{teeSetId}: enter or edit a tee set. */
export function saveTeeSet(courseId: string, teeSetId: string, input: TeeSetInput): Promise<TeeSet> {
  return sendJson(
    'PUT',
    `/api/courses/${encodeURIComponent(courseId)}/tee-sets/${encodeURIComponent(teeSetId)}`,
    input,
    teeSetSchema,
  );
}
