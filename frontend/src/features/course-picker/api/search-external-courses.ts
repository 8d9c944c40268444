import useSWR from 'swr';
import { EXTERNAL_SEARCH_MIN_CHARS } from '#shared/schemas/course';
import {
  externalSearchResponseSchema,
  externalStatusResponseSchema,
  externalUnavailableSchema,
  type ExternalSearchHit,
} from '#shared/schemas/external-course';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson, isHttpError } from '@/shared/api/http';

const STATUS_PATH = cacheKeys.externalSearchStatus;

/** Remembered for the session in the SWR cache: once the API says worldwide search is off, stop asking. */
const UNAVAILABLE_KEY = cacheKeys.externalSearchUnavailable;

/** GET /api/external-courses/search?query=: GolfCourseAPI through the courses Lambda. */
export async function searchExternalCourses(text: string): Promise<ExternalSearchHit[]> {
  const { courses } = await getJson(cacheKeys.externalCourseSearch(text), externalSearchResponseSchema);
  return courses;
}

/** `503 {configured: false}`: this deployment has no GolfCourseAPI key, so Search Worldwide is hidden. */
export function isNotConfigured(error: unknown): boolean {
  if (!isHttpError(error, 503)) return false;
  const body = externalUnavailableSchema.safeParse(error.details);
  return body.success && !body.data.configured;
}

/**
 * Asked once when the dialog opens. Should the question itself fail, the section stays: a search then says
 * what is wrong, where hiding it would leave the golfer guessing.
 */
async function probeAvailability(): Promise<boolean> {
  try {
    return (await getJson(STATUS_PATH, externalStatusResponseSchema)).configured;
  } catch {
    return true;
  }
}

export function useExternalCourseSearch(text: string) {
  const query = text.trim();
  const { data: unavailable, mutate: markUnavailable } = useSWR<boolean>(UNAVAILABLE_KEY, null);
  const { data: configured } = useSWR<boolean>(STATUS_PATH, probeAvailability);
  const enabled = configured === true && !unavailable && query.length >= EXTERNAL_SEARCH_MIN_CHARS;
  const { data, error, isLoading } = useSWR<ExternalSearchHit[], Error>(
    enabled ? cacheKeys.externalCourseSearch(query) : null,
    () => searchExternalCourses(query),
    {
      keepPreviousData: true,
      onError: (failure) => {
        if (isNotConfigured(failure)) void markUnavailable(true, { revalidate: false });
        else console.warn('Worldwide course search failed', failure);
      },
    },
  );
  const failure = enabled && error && !isNotConfigured(error) ? error : null;
  return {
    available: configured === true && !unavailable && !(error && isNotConfigured(error)),
    enabled,
    // All of them: the picker leaves out those its catalog list shows, then shows the first few.
    results: enabled && !error ? (data ?? []) : [],
    isLoading: enabled && isLoading,
    failureMessage: failure
      ? isHttpError(failure) && failure.body?.message
        ? failure.body.message
        : 'Worldwide search is not answering right now. Please try again.'
      : null,
  };
}
