import { normalizeText, words } from '../../../shared/courses/normalize';
import {
  fillerRarity,
  isFillerWord,
  matchesSomeWord,
  otherSpelling,
} from '../../../shared/courses/query-words';
import { toCourseSearchResult, type Course, type CourseSearchResult } from '../../../shared/schemas/course';

/**
 * What one search entry carries besides its key: the hit as the picker shows it, and the course's word lists,
 * so a multi-word query is filtered and ranked from the entries of one word without reading the courses.
 */
export interface SearchDocument {
  courseId: string;
  summary: CourseSearchResult;
  normalizedName: string;
  nameWords: string[];
  cityWords: string[];
  architectWords: string[];
}

const distinct = (values: string[]) => [...new Set(values)];

export function searchDocument(course: Course): SearchDocument {
  return {
    courseId: course.id,
    summary: toCourseSearchResult(course),
    normalizedName: normalizeText(course.name),
    nameWords: distinct(words(course.name)),
    cityWords: distinct(words(course.city)),
    architectWords: distinct(course.architects.flatMap(words)),
  };
}

/**
 * The words a course is found by: every distinct word of its name, city and architects. One-letter words
 * ("a", "y") are not indexed (a query must have a word of two letters or more to be looked up) but still
 * count when a multi-word query is filtered.
 */
export function indexedWords(doc: SearchDocument): string[] {
  return distinct([...doc.nameWords, ...doc.cityWords, ...doc.architectWords])
    .filter((word) => word.length >= 2)
    .slice(0, MAX_INDEXED_WORDS);
}

/**
 * A course is written with its entries in one transaction (100 items at most, and a change may delete as
 * many old entries as it puts): name words come first, so only the tail of a freakishly long text is cut.
 */
export const MAX_INDEXED_WORDS = 40;

/** Where a course's word comes from, the name first (it decides the word's place in the index). */
export function wordField(doc: SearchDocument, word: string): 'name' | 'city' | 'architect' {
  if (doc.nameWords.includes(word)) return 'name';
  if (doc.cityWords.includes(word)) return 'city';
  return 'architect';
}

/** Below one tier however many fillers a query has (there are eight). */
const FILLER_PASSED_OVER_COST = 0.1;

/** What to read from the index: the entries of words starting with `word`, or of exactly `word`. */
export interface SearchLookup {
  word: string;
  exact: boolean;
}

/**
 * The query's distinct words and what to look up in the index. One word is looked up: the longest (the most
 * selective, as a rule) of two letters or more, preferring words that are not fillers and have no other
 * spelling ("saint louis" is looked up by "louis"). A query of fillers only goes by the rarest ("the k club" by
 * "the"). When the word has another spelling ("saint" alone), that spelling is read too, as a whole word.
 */
export function parseQuery(query: string): { words: string[]; lookups: SearchLookup[] } {
  const queryWords = distinct(words(query));
  const lastWord = queryWords.at(-1);
  const usable = queryWords.filter((word) => word.length >= 2);
  const plain = usable.filter((word) => !isFillerWord(word, word === lastWord));
  const preferred = plain.filter((word) => !otherSpelling(word));
  let lookupWord: string | undefined;
  if (preferred.length > 0 || plain.length > 0) {
    for (const word of preferred.length > 0 ? preferred : plain)
      if (word.length > (lookupWord?.length ?? 0)) lookupWord = word;
  } else {
    lookupWord = [...usable].sort((a, b) => fillerRarity(a) - fillerRarity(b))[0];
  }
  if (!lookupWord) return { words: queryWords, lookups: [] };
  const other = otherSpelling(lookupWord);
  const lookups: SearchLookup[] = [{ word: lookupWord, exact: false }];
  if (other) lookups.push({ word: other, exact: true });
  return { words: queryWords, lookups };
}

/** Lower is better: the whole query starts the name, every word in the name, in the city, among architects. */
export const MATCH_TIER = { namePrefix: 0, name: 1, city: 2, architect: 3 } as const;

/**
 * The tier of a course for a query, or undefined when some query word starts no word of the course. Each
 * filler word passed over costs a tenth of a tier, so the course that carries the golfer's words comes first.
 */
export function matchTier(
  doc: SearchDocument,
  queryWords: string[],
  normalizedQuery: string,
): number | undefined {
  const last = queryWords.length - 1;
  const canSkipFillers = queryWords.some((word, index) => !isFillerWord(word, index === last));
  let worst: number = MATCH_TIER.name;
  let fillersPassedOver = 0;
  for (const [index, queryWord] of queryWords.entries()) {
    let tier: number;
    if (matchesSomeWord(doc.nameWords, queryWord)) tier = MATCH_TIER.name;
    else if (matchesSomeWord(doc.cityWords, queryWord)) tier = MATCH_TIER.city;
    else if (matchesSomeWord(doc.architectWords, queryWord)) tier = MATCH_TIER.architect;
    else if (canSkipFillers && isFillerWord(queryWord, index === last)) {
      fillersPassedOver += 1;
      continue;
    } else return undefined;
    worst = Math.max(worst, tier);
  }
  if (worst === MATCH_TIER.name && doc.normalizedName.startsWith(normalizedQuery))
    return MATCH_TIER.namePrefix;
  return worst + fillersPassedOver * FILLER_PASSED_OVER_COST;
}

/**
 * Filters candidates to those matching every query word and orders them: tier, then exclusivity (the more
 * sought-after course first), then name. Duplicates (one course found through two words) count once.
 */
export function rankSearchResults(
  candidates: Iterable<SearchDocument>,
  query: string,
  limit: number,
): CourseSearchResult[] {
  const { words: queryWords } = parseQuery(query);
  const normalizedQuery = normalizeText(query);
  const scored = new Map<string, { doc: SearchDocument; tier: number }>();
  for (const doc of candidates) {
    if (scored.has(doc.courseId)) continue;
    const tier = matchTier(doc, queryWords, normalizedQuery);
    if (tier !== undefined) scored.set(doc.courseId, { doc, tier });
  }
  return [...scored.values()]
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        b.doc.summary.exclusivityRating - a.doc.summary.exclusivityRating ||
        a.doc.normalizedName.localeCompare(b.doc.normalizedName) ||
        a.doc.courseId.localeCompare(b.doc.courseId),
    )
    .slice(0, limit)
    .map(({ doc }) => doc.summary);
}
