import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { roundSchema, type Round } from '#shared/schemas/round';
import type { UpdateRound } from '#shared/schemas/round-requests';
import { sendJson } from '@/shared/api/http';
import { refreshRoundDerivedData } from '@/shared/api/round-writes';

export function roundPath(id: string): string {
  return `/api/rounds/${encodeURIComponent(id)}`;
}

/** PATCH /api/rounds/{id} with what the shared update schema produced; answers the saved round. */
export function updateRound(id: string, update: UpdateRound): Promise<Round> {
  return sendJson('PATCH', roundPath(id), update, roundSchema);
}

/**
 * Update Round: on success every read derived from rounds loads again (docs/product-rules.md#data-loading).
 */
export function useUpdateRound(id: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation<Round, Error, string, UpdateRound>(
    roundPath(id),
    (_path, { arg }) => updateRound(id, arg),
    { throwOnError: true, onSuccess: () => void refreshRoundDerivedData(mutate) },
  );
}
