import { normalizeText, words } from '../../../shared/courses/normalize';
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

/**
 * Words a golfer adds out of habit ("the old course", "valderrama golf club") that a course's name may not
 * carry: such a word narrows the results when some course has it, and is passed over when it matches nothing,
 * as long as the query has another word.
 */
const FILLER_WORDS = new Set(['the', 'golf', 'club', 'course', 'links', 'gc', 'cc', 'country']);
/** Below one tier however many fillers a query has (there are eight). */
const FILLER_PASSED_OVER_COST = 0.1;

/** Spellings that name the same thing ("Saint Andrews" is "St Andrews" in the catalog). */
const SAME_WORDS: Record<string, string[]> = {
  saint: ['st'],
  st: ['saint'],
  mount: ['mt'],
  mt: ['mount'],
  fort: ['ft'],
  ft: ['fort'],
};

/**
 * The query's distinct words and the one to look up: the longest (the most selective, as a rule), among the
 * words that are not fillers when there are any.
 */
export function parseQuery(query: string): { words: string[]; lookupWord: string | undefined } {
  const queryWords = distinct(words(query));
  const meaningful = queryWords.filter((word) => !FILLER_WORDS.has(word));
  let lookupWord: string | undefined;
  for (const word of meaningful.length > 0 ? meaningful : queryWords)
    if (word.length >= 2 && word.length > (lookupWord?.length ?? 0)) lookupWord = word;
  return { words: queryWords, lookupWord };
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
  const spellings = (queryWord: string) => [queryWord, ...(SAME_WORDS[queryWord] ?? [])];
  const startsSome = (list: string[], queryWord: string) =>
    spellings(queryWord).some((spelling) => list.some((word) => word.startsWith(spelling)));
  // Region and country come with the hit itself, so "sotogrande spain" narrows without a second index.
  const placeWords = [...words(doc.summary.state ?? ''), ...words(doc.summary.country)];
  const canSkipFillers = queryWords.some((word) => !FILLER_WORDS.has(word));
  let worst: number = MATCH_TIER.name;
  let fillersPassedOver = 0;
  for (const queryWord of queryWords) {
    let tier: number;
    if (startsSome(doc.nameWords, queryWord)) tier = MATCH_TIER.name;
    else if (startsSome(doc.cityWords, queryWord)) tier = MATCH_TIER.city;
    // A region or country only narrows: it leaves the order the other words gave.
    else if (startsSome(placeWords, queryWord)) continue;
    else if (startsSome(doc.architectWords, queryWord)) tier = MATCH_TIER.architect;
    else if (canSkipFillers && FILLER_WORDS.has(queryWord)) {
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
