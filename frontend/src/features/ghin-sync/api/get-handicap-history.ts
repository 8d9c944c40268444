import useSWR from 'swr';
import { handicapHistorySchema, type HandicapHistory } from '#shared/schemas/ghin';
import { getJson } from '@/shared/api/http';
import { HANDICAP_HISTORY_PATH } from './ghin-cache';

/** GET /api/ghin/handicap-history: GHIN's official index as each sync found it, latest revision first. */
export function useHandicapHistory(enabled = true) {
  return useSWR<HandicapHistory>(enabled ? HANDICAP_HISTORY_PATH : null, (path: string) =>
    getJson(path, handicapHistorySchema),
  );
}
