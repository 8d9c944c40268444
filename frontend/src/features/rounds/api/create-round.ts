import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { roundSchema, type CreateRound, type Round } from '../../../../../shared/schemas/round';
import { cacheKeys } from '../../../shared/api/cache-keys';
import { sendJson } from '../../../shared/api/http';

/** POST /api/rounds with the payload the shared create schema produced; answers the stored round. */
export function createRound(round: CreateRound): Promise<Round> {
  return sendJson('POST', cacheKeys.rounds, round, roundSchema);
}

/**
 * The mutation behind Add Round. Spec §7: afterwards the rounds lists, recent rounds and the stats load again
 * (the architect portfolio and a course's played state change with them). Achievements arrive later.
 */
export function useCreateRound() {
  const { mutate } = useSWRConfig();
  return useSWRMutation<Round, Error, string, CreateRound>(
    cacheKeys.rounds,
    (_path, { arg }) => createRound(arg),
    {
      throwOnError: true,
      onSuccess: (round) => {
        void mutate(
          (key) =>
            typeof key === 'string' && (key === cacheKeys.rounds || key.startsWith(`${cacheKeys.rounds}?`)),
        );
        void mutate(cacheKeys.recentRounds);
        void mutate(cacheKeys.userStats);
        void mutate(cacheKeys.architectStats);
        void mutate((key) => typeof key === 'string' && key.startsWith(cacheKeys.passport));
        void mutate(cacheKeys.course(round.courseId));
      },
    },
  );
}
