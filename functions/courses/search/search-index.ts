import { championshipStanding } from '#shared/courses/championships';
import {
  hasInnerMarks,
  normalizeText,
  normalizedForms,
  runTogether,
  searchWords,
  words,
} from '#shared/courses/normalize';
import { placeWords } from '#shared/courses/place-words';
import { fillerRarity, isFillerWord, matchesSomeWord, otherSpelling } from '#shared/courses/query-words';
import { toCourseSearchResult, type Course, type CourseSearchResult } from '#shared/schemas/course';

/**
 * What one search entry carries besides its key: the hit as the picker shows it, the course's word lists
 * (every way of writing each word: `searchWords`; its place: region, state, country and their common names,
 * `placeWords`) and its standing, so a multi-word query is filtered and
 * ranked from the entries of one word without reading the courses.
 */
export interface SearchDocument {
  courseId: string;
  summary: CourseSearchResult;
  normalizedName: string;
  nameWords: string[];
  cityWords: string[];
  /** Region or state, country, and the names golfers use for them ("Fife", "Kerry", "California", "UK"). */
  placeWords: string[];
  architectWords: string[];
  /** Editions of the majors and the Ryder Cup the course hosted (Club Profiles' measure of a storied venue). */
  majorEditions: number;
}

/**
 * How much golfers seek a course out, for ordering courses that match a query equally well: its exclusivity
 * (0-10), plus a point for each doubling of the majors it hosted, to one decimal. St Andrews' 30 Opens put
 * its Old Course above every other Old Course, however exclusive; one Ryder Cup (a point) does not put
 * Moortown above Cypress Point.
 */
export function searchStanding(doc: Pick<SearchDocument, 'summary' | 'majorEditions'>): number {
  return Math.round((doc.summary.exclusivityRating + Math.log2(1 + doc.majorEditions)) * 10) / 10;
}

const distinct = (values: string[]) => [...new Set(values)];

export function searchDocument(course: Course, thisYear = new Date().getUTCFullYear()): SearchDocument {
  return {
    courseId: course.id,
    summary: toCourseSearchResult(course),
    normalizedName: normalizeText(course.name),
    nameWords: distinct([...searchWords(course.name), ...runTogether(course.name)]),
    cityWords: distinct([...searchWords(course.city), ...runTogether(course.city)]),
    placeWords: placeWords(course.state, course.country),
    architectWords: distinct(course.architects.flatMap(searchWords)),
    majorEditions: championshipStanding(course.championships, thisYear).majors,
  };
}

/**
 * The words a course is found by: every distinct word of its name, city, place (region, country and their
 * common names) and architects, and the name and the city each run together ("danang" finds Da Nang, "pebblebeach" Pebble Beach). One-letter words
 * ("a", "y") are not indexed (a query must have a word of two letters or more to be looked up) but still
 * count when a multi-word query is filtered.
 */
export function indexedWords(doc: SearchDocument): string[] {
  return distinct([...doc.nameWords, ...doc.cityWords, ...doc.placeWords, ...doc.architectWords])
    .filter((word) => word.length >= 2)
    .slice(0, MAX_INDEXED_WORDS);
}

/**
 * A course is written with its entries in one transaction (100 items at most, and a change may delete as
 * many old entries as it puts): name words come first, so only the tail of a freakishly long text is cut.
 */
export const MAX_INDEXED_WORDS = 40;

/**
 * Bumped whenever the words or keys of a course's companions change (normalisation, the search entries'
 * sort key, the identity or architect keys), so that the seed scripts rebuild them once for the courses the
 * catalog loader does not write (custom and GolfCourseAPI courses; catalog courses follow their content
 * hash). 2: Nordic and other letters NFD keeps are folded, words with apostrophes, periods or hyphens are
 * indexed by their parts and run together, entries sort by standing (exclusivity and majors hosted). 3: the
 * identity key (name claims) runs words together and holds St, Mt and Ft for Saint, Mount and Fort. 4: the name
 * and the city are also indexed run together. 5: an entry's summary says where the course came from. 6: text is
 * read in NFKC without invisible characters (shared/schemas/name-text.ts) before it is folded. 7: the region or
 * state, the country and their common names are indexed (a field of their own, before the architects). 8: a
 * course with a point has a geo entry beside its search entries (the trip planner's search around a place).
 */
export const SEARCH_INDEX_VERSION = 8;

/** Where a course's word comes from, the name first (it decides the word's place in the index). */
export function wordField(doc: SearchDocument, word: string): 'name' | 'city' | 'place' | 'architect' {
  if (doc.nameWords.includes(word)) return 'name';
  if (doc.cityWords.includes(word)) return 'city';
  if (doc.placeWords.includes(word)) return 'place';
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
 * The query's distinct words and what to look up in the index. The longest word (the most selective, as a
 * rule) of two letters or more is looked up, preferring words that are not fillers and have no other spelling
 * ("saint louis" is looked up by "louis"). A query of fillers only goes by the rarest ("the k club" by "the").
 * When the word has another spelling ("saint" alone), that spelling is read too, as a whole word. A query of
 * several such words has its second longest looked up as well: a search reads the best-standing entries of a
 * word only, and a name with its place ("torrey california", "county kerry") must be found by either word.
 */
export function parseQuery(query: string): { words: string[]; lookups: SearchLookup[] } {
  const queryWords = distinct(words(query));
  const lastWord = queryWords.at(-1);
  const usable = queryWords.filter((word) => word.length >= 2);
  const plain = usable.filter((word) => !isFillerWord(word, word === lastWord));
  const preferred = plain.filter((word) => !otherSpelling(word));
  const longestFirst = (list: string[]) => [...list].sort((a, b) => b.length - a.length);
  let lookupWord: string | undefined;
  if (preferred.length > 0 || plain.length > 0) {
    lookupWord = longestFirst(preferred.length > 0 ? preferred : plain)[0];
  } else {
    lookupWord = [...usable].sort((a, b) => fillerRarity(a) - fillerRarity(b))[0];
  }
  if (!lookupWord) return { words: queryWords, lookups: [] };
  const other = otherSpelling(lookupWord);
  const lookups: SearchLookup[] = [{ word: lookupWord, exact: false }];
  if (other) lookups.push({ word: other, exact: true });
  const second = longestFirst(preferred).find((word) => word !== lookupWord);
  if (second) lookups.push({ word: second, exact: false });
  return { words: queryWords, lookups };
}

/**
 * Lower is better: the whole query starts the name, every word in the name, in the town, in the region or
 * country, among the architects.
 */
export const MATCH_TIER = { namePrefix: 0, name: 1, city: 2, place: 3, architect: 4 } as const;

/**
 * The tier of a course for a query, or undefined when some query word starts no word of the course. Each
 * filler word passed over costs a tenth of a tier, so the course that carries the golfer's words comes first.
 * A word found in the course's place narrows the other words without lowering their tier ("pebble
 * california" is Pebble Beach by name first, then Cypress Point by its town); a query of place words only is
 * in the place tier.
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
  let placeWordsOnly = true;
  for (const [index, queryWord] of queryWords.entries()) {
    let tier: number;
    if (matchesSomeWord(doc.nameWords, queryWord)) tier = MATCH_TIER.name;
    else if (matchesSomeWord(doc.cityWords, queryWord)) tier = MATCH_TIER.city;
    else if (matchesPlaceWord(doc.placeWords, queryWord)) continue;
    else if (matchesSomeWord(doc.architectWords, queryWord)) tier = MATCH_TIER.architect;
    else if (canSkipFillers && isFillerWord(queryWord, index === last)) {
      fillersPassedOver += 1;
      continue;
    } else return undefined;
    placeWordsOnly = false;
    worst = Math.max(worst, tier);
  }
  if (placeWordsOnly) worst = MATCH_TIER.place;
  if (worst === MATCH_TIER.name && nameStartsWith(doc, normalizedQuery)) return MATCH_TIER.namePrefix;
  return worst + fillersPassedOver * FILLER_PASSED_OVER_COST;
}

/**
 * Whether `queryWord` matches a word of the course's place. As for names, the start of a word ("scot" finds
 * Scotland while it is typed), except for a word with a short spelling, which matches only whole: "st" is
 * Saint, and would otherwise find every course in the United States.
 */
function matchesPlaceWord(placeWords: readonly string[], queryWord: string): boolean {
  const other = otherSpelling(queryWord);
  if (!other) return matchesSomeWord(placeWords, queryWord);
  return placeWords.includes(queryWord) || placeWords.includes(other);
}

/**
 * Words a name may carry before the ones golfers type: "troon" is the start of Royal Troon as much as of Troon
 * North, and standing then puts the Open venue first.
 */
const LEADING_TITLE_WORDS = new Set(['the', 'royal', 'real', 'el', 'la', 'le', 'los', 'las']);

/** The name without a leading title word ("royal troon golf club" -> "troon golf club"), or null. */
function withoutLeadingTitle(normalizedName: string): string | null {
  const space = normalizedName.indexOf(' ');
  return space > 0 && LEADING_TITLE_WORDS.has(normalizedName.slice(0, space))
    ? normalizedName.slice(space + 1)
    : null;
}

/** Whether the name, written in any of its forms ("coeur dalene", "coeur d alene"), starts with the query. */
function nameStartsWith(doc: SearchDocument, normalizedQuery: string): boolean {
  if (doc.normalizedName.startsWith(normalizedQuery)) return true;
  // A query of one word typed for several ("pebblebeach").
  if (!normalizedQuery.includes(' ') && doc.normalizedName.replaceAll(' ', '').startsWith(normalizedQuery))
    return true;
  if (withoutLeadingTitle(doc.normalizedName)?.startsWith(normalizedQuery)) return true;
  // Only a name with marks inside its words has other forms; most have none, and this runs per candidate.
  if (!hasInnerMarks(doc.summary.name)) return false;
  return normalizedForms(doc.summary.name).some((form) => form.startsWith(normalizedQuery));
}

/**
 * Filters candidates to those matching every query word and orders them: tier, then standing (the more
 * sought-after course first: St Andrews before the other Old Courses), then name. The index reads each word's
 * entries by standing too after their field (course-keys), so a word with more entries than a search reads
 * keeps the ones ranked first. Duplicates (one course found through two words) count once.
 */
export function rankSearchResults(
  candidates: Iterable<SearchDocument>,
  query: string,
  limit: number,
): CourseSearchResult[] {
  const { words: queryWords } = parseQuery(query);
  const normalizedQuery = normalizeText(query);
  const scored = new Map<string, { doc: SearchDocument; tier: number; standing: number }>();
  for (const doc of candidates) {
    if (scored.has(doc.courseId)) continue;
    const tier = matchTier(doc, queryWords, normalizedQuery);
    if (tier !== undefined) scored.set(doc.courseId, { doc, tier, standing: searchStanding(doc) });
  }
  return [...scored.values()]
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        b.standing - a.standing ||
        a.doc.normalizedName.localeCompare(b.doc.normalizedName) ||
        a.doc.courseId.localeCompare(b.doc.courseId),
    )
    .slice(0, limit)
    .map(({ doc }) => doc.summary);
}
