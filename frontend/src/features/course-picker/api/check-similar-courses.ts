import { useCallback, useEffect, useRef, useState } from 'react';
import { courseCityKey, courseIdentityKey } from '#shared/courses/normalize';
import { isFillerWord, nameCarriesWords } from '#shared/courses/query-words';
import { words } from '#shared/courses/normalize';
import { canonicalCountry } from '#shared/geo/countries';
import { LOCAL_SEARCH_DEBOUNCE_MS, type CourseSearchResult } from '#shared/schemas/course';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
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
 * A name of two or more words besides fillers ("Pebble Beach Golf Links", not "Old Course"): distinctive
 * enough that the catalog's course of that name in another town is likely the one typed.
 */
function isDistinctiveName(name: string): boolean {
  return words(name).filter((word) => !isFillerWord(word)).length >= 2;
}

/**
 * The name alone, for a distinctive name: the catalog may file the course under another town than the one
 * typed (Pebble Beach Golf Links is in Pebble Beach, not Monterey). Empty for other names.
 */
export function nameOnlyQuery(name: string): string {
  const typedName = name.trim();
  return isDistinctiveName(typedName) ? typedName.slice(0, SEARCH_MAX_CHARS).trimEnd() : '';
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

/** Whether a course is in the typed country, or no country is picked yet. */
function inCountry(typedCountry: string, course: CourseSearchResult): boolean {
  const typed = typedCountry.trim();
  return !typed || (canonicalCountry(typed) ?? typed) === course.country;
}

/**
 * The catalog courses among `results` whose name carries the typed name's words in the typed town, the very
 * course typed (isSameCourse) first; then, for a distinctive name, courses of the same name (fillers aside)
 * in another town of the typed country.
 */
export function similarCourses(
  results: readonly CourseSearchResult[],
  name: string,
  city: string,
  country = '',
): CourseSearchResult[] {
  const inTown = results.filter(
    (course) => sameTown(city, course.city) && nameCarriesWords(name, course.name),
  );
  const same = inTown.filter((course) => isSameCourse(name, city, course));
  const elsewhere = isDistinctiveName(name)
    ? results.filter(
        (course) =>
          !sameTown(city, course.city) &&
          inCountry(country, course) &&
          nameCarriesWords(name, course.name) &&
          nameCarriesWords(course.name, name),
      )
    : [];
  const ordered = [...same, ...inTown.filter((course) => !same.includes(course)), ...elsewhere];
  return ordered
    .filter((course, index) => ordered.findIndex((other) => other.id === course.id) === index)
    .slice(0, MAX_SIMILAR_SHOWN);
}

type Answer = { status: 'done'; results: CourseSearchResult[] } | { status: 'failed' };

export type SimilarCheck =
  /** Name or city not typed yet: nothing to compare. */
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; similar: CourseSearchResult[] }
  | { status: 'failed' };

/**
 * The answers to the questions asked for a name and town, together. The first (name and town) decides:
 * failed if it failed; the name alone is a best effort, left out if it failed.
 */
function combined(answers: ReadonlyMap<string, Answer>, texts: readonly string[]): Answer | undefined {
  const found = texts.map((text) => answers.get(text));
  if (found[0]?.status === 'failed') return { status: 'failed' };
  if (found.some((answer) => answer === undefined)) return undefined;
  return {
    status: 'done',
    results: found.flatMap((answer) => (answer?.status === 'done' ? answer.results : [])),
  };
}

/** What to ask for a name and town: both together, and a distinctive name alone. */
function questionsFor(name: string, city: string): string[] {
  const together = similarQuery(name, city);
  if (!together) return [];
  const alone = nameOnlyQuery(name);
  return alone ? [together, alone] : [together];
}

/**
 * The similar-course check of the custom-course form: a search for the typed name and town (and for a
 * distinctive name alone, which may be filed under another town) once typing pauses, and, on submit,
 * `ensure` for the values submitted, which asks at once (or waits for the questions already asked) rather
 * than let a fast golfer create a copy before the answer came. A failed check is reported as such, never as
 * "no similar course".
 */
export function useSimilarCourseCheck(name: string, city: string, country = '') {
  const query = similarQuery(name, city);
  const questions = questionsFor(name, city);
  const debounced = useDebouncedValue(questions.join('\n'), LOCAL_SEARCH_DEBOUNCE_MS);
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
        if (answer.status === 'done') setPrevious((shown) => [...answer.results, ...shown].slice(0, 40));
        return answer;
      });
    inFlight.current.set(text, asked);
    return asked;
  }, []);

  const forget = useCallback((texts: readonly string[]) => {
    setAnswers((known) => {
      if (!texts.some((text) => known.get(text)?.status === 'failed')) return known;
      const rest = new Map(known);
      for (const text of texts) if (rest.get(text)?.status === 'failed') rest.delete(text);
      return rest;
    });
  }, []);

  // Asked once per name and town; a failure is asked again only by Retry or a submit.
  useEffect(() => {
    for (const text of debounced ? debounced.split('\n') : []) if (!answers.has(text)) void ask(text);
  }, [debounced, answers, ask]);

  /** The answer for these values, asked now (or awaited) unless it is already known. */
  const ensure = useCallback(
    async (typedName: string, typedCity: string, typedCountry = ''): Promise<SimilarCheck> => {
      const texts = questionsFor(typedName, typedCity);
      if (texts.length === 0) return { status: 'idle' };
      forget(texts);
      const got = await Promise.all(
        texts.map((text) => {
          const known = answers.get(text);
          return known?.status === 'done' ? known : ask(text);
        }),
      );
      const answer = combined(new Map(texts.map((text, index) => [text, got[index]!])), texts);
      return answer?.status === 'done'
        ? { status: 'done', similar: similarCourses(answer.results, typedName, typedCity, typedCountry) }
        : { status: 'failed' };
    },
    [answers, ask, forget],
  );

  const retry = () => {
    const failed = questions.filter((text) => answers.get(text)?.status === 'failed');
    forget(failed);
    for (const text of failed) void ask(text);
  };

  const answer = questions.length > 0 ? combined(answers, questions) : undefined;
  const check: SimilarCheck = !query
    ? { status: 'idle' }
    : !answer
      ? { status: 'checking' }
      : answer.status === 'done'
        ? { status: 'done', similar: similarCourses(answer.results, name, city, country) }
        : { status: 'failed' };
  // While the answer for the latest keystrokes loads, what the last one found still stands.
  const shown =
    check.status === 'done'
      ? check.similar
      : check.status === 'checking'
        ? similarCourses(previous, name, city, country)
        : [];
  return { query, check, shown, ensure, retry };
}
