import { normalizeText } from '#shared/courses/normalize';
import {
  WORLDWIDE_LOOKUPS_PER_PREVIEW,
  type CourseMatch,
  type WorldwideLookup,
} from '#shared/imports/import-api';
import type { CourseRef } from '#shared/imports/import-draft';
import { EXTERNAL_SEARCH_MIN_CHARS } from '#shared/schemas/course';
import type { ExternalCourse } from '#shared/schemas/external-course';
import { ExternalCourseApiError } from '../courses/external/external-course-errors';
import { golfCourseApi, type GolfCourseApi } from '../courses/external/golf-course-api';
import { logger } from '../lib/logger';
import { score } from './match-courses';

/** GolfCourseAPI's courses shown for one of the file's courses, best first. */
const WORLDWIDE_SHOWN = 5;

/**
 * What the preview asks GolfCourseAPI for a file's course: the facility when the file names one ("Bethpage
 * State Park" finds each of its layouts), else the course's name.
 */
function queryFor(ref: CourseRef): string | null {
  const text = (ref.facility?.trim() || ref.name.trim()).slice(0, 100);
  return text.length >= EXTERNAL_SEARCH_MIN_CHARS ? text : null;
}

/** GolfCourseAPI's name for a course in the catalog's style ("Club (Course)"), for the scoring. */
function nameOf(course: ExternalCourse): string {
  const club = course.club_name.trim();
  const layout = course.course_name.trim();
  if (!club || normalizeText(club).includes(normalizeText(layout))) return club || layout;
  if (!layout || normalizeText(layout).includes(normalizeText(club))) return layout || club;
  return `${club} (${layout})`;
}

/** The hits that may be the file's course (its name's words, not another country), best first. */
function fitting(ref: CourseRef, hits: readonly ExternalCourse[]): ExternalCourse[] {
  return hits
    .map((course) => ({
      course,
      fit: score(ref, {
        name: nameOf(course),
        city: course.location.city ?? '',
        state: course.location.state ?? null,
        country: course.location.country ?? '',
      }),
    }))
    .filter(({ fit }) => fit.name >= 1 && fit.place >= 0)
    .sort((a, b) => b.fit.name + b.fit.place - (a.fit.name + a.fit.place))
    .slice(0, WORLDWIDE_SHOWN)
    .map(({ course }) => course);
}

/**
 * GolfCourseAPI's candidates for the file's courses the catalog did not match (docs/product-rules.md#importing-your-golf).
 * Its key is shared by every golfer and metered by the day, so the preview spends little of it: one search
 * per distinct name, the most played courses first (those with no catalog candidate before the others), at most
 * WORLDWIDE_LOOKUPS_PER_PREVIEW searches, one at a time, and none after GolfCourseAPI has refused or failed
 * once. Without a key nothing is asked. The preview never fails for it: the status says what was left out.
 */
export async function addWorldwideCandidates(
  matches: CourseMatch[],
  api: GolfCourseApi = golfCourseApi(),
): Promise<WorldwideLookup> {
  const open = matches
    .filter((match) => match.status !== 'matched')
    .sort(
      (a, b) =>
        b.rounds + b.playedCourses + b.bucketList - (a.rounds + a.playedCourses + a.bucketList) ||
        Number(a.status === 'ambiguous') - Number(b.status === 'ambiguous'),
    );
  const byQuery = new Map<string, { query: string; matches: CourseMatch[] }>();
  for (const match of open) {
    const query = queryFor(match.ref);
    if (!query) continue;
    const key = normalizeText(query);
    const entry = byQuery.get(key) ?? { query, matches: [] };
    entry.matches.push(match);
    byQuery.set(key, entry);
  }
  const lookups = [...byQuery.values()];
  if (lookups.length === 0) return { status: 'not-needed', searched: 0, notSearched: 0 };
  try {
    await api.assertConfigured();
  } catch (error) {
    if (error instanceof ExternalCourseApiError && !error.configured)
      return { status: 'not-configured', searched: 0, notSearched: lookups.length };
    logger.warn('Worldwide lookup in an import preview failed', { error });
    return { status: 'unavailable', searched: 0, notSearched: lookups.length };
  }

  const asked = lookups.slice(0, WORLDWIDE_LOOKUPS_PER_PREVIEW);
  let searched = 0;
  for (const lookup of asked) {
    try {
      const hits = await api.search(lookup.query);
      searched += 1;
      for (const match of lookup.matches) match.worldwide = fitting(match.ref, hits);
    } catch (error) {
      // A refusal (429) is the allowance spent or the rate passed; anything else, the service failing. Either
      // way the next search would meet the same: stop, and say so.
      logger.warn('Worldwide lookup in an import preview failed', { error, searched });
      const refused = error instanceof ExternalCourseApiError && error.upstreamStatus === 429;
      return {
        status: refused ? 'allowance-spent' : 'unavailable',
        searched,
        notSearched: lookups.length - searched,
      };
    }
  }
  return { status: 'searched', searched, notSearched: lookups.length - searched };
}
