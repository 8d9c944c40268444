import useSWR from 'swr';
import * as z from 'zod';
import {
  COURSE_SEARCH_MAX_RESULTS,
  COURSE_SEARCH_MIN_CHARS,
  courseSearchResultSchema,
  type CourseSearchResult,
} from '../../../../../shared/schemas/course';
import { cacheKeys } from '../../api/cache-keys';
import { getJson } from '../../api/http';

const searchResultsSchema = z.array(courseSearchResultSchema);

/** GET /api/courses/search?q=: word-prefix matches over name, city and architect, best first, at most 10. */
export function searchCourses(text: string): Promise<CourseSearchResult[]> {
  return getJson(cacheKeys.courseSearch(text), searchResultsSchema);
}

/**
 * The catalog matches for `text` (already debounced), from 2 characters. Spec §8: a failed search is logged
 * and reads as no results; the previous results stay on screen while the next ones load.
 */
export function useCourseSearch(text: string) {
  const query = text.trim();
  const enabled = query.length >= COURSE_SEARCH_MIN_CHARS;
  const { data, error, isLoading } = useSWR<CourseSearchResult[], Error>(
    enabled ? cacheKeys.courseSearch(query) : null,
    () => searchCourses(query),
    {
      keepPreviousData: true,
      onError: (failure) => console.warn('Course search failed', failure),
    },
  );
  const results = enabled && !error ? (data ?? []).slice(0, COURSE_SEARCH_MAX_RESULTS) : [];
  return { enabled, results, isLoading: enabled && isLoading, failed: Boolean(error) };
}
