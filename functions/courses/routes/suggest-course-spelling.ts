import { words } from '#shared/courses/normalize';
import { courseSearchQuerySchema } from '#shared/schemas/course-requests';
import { listSearchWordsStartingWith, searchCourses } from '../courses-repository';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseQuery } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { KEPT_PREFIX_LENGTH, MIN_CORRECTED_LENGTH, closestWord } from '../search/spelling';

/** Words looked at, so a long text costs a bounded number of reads. */
const MAX_WORDS_CORRECTED = 4;

/**
 * The indexed word a misspelt one is closest to, or undefined when it is spelt as the index has it or
 * nothing is close. Words sharing its first four letters are read first (one or two requests, even where
 * thousands of courses share the first three); only if none is close, those sharing the first three.
 */
async function closestIndexedWord(word: string): Promise<string | undefined> {
  for (const kept of [KEPT_PREFIX_LENGTH + 1, KEPT_PREFIX_LENGTH]) {
    const indexed = await listSearchWordsStartingWith(word.slice(0, kept));
    // A word that starts an indexed word is spelt as the index has it (or still being typed).
    if (indexed.some((candidate) => candidate.startsWith(word))) return undefined;
    const better = closestWord(word, indexed);
    if (better) return better;
  }
  return undefined;
}

/**
 * The text with each misspelt word replaced by the closest indexed word, or null when no word needed or
 * found a correction, or the corrected text still finds nothing.
 */
async function suggestSpelling(text: string): Promise<string | null> {
  const typed = words(text);
  let changed = false;
  const corrected: string[] = [];
  for (const [index, word] of typed.entries()) {
    if (index >= MAX_WORDS_CORRECTED || word.length < MIN_CORRECTED_LENGTH) {
      corrected.push(word);
      continue;
    }
    const better = await closestIndexedWord(word);
    if (better) changed = true;
    corrected.push(better ?? word);
  }
  if (!changed) return null;
  const suggestion = corrected.join(' ');
  return (await searchCourses(suggestion)).length > 0 ? suggestion : null;
}

/**
 * GET /api/courses/search/suggestion?q=: "Did you mean" for a search that found nothing: search reads the
 * start of words, so "valderama" or "carnousty" would otherwise just find nothing.
 */
export const suggestCourseSpelling: SessionRoute = {
  auth: 'session',
  async handle(event) {
    const { q } = parseQuery(event, courseSearchQuerySchema);
    return json(200, { suggestion: await suggestSpelling(q) });
  },
};
