import useSWR from 'swr';
import * as z from 'zod';
import {
  COURSE_SEARCH_MAX_RESULTS,
  COURSE_SEARCH_MIN_CHARS,
  courseSearchResultSchema,
  courseSpellingResponseSchema,
  type CourseSearchResult,
} from '#shared/schemas/course';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson } from '@/shared/api/http';

const searchResultsSchema = z.array(courseSearchResultSchema);

/** GET /api/courses/search?q=: word-prefix matches over name, city and architect, best first, at most 10. */
export function searchCourses(text: string): Promise<CourseSearchResult[]> {
  return getJson(cacheKeys.courseSearch(text), searchResultsSchema);
}

/**
 * The catalog matches for `text` (already debounced), from 2 characters; the previous results stay on screen
 * while the next ones load. A failed search once read as no results, but "No courses found" after a
 * failure sent golfers to create a copy of a course Fescue holds: a failure is logged and reported as one,
 * with `retry` to ask again.
 */
export function useCourseSearch(text: string) {
  const query = text.trim();
  const enabled = query.length >= COURSE_SEARCH_MIN_CHARS;
  const { data, error, isLoading, isValidating, mutate } = useSWR<CourseSearchResult[], Error>(
    enabled ? cacheKeys.courseSearch(query) : null,
    () => searchCourses(query),
    {
      keepPreviousData: true,
      onError: (failure) => console.warn('Course search failed', failure),
    },
  );
  // A retry keeps the error until it answers: it reads as loading, not as a failure, meanwhile.
  const retrying = Boolean(error) && isValidating;
  const results = enabled && !error ? (data ?? []).slice(0, COURSE_SEARCH_MAX_RESULTS) : [];
  return {
    enabled,
    results,
    isLoading: enabled && (isLoading || retrying),
    failed: enabled && Boolean(error) && !retrying,
    retry: () => void mutate(),
  };
}

/** The text without its last word ("muirfield vilage" -> "muirfield"), or '' for a single word. */
export function withoutLastWord(text: string): string {
  const textWords = text.trim().split(/\s+/);
  return textWords.length >= 2 ? textWords.slice(0, -1).join(' ') : '';
}

/**
 * `useCourseSearch`, and when a text of several words matches nothing (a misspelt or extra last word:
 * "muirfield vilage", "augusta natinal"), the matches of the text without its last word, as `relaxedTo`.
 * Search reads the start of words, not spelling mistakes: one wrong word would otherwise empty the list.
 */
export function useCourseSearchWithFallback(text: string) {
  const exact = useCourseSearch(text);
  const exactSettled = exact.enabled && !exact.isLoading && !exact.failed;
  const fewer = exactSettled && exact.results.length === 0 ? withoutLastWord(text) : '';
  const relaxed = useCourseSearch(fewer);
  const relaxedTo = fewer && relaxed.results.length > 0 && !relaxed.isLoading ? fewer : null;
  return {
    ...exact,
    results: relaxedTo ? relaxed.results : exact.results,
    relaxedTo,
    isLoading: exact.isLoading || (fewer !== '' && relaxed.isLoading),
  };
}

/**
 * "Did you mean": for a text that found nothing, the spelling the catalog has ("valderama" -> "valderrama"),
 * asked only then (`text` empty asks nothing). A failure is only logged: the suggestion is an extra.
 */
export function useSpellingSuggestion(text: string): string | null {
  const query = text.trim();
  const { data } = useSWR<string | null, Error>(
    query.length >= COURSE_SEARCH_MIN_CHARS ? cacheKeys.courseSpelling(query) : null,
    async () => (await getJson(cacheKeys.courseSpelling(query), courseSpellingResponseSchema)).suggestion,
    { onError: (failure) => console.warn('Spelling suggestion failed', failure) },
  );
  return query.length >= COURSE_SEARCH_MIN_CHARS ? (data ?? null) : null;
}
