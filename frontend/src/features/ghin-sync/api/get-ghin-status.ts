import useSWR from 'swr';
import { ghinStatusSchema, type GhinStatus } from '#shared/schemas/ghin';
import { getJson } from '@/shared/api/http';
import { GHIN_STATUS_PATH } from './ghin-cache';

/** GET /api/ghin/status: connected, GHIN number, last sync, next scheduled sync, last error. */
export function useGhinStatus(enabled = true) {
  return useSWR<GhinStatus>(enabled ? GHIN_STATUS_PATH : null, (path: string) =>
    getJson(path, ghinStatusSchema),
  );
}
