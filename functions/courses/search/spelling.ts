import { distance } from 'fastest-levenshtein';

/** Words shorter than this are not corrected: too many other words lie one letter away. */
export const MIN_CORRECTED_LENGTH = 4;

/** The letters a correction keeps: search looks up by the start of a word, so a typo there is not mended. */
export const KEPT_PREFIX_LENGTH = 3;

/** How many letters may differ: one in a short word, two from eight letters ("carnousty", "shinecock"). */
export function allowedEdits(word: string): number {
  return word.length >= 8 ? 2 : 1;
}

/**
 * The indexed word closest to a misspelt one, or undefined when none is close enough. A word still being
 * typed counts against the start of the indexed word too ("pebel" is one letter from "pebbl", the start of
 * "pebble"). Ties go to the shorter edit, then to the word that comes first.
 */
export function closestWord(typed: string, indexed: readonly string[]): string | undefined {
  let best: { word: string; edits: number } | undefined;
  for (const word of indexed) {
    const edits = Math.min(distance(typed, word), distance(typed, word.slice(0, typed.length)));
    if (edits > allowedEdits(typed)) continue;
    if (!best || edits < best.edits || (edits === best.edits && word < best.word)) best = { word, edits };
  }
  return best?.word;
}
