import useSWRInfinite from 'swr/infinite';
import { storiesResponseSchema, type StoriesResponse } from '#shared/schemas/community';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

export const STORIES_PAGE_SIZE = 12;

/** GET /api/community/stories, a page at a time (latest played first); Load More asks for the next. */
export function useStories() {
  return useSWRInfinite<StoriesResponse, Error>(
    (index: number, previous: StoriesResponse | null) => {
      if (previous && !previous.nextCursor) return null;
      const cursor = previous?.nextCursor ? `&cursor=${encodeURIComponent(previous.nextCursor)}` : '';
      return cacheKeys.communityStories(`limit=${STORIES_PAGE_SIZE}${cursor}`);
    },
    (path: string) => getJson(path, storiesResponseSchema),
    { revalidateFirstPage: true },
  );
}
