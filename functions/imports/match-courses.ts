import { courseIdentityKey, normalizeText } from '#shared/courses/normalize';
import { findCountry } from '#shared/geo/countries';
import { usStateCode } from '#shared/geo/centroids';
import type { CourseMatch } from '#shared/imports/import-api';
import type { CourseRef, ImportSource } from '#shared/imports/import-draft';
import { coreWords, newCourseFor, newCourseProblem, refCountry } from '#shared/imports/new-course';
import { toCourseSearchResult, type CourseSearchResult } from '#shared/schemas/course';
import { toCourse } from '../courses/course-items';
import { getCourseItemsByIds, getNameClaimOwners, searchCourses } from '../courses/courses-repository';
import { getSeenCourses } from './import-batch-repository';

/**
 * Matching a file's courses to Fescue's (docs/product-rules.md#importing-your-golf), each once however many
 * rows name it: for Fescue's own export the course its id names, when it is still here; else the course chosen for it in an earlier import, else a course of the same name in the same town
 * (the catalog's identity rule, which holds the golfers' own courses too), else the course search's hits
 * ranked by name and place: one clear hit is a match, several are for the golfer to pick, none is a new course.
 */

export interface CourseGroup {
  key: string;
  ref: CourseRef;
  rounds: number;
  playedCourses: number;
  bucketList: number;
}

/** Why a course of Fescue's own export is matched to the course its id names. */
export const SAME_FESCUE_COURSE_REASON = 'same course in Fescue';

const SEARCHES_AT_ONCE = 8;
const CANDIDATES_SHOWN = 5;

const SOURCE_NAMES: Record<ImportSource, string> = {
  '18birdies': '18Birdies',
  thegrint: 'TheGrint',
  spreadsheet: 'spreadsheet',
  'fescue-json': 'Fescue export',
  ghin: 'GHIN',
};

/** The names a file's course may go by in the catalog: the layout, the facility with it, the facility. */
function nameVariants(ref: CourseRef): string[] {
  const facility = ref.facility?.trim();
  if (!facility || normalizeText(facility) === normalizeText(ref.name)) return [ref.name];
  return [ref.name, `${facility} ${ref.name}`, `${ref.name} ${facility}`, facility];
}

function identityName(name: string): string {
  return courseIdentityKey(name, '').split('|')[0] ?? '';
}

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && normalizeText(a) === normalizeText(b);

function sameState(a: string | null, b: string | null): boolean {
  if (!a || !b) return false;
  return sameText(a, b) || (!!usStateCode(a) && usStateCode(a) === usStateCode(b));
}

interface Scored<Course = CourseSearchResult> {
  course: Course;
  name: number;
  place: number;
}

/** The name and place of a course, as the scoring below reads them (the catalog's, or GolfCourseAPI's). */
export type Placed = Pick<CourseSearchResult, 'name' | 'city' | 'state' | 'country'>;

/**
 * How well a hit fits: name 3 when it is one of the ref's names exactly, 2 when its distinguishing words are
 * all the file's and hold the layout's ("Bethpage Black" for "Black | Bethpage State Park"), 1 when they share
 * one; place 2 for the same town, 1 for the same state or country, -9 for another country.
 */
export function score<Course extends Placed>(ref: CourseRef, course: Course): Scored<Course> {
  const variants = nameVariants(ref).map(identityName);
  const courseCore = coreWords(course.name);
  const refCore = new Set([...coreWords(ref.name), ...coreWords(ref.facility)]);
  const layoutCore = coreWords(ref.name);
  let name = 0;
  if (variants.includes(identityName(course.name))) name = 3;
  else if (
    courseCore.length > 0 &&
    courseCore.every((word) => refCore.has(word)) &&
    layoutCore.every((word) => courseCore.includes(word))
  )
    name = 2;
  else if (courseCore.some((word) => refCore.has(word))) name = 1;
  const country = refCountry(ref);
  const countryOf = (text: string | null) => (text ? (findCountry(text)?.name ?? text) : null);
  let place = 0;
  if (country && countryOf(course.country) !== countryOf(country)) place = -9;
  else if (sameText(ref.city, course.city)) place = 2;
  else if (sameState(ref.state, course.state) || (country && !ref.city)) place = 1;
  return { course, name, place };
}

/** The search queries that find a file's course: its distinguishing words, with and without its town. */
function queriesFor(ref: CourseRef): string[] {
  const layout = coreWords(ref.name);
  const facility = coreWords(ref.facility);
  const all = [...new Set([...facility, ...layout])];
  const longest = [...all].sort((a, b) => b.length - a.length)[0];
  const city = ref.city ? normalizeText(ref.city) : '';
  const queries = [
    all.join(' '),
    [...layout, city].join(' '),
    facility.length > 0 ? [...facility, city].join(' ') : '',
    longest ? `${longest} ${city}` : '',
    longest ?? '',
    all.length === 0 ? ref.name : '',
  ];
  return [...new Set(queries.map((query) => query.trim()).filter((query) => query.length >= 2))].slice(0, 5);
}

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Every distinct course of a file, matched (docs/product-rules.md#importing-your-golf). */
export async function matchCourses(
  userId: string,
  source: ImportSource,
  groups: readonly CourseGroup[],
): Promise<CourseMatch[]> {
  const seen = await getSeenCourses(
    userId,
    groups.map((group) => group.key),
  );
  const claimKeys = new Map<string, string[]>();
  for (const group of groups) {
    if (!group.ref.city) continue;
    const city = group.ref.city;
    claimKeys.set(
      group.key,
      nameVariants(group.ref).map((name) => courseIdentityKey(name, city)),
    );
  }
  const owners = await getNameClaimOwners([...new Set([...claimKeys.values()].flat())]);
  // Fescue's own export names each course by its id here: the same course, when this Fescue still has it.
  const fescueIds =
    source === 'fescue-json'
      ? await getCourseItemsByIds(
          groups.flatMap((group) => (group.ref.sourceCourseId ? [group.ref.sourceCourseId] : [])),
          ['id'],
        )
      : new Map<string, Record<string, unknown>>();
  const direct = new Map<string, { courseId: string; reason: string }>();
  for (const group of groups) {
    const sameCourse = group.ref.sourceCourseId;
    if (sameCourse && fescueIds.has(sameCourse)) {
      direct.set(group.key, { courseId: sameCourse, reason: SAME_FESCUE_COURSE_REASON });
      continue;
    }
    const seenId = seen.get(group.key);
    if (seenId) {
      direct.set(group.key, {
        courseId: seenId,
        reason: group.ref.sourceCourseId
          ? `${SOURCE_NAMES[source]} club id seen before`
          : `chosen for this course in an earlier ${SOURCE_NAMES[source]} import`,
      });
      continue;
    }
    const owner = (claimKeys.get(group.key) ?? []).map((key) => owners.get(key)).find(Boolean);
    if (owner) direct.set(group.key, { courseId: owner, reason: 'same name and town' });
  }
  const directCourses = await getCourseItemsByIds([...direct.values()].map((hit) => hit.courseId));

  return mapLimit(groups, SEARCHES_AT_ONCE, async (group): Promise<CourseMatch> => {
    const base = {
      key: group.key,
      ref: group.ref,
      rounds: group.rounds,
      playedCourses: group.playedCourses,
      bucketList: group.bucketList,
      worldwide: [],
    };
    const hit = direct.get(group.key);
    const hitItem = hit ? directCourses.get(hit.courseId) : undefined;
    if (hit && hitItem) {
      return {
        ...base,
        status: 'matched',
        course: toCourseSearchResult(toCourse(hitItem)),
        reason: hit.reason,
        candidates: [],
        newCourse: null,
        newCourseProblem: null,
      };
    }
    const found = new Map<string, CourseSearchResult>();
    for (const results of await Promise.all(queriesFor(group.ref).map((query) => searchCourses(query)))) {
      for (const result of results) found.set(result.id, result);
    }
    const scored = [...found.values()]
      .map((course) => score(group.ref, course))
      .filter((candidate) => candidate.name >= 1 && candidate.place >= 0)
      .sort((a, b) => b.name + b.place - (a.name + a.place) || a.course.name.localeCompare(b.course.name));
    const [best, second] = scored;
    const clear =
      best &&
      best.name >= 2 &&
      (best.place === 2 || (best.place === 1 && !group.ref.city)) &&
      (!second || second.name + second.place < best.name + best.place);
    const newCourse = newCourseFor(group.ref);
    if (clear) {
      return {
        ...base,
        status: 'matched',
        course: best.course,
        reason:
          best.name === 3
            ? best.place === 2
              ? 'same name and town'
              : 'same name, in the same region'
            : `the ${group.ref.name} course of ${best.course.name}, same town`,
        candidates: scored.slice(1, CANDIDATES_SHOWN + 1).map((candidate) => candidate.course),
        newCourse: null,
        newCourseProblem: null,
      };
    }
    return {
      ...base,
      status: scored.length > 0 ? 'ambiguous' : 'new',
      course: null,
      reason: null,
      candidates: scored.slice(0, CANDIDATES_SHOWN).map((candidate) => candidate.course),
      newCourse,
      newCourseProblem: newCourseProblem(newCourse),
    };
  });
}
