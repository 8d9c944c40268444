import type { ScopedMutator } from 'swr';
import type { Round } from '#shared/schemas/round';
import { updateRound } from './update-round';
import { refreshRoundDerivedData } from '@/shared/api/round-writes';

/**
 * Share to Community on or off for one of the golfer's rounds (PATCH /api/rounds/{id}); what derives from
 * rounds loads again. The caller reloads the stories it shows.
 */
export async function setRoundShared(id: string, shared: boolean, mutate: ScopedMutator): Promise<Round> {
  const round = await updateRound(id, { sharedToCommunity: shared });
  await refreshRoundDerivedData(mutate);
  return round;
}
