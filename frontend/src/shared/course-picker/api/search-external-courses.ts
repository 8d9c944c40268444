import useSWR from 'swr';
import {
  EXTERNAL_SEARCH_MAX_RESULTS,
  EXTERNAL_SEARCH_MIN_CHARS,
  externalSearchResponseSchema,
  externalUnavailableSchema,
  type ExternalCourse,
} from '../../../../../shared/schemas/course';
import { cacheKeys } from '../../api/cache-keys';
import { getJson, isHttpError, requestJson } from '../../api/http';

const SEARCH_PATH = '/api/external-courses/search';

/** Remembered for the session in the SWR cache: once the API says worldwide search is off, stop asking. */
const UNAVAILABLE_KEY = 'fescue:external-search-unavailable';

/** GET /api/external-courses/search?query=: GolfCourseAPI through the courses Lambda. */
export async function searchExternalCourses(text: string): Promise<ExternalCourse[]> {
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
 * Asked once when the dialog opens: the search route checks its key before its query, so a bare request
 * answers 503 configured:false where there is no key (anything else means it is there).
 */
async function probeAvailability(): Promise<boolean> {
  try {
    await requestJson(SEARCH_PATH);
    return true;
  } catch (error) {
    return !isNotConfigured(error);
  }
}

export function useExternalCourseSearch(text: string) {
  const query = text.trim();
  const { data: unavailable, mutate: markUnavailable } = useSWR<boolean>(UNAVAILABLE_KEY, null);
  const { data: configured } = useSWR<boolean>(SEARCH_PATH, probeAvailability);
  const enabled = configured === true && !unavailable && query.length >= EXTERNAL_SEARCH_MIN_CHARS;
  const { data, error, isLoading } = useSWR<ExternalCourse[], Error>(
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
    results: enabled && !error ? (data ?? []).slice(0, EXTERNAL_SEARCH_MAX_RESULTS) : [],
    isLoading: enabled && isLoading,
    failureMessage: failure
      ? isHttpError(failure) && failure.body?.message
        ? failure.body.message
        : 'Worldwide search is not answering right now. Please try again.'
      : null,
  };
}
