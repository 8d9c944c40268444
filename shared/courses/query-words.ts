import { SHORT_SPELLINGS, searchWords, words } from './normalize';

/**
 * Words a golfer adds out of habit ("the old course", "valderrama golf club") that a course's name may not
 * carry. Course search passes over such a word where a course lacks it; the custom-course form ignores them
 * when it compares names.
 */
const FILLER_WORDS = new Set(['the', 'golf', 'club', 'course', 'links', 'gc', 'cc', 'country']);

/** The fillers from the rarest in course names to the commonest, for a query made of nothing else. */
const FILLERS_RAREST_FIRST = ['gc', 'cc', 'the', 'links', 'country', 'course', 'golf', 'club'];

/** Orders fillers rarest first (a half-typed one, which is no filler yet, before all). */
export function fillerRarity(word: string): number {
  return FILLERS_RAREST_FIRST.indexOf(word);
}

/** Another spelling of the same word ("Saint Andrews" is "St Andrews" in the catalog), either way round. */
const OTHER_SPELLING: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SHORT_SPELLINGS).flatMap(([long, short]) => [
    [long, short],
    [short, long],
  ]),
);

/**
 * A filler, or, as the last word of a query still being typed, the start of one ("valderrama golf clu"), so
 * the list does not empty between keystrokes.
 */
export function isFillerWord(word: string, isLastWord = false): boolean {
  if (FILLER_WORDS.has(word)) return true;
  return isLastWord && word.length >= 2 && [...FILLER_WORDS].some((filler) => filler.startsWith(word));
}

/** The other spelling of a word, if it has one. */
export function otherSpelling(word: string): string | undefined {
  return OTHER_SPELLING[word];
}

/**
 * Whether `queryWord` matches some word of `list`: a word it starts, or, for a word with another spelling,
 * that spelling whole ("saint" finds "st" but not "stadium").
 */
export function matchesSomeWord(list: readonly string[], queryWord: string): boolean {
  const other = otherSpelling(queryWord);
  return list.some((word) => word.startsWith(queryWord) || word === other);
}

/**
 * Whether a course's name carries every word a golfer typed for a name, fillers aside: "Spyglass Hill" is
 * carried by "Spyglass Hill Golf Course", "Beach Course" is not by "Pebble Beach Golf Links", "Coeur d Alene"
 * is by "Coeur d'Alene".
 */
export function nameCarriesWords(typedName: string, courseName: string): boolean {
  const nameWords = searchWords(courseName);
  const all = words(typedName);
  const meaningful = all.filter((word) => !isFillerWord(word));
  // "The Country Club" is all fillers: then every word counts.
  const typed = meaningful.length > 0 ? meaningful : all;
  return typed.length > 0 && typed.every((word) => matchesSomeWord(nameWords, word));
}
