import type { ScopedMutator } from 'swr';
import type { Round } from '../../../../../shared/schemas/round';
import { updateRound } from './update-round';
import { refreshRoundData } from './round-cache-keys';

/**
 * Share to Community on or off for one of the golfer's rounds (PATCH /api/rounds/{id}); the round lists load
 * again. The caller reloads the stories it shows.
 */
export async function setRoundShared(id: string, shared: boolean, mutate: ScopedMutator): Promise<Round> {
  const round = await updateRound(id, { sharedToCommunity: shared });
  await refreshRoundData(mutate);
  return round;
}
