import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { roundSchema, type Round } from '#shared/schemas/round';
import type { CreateRound } from '#shared/schemas/round-requests';
import { sendJson } from '@/shared/api/http';
import { refreshRoundDerivedData } from '@/shared/api/round-writes';

const ROUNDS_PATH = '/api/rounds';

/** POST /api/rounds with the payload the shared create schema produced; answers the stored round. */
export function createRound(round: CreateRound): Promise<Round> {
  return sendJson('POST', ROUNDS_PATH, round, roundSchema);
}

/**
 * The mutation behind Add Round. Afterwards (docs/product-rules.md#data-loading) every read derived from
 * rounds loads again: the lists, recent rounds, stats, the architect portfolio, the course's played state,
 * the bucket list's ticks, the map.
 */
export function useCreateRound() {
  const { mutate } = useSWRConfig();
  return useSWRMutation<Round, Error, string, CreateRound>(
    ROUNDS_PATH,
    (_path, { arg }) => createRound(arg),
    {
      throwOnError: true,
      onSuccess: () => void refreshRoundDerivedData(mutate),
    },
  );
}
