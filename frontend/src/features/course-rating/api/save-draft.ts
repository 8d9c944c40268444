import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { ratingDraftSchema, type RatingDraft, type RatingDraftInput } from '#shared/schemas/rating';
import { cacheKeys } from '@/shared/api/cache-keys';
import { sendJson } from '@/shared/api/http';
import { refreshDraft } from './rating-cache';

/** PUT /api/courses/{id}/my-rating/draft: Save Draft, kept server-side until the rating is submitted. */
export function saveDraft(courseId: string, draft: RatingDraftInput): Promise<RatingDraft> {
  return sendJson('PUT', `${cacheKeys.myRating(courseId)}/draft`, draft, ratingDraftSchema);
}

export function useSaveDraft(courseId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation<RatingDraft, Error, string, RatingDraftInput>(
    `${cacheKeys.myRating(courseId)}/draft`,
    (_key, { arg }) => saveDraft(courseId, arg),
    { throwOnError: true, onSuccess: () => void refreshDraft(mutate, courseId) },
  );
}
