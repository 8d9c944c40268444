import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { requestJson } from '@/shared/api/http';
import { refreshRoundDerivedData } from '@/shared/api/round-writes';
import { roundPath } from './update-round';

/** DELETE /api/rounds/{id}; the server also deletes the round's photo. */
export async function deleteRound(id: string): Promise<void> {
  await requestJson(roundPath(id), { method: 'DELETE' });
}

/** Delete Round: on success every read derived from rounds loads again. */
export function useDeleteRound(id: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation<void, Error, string>(`${roundPath(id)}#delete`, () => deleteRound(id), {
    throwOnError: true,
    onSuccess: () => void refreshRoundDerivedData(mutate),
  });
}
