import useSWR from 'swr';
import { bucketListResponseSchema, type BucketListResponse } from '#shared/schemas/bucket-list';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

/** GET /api/user/bucket-list: a page of entries, highest priority first, and the total. */
export function useBucketList(limit: number, cursor?: string) {
  return useSWR<BucketListResponse, Error>(cacheKeys.bucketList(limit, cursor), (path: string) =>
    getJson(path, bucketListResponseSchema),
  );
}
