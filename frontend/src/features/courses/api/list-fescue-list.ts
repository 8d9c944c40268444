import useSWR from 'swr';
import { fescueListResponseSchema, type FescueListResponse } from '#shared/schemas/rating';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

export const FESCUE_LIST_LIMIT = 10;
const path = cacheKeys.fescueList(FESCUE_LIST_LIMIT);

/** GET /api/courses/fescue-list: the courses golfers rate highest (Bayesian average), best first. */
export function listFescueList(): Promise<FescueListResponse> {
  return getJson(path, fescueListResponseSchema);
}

export function useFescueList() {
  return useSWR<FescueListResponse, Error>(path, listFescueList, { revalidateOnMount: true });
}
