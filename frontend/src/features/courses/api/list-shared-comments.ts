import useSWR from 'swr';
import { sharedCommentsResponseSchema, type SharedCommentsResponse } from '#shared/schemas/rating';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

export const SHARED_COMMENTS_PAGE_SIZE = 5;

function pageQuery(cursor: string | null): string {
  const query = new URLSearchParams({ limit: String(SHARED_COMMENTS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return query.toString();
}

/** GET /api/courses/{id}/ratings/comments: one page of the comments golfers shared, newest first. */
export function listSharedComments(courseId: string, cursor: string | null): Promise<SharedCommentsResponse> {
  return getJson(cacheKeys.sharedComments(courseId, pageQuery(cursor)), sharedCommentsResponseSchema);
}

export function useSharedComments(courseId: string, cursor: string | null) {
  return useSWR<SharedCommentsResponse, Error>(
    cacheKeys.sharedComments(courseId, pageQuery(cursor)),
    () => listSharedComments(courseId, cursor),
    { revalidateOnMount: true },
  );
}
