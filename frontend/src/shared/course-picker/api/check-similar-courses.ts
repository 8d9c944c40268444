import { useCallback, useEffect, useRef, useState } from 'react';
import { courseCityKey, courseIdentityKey } from '../../../../../shared/courses/normalize';
import { nameCarriesWords } from '../../../../../shared/courses/query-words';
import { LOCAL_SEARCH_DEBOUNCE_MS, type CourseSearchResult } from '../../../../../shared/schemas/course';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { searchCourses } from './search-courses';

/** Enough to recognise the course without crowding the form. */
export const MAX_SIMILAR_SHOWN = 3;

/** GET /api/courses/search refuses longer text (courseSearchQuerySchema). */
const SEARCH_MAX_CHARS = 100;

/** Name and town together, so the search narrows to the town; nothing to ask until both are typed. */
export function similarQuery(name: string, city: string): string {
  const typedName = name.trim();
  const typedCity = city.trim();
  return typedName && typedCity ? `${typedName} ${typedCity}`.slice(0, SEARCH_MAX_CHARS).trimEnd() : '';
}

/**
 * The same town as the server's duplicate check reads it (the city part of courseIdentityKey): case, accents
 * and punctuation aside, the marks inside a word read any way ("Coeur d Alene" is "Coeur d'Alene"), and
 * "Saint", "Mount" and "Fort" the same as "St", "Mt" and "Ft".
 */
export function sameTown(typedCity: string, courseCity: string): boolean {
  const typed = courseCityKey(typedCity);
  return typed !== '' && typed === courseCityKey(courseCity);
}

/** The very course the server would answer 409 for: the same name and town by courseIdentityKey. */
export function isSameCourse(name: string, city: string, course: CourseSearchResult): boolean {
  return (
    courseCityKey(city) !== '' &&
    courseIdentityKey(name, city) === courseIdentityKey(course.name, course.city)
  );
}

/**
 * The catalog courses among `results` in the typed town whose name carries the typed name's words, the very
 * course typed (isSameCourse) first.
 */
export function similarCourses(
  results: readonly CourseSearchResult[],
  name: string,
  city: string,
): CourseSearchResult[] {
  const similar = results.filter(
    (course) => sameTown(city, course.city) && nameCarriesWords(name, course.name),
  );
  const same = similar.filter((course) => isSameCourse(name, city, course));
  return [...same, ...similar.filter((course) => !same.includes(course))].slice(0, MAX_SIMILAR_SHOWN);
}

type Answer = { status: 'done'; results: CourseSearchResult[] } | { status: 'failed' };

export type SimilarCheck =
  /** Name or city not typed yet: nothing to compare. */
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; similar: CourseSearchResult[] }
  | { status: 'failed' };

/**
 * The similar-course check of the custom-course form: a search for the typed name and town once typing
 * pauses, and, on submit, `ensure` for the values submitted, which asks at once (or waits for the question
 * already asked) rather than let a fast golfer create a copy before the answer came. A failed check is
 * reported as such, never as "no similar course".
 */
export function useSimilarCourseCheck(name: string, city: string) {
  const query = similarQuery(name, city);
  const debounced = useDebouncedValue(query, LOCAL_SEARCH_DEBOUNCE_MS);
  const [answers, setAnswers] = useState<ReadonlyMap<string, Answer>>(() => new Map());
  // The last results that arrived, shown (for the current name and town) while the next ones load.
  const [previous, setPrevious] = useState<CourseSearchResult[]>([]);
  const inFlight = useRef(new Map<string, Promise<Answer>>());

  /** Asks for `text`, or hands back the question already on its way. */
  const ask = useCallback((text: string): Promise<Answer> => {
    const running = inFlight.current.get(text);
    if (running) return running;
    const asked = searchCourses(text)
      .then(
        (results): Answer => ({ status: 'done', results }),
        (error: unknown): Answer => {
          console.warn('Similar-course check failed', error);
          return { status: 'failed' };
        },
      )
      .then((answer) => {
        inFlight.current.delete(text);
        setAnswers((known) => new Map(known).set(text, answer));
        if (answer.status === 'done') setPrevious(answer.results);
        return answer;
      });
    inFlight.current.set(text, asked);
    return asked;
  }, []);

  const forget = useCallback((text: string) => {
    setAnswers((known) => {
      if (!known.has(text)) return known;
      const rest = new Map(known);
      rest.delete(text);
      return rest;
    });
  }, []);

  // Asked once per name and town; a failure is asked again only by Retry or a submit.
  useEffect(() => {
    if (debounced && !answers.has(debounced)) void ask(debounced);
  }, [debounced, answers, ask]);

  /** The answer for these values, asked now (or awaited) unless it is already known. */
  const ensure = useCallback(
    async (typedName: string, typedCity: string): Promise<SimilarCheck> => {
      const text = similarQuery(typedName, typedCity);
      if (!text) return { status: 'idle' };
      const known = answers.get(text);
      if (known?.status === 'failed') forget(text);
      const answer = known?.status === 'done' ? known : await ask(text);
      return answer.status === 'done'
        ? { status: 'done', similar: similarCourses(answer.results, typedName, typedCity) }
        : { status: 'failed' };
    },
    [answers, ask, forget],
  );

  const retry = useCallback(() => {
    if (!query) return;
    forget(query);
    void ask(query);
  }, [query, ask, forget]);

  const answer = query ? answers.get(query) : undefined;
  const check: SimilarCheck = !query
    ? { status: 'idle' }
    : !answer
      ? { status: 'checking' }
      : answer.status === 'done'
        ? { status: 'done', similar: similarCourses(answer.results, name, city) }
        : { status: 'failed' };
  // While the answer for the latest keystrokes loads, what the last one found still stands.
  const shown =
    check.status === 'done'
      ? check.similar
      : check.status === 'checking'
        ? similarCourses(previous, name, city)
        : [];
  return { query, check, shown, ensure, retry };
}
