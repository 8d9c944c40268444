import useSWR from 'swr';
import { golfersChoiceResponseSchema, type GolfersChoiceResponse } from '#shared/schemas/rating';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

export const GOLFERS_CHOICE_LIMIT = 10;
const path = cacheKeys.golfersChoice(GOLFERS_CHOICE_LIMIT);

/** GET /api/courses/golfers-choice: the courses golfers rate highest (Bayesian average), best first. */
export function listGolfersChoice(): Promise<GolfersChoiceResponse> {
  return getJson(path, golfersChoiceResponseSchema);
}

export function useGolfersChoice() {
  return useSWR<GolfersChoiceResponse, Error>(path, listGolfersChoice, { revalidateOnMount: true });
}
