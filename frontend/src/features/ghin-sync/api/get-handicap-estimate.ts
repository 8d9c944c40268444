import useSWR from 'swr';
import { handicapEstimateSchema, type HandicapEstimate } from '#shared/schemas/ghin';
import { getJson } from '@/shared/api/http';
import { HANDICAP_ESTIMATE_PATH } from './ghin-cache';

/** GET /api/handicap/estimate: Fescue's WHS estimate from the golfer's own rounds. */
export function useHandicapEstimate(enabled = true) {
  return useSWR<HandicapEstimate>(enabled ? HANDICAP_ESTIMATE_PATH : null, (path: string) =>
    getJson(path, handicapEstimateSchema),
  );
}
