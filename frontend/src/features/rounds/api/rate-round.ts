import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { RatingSubmissionInput } from '#shared/schemas/rating';
import { roundSchema, type Round } from '#shared/schemas/round';
import { sendJson } from '@/shared/api/http';
import { roundPath } from './update-round';
import { refreshRoundDerivedData } from '@/shared/api/round-writes';

export function roundRatingPath(roundId: string): string {
  return `${roundPath(roundId)}/rating`;
}

/** PATCH /api/rounds/{id}/rating (JSON): rates the round's course; it becomes the golfer's rating. */
export function rateRound(roundId: string, rating: RatingSubmissionInput): Promise<Round> {
  return sendJson('PATCH', roundRatingPath(roundId), rating, roundSchema);
}

/** After a rating, the rounds list refreshed, and every view of the course's ratings. */
export function useRateRound(roundId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation<Round, Error, string, RatingSubmissionInput>(
    roundRatingPath(roundId),
    (_key, { arg }) => rateRound(roundId, arg),
    { throwOnError: true, onSuccess: () => void refreshRoundDerivedData(mutate) },
  );
}
