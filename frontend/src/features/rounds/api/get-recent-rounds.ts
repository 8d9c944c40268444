import useSWR from 'swr';
import * as z from 'zod';
import { roundSchema, type Round } from '#shared/schemas/round';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

const recentRoundsSchema = z.array(roundSchema);

/** GET /api/rounds/recent: the golfer's latest rounds, newest played first, each with its course summary. */
export function getRecentRounds(): Promise<Round[]> {
  return getJson(cacheKeys.recentRounds, recentRoundsSchema);
}

export function useRecentRounds() {
  return useSWR<Round[], Error>(cacheKeys.recentRounds, getRecentRounds);
}
