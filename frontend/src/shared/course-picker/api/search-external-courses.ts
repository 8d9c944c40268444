import useSWR from 'swr';
import {
  EXTERNAL_SEARCH_MAX_RESULTS,
  EXTERNAL_SEARCH_MIN_CHARS,
  externalSearchResponseSchema,
  type ExternalCourse,
} from '../../../../../shared/schemas/course';
import { cacheKeys } from '../../api/cache-keys';
import { getJson, isHttpError } from '../../api/http';

/** Remembered for the session in the SWR cache: once the API says worldwide search is off, stop asking. */
const UNAVAILABLE_KEY = 'fescue:external-search-unavailable';

/** GET /api/external-courses/search?query=: GolfCourseAPI through the courses Lambda. */
export async function searchExternalCourses(text: string): Promise<ExternalCourse[]> {
  const { courses } = await getJson(cacheKeys.externalCourseSearch(text), externalSearchResponseSchema);
  return courses;
}

/**
 * A 503 that says the service is not configured means this deployment has no GolfCourseAPI key: Search
 * Worldwide is hidden. Other failures (upstream 401, rate limits, timeouts: 502/503/504) keep it visible with
 * the server's message, so a golfer knows to try again later.
 */
export function isNotConfigured(error: unknown): boolean {
  if (!isHttpError(error, 503)) return false;
  const message = error.body?.message ?? '';
  return !/rate|limit|timed? ?out|busy|try again/i.test(message) || /not configured|no key/i.test(message);
}

export function useExternalCourseSearch(text: string) {
  const query = text.trim();
  const { data: unavailable, mutate: markUnavailable } = useSWR<boolean>(UNAVAILABLE_KEY, null);
  const enabled = !unavailable && query.length >= EXTERNAL_SEARCH_MIN_CHARS;
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
    available: !unavailable && !(error && isNotConfigured(error)),
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
