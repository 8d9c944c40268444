import useSWR from 'swr';
import { architectStatsSchema, type ArchitectStats } from '#shared/schemas/round';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

/** GET /api/user/architect-stats: architects of the courses played, most courses first. */
export function getArchitectStats(): Promise<ArchitectStats> {
  return getJson(cacheKeys.architectStats, architectStatsSchema);
}

export function useArchitectStats() {
  return useSWR<ArchitectStats, Error>(cacheKeys.architectStats, getArchitectStats);
}
