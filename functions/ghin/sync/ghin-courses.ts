import { ulid } from 'ulid';
import { courseIdentityKey, normalizeText } from '#shared/courses/normalize';
import { canonicalCountry } from '#shared/geo/countries';
import { createCourseSchema } from '#shared/schemas/course-requests';
import { buildCustomCourse } from '../../courses/custom-course';
import {
  courseWriteTransaction,
  getCourseItemsByIds,
  getNameClaimOwner,
  getNameClaimOwners,
  searchCourses,
  writeCourseTransaction,
} from '../../courses/courses-repository';
import type { GhinScore } from '../client/ghin-payloads';

/** A GHIN course as a sync sees it: the facility and course GHIN named, and where it may be. */
export interface GhinCourseRef {
  key: string;
  facilityName: string;
  courseName: string | null;
  /** "US-NY" or "NY" as GHIN writes it, when the score says. */
  state: string | null;
  /** Where a new course is placed when the score gives no state: the golfer's club's. */
  fallbackState: string | null;
  country: string | null;
  courseRating: number | null;
  slope: number | null;
}

export function ghinCourseRef(score: GhinScore, fallback: { state: string | null; country: string | null }) {
  const facilityName = score.facility_name ?? score.course_name ?? 'Unnamed GHIN course';
  const courseName = score.course_name && score.course_name !== facilityName ? score.course_name : null;
  return {
    key: score.course_id ?? normalizeText(`${facilityName} ${courseName ?? ''}`),
    facilityName,
    courseName,
    state: stateCode(score.state),
    fallbackState: stateCode(fallback.state),
    country: score.country ?? fallback.country,
    courseRating: score.number_of_holes === 18 ? score.course_rating : null,
    slope: score.slope_rating,
  } satisfies GhinCourseRef;
}

/** "US-NY" -> "NY"; GHIN writes a US state either way. */
function stateCode(state: string | null): string | null {
  if (!state) return null;
  return state.replace(/^US-/i, '').trim() || null;
}

/** The names a catalog course may carry for GHIN's facility and course ("Bethpage State Park (Black)"). */
function candidateNames(ref: GhinCourseRef): Set<string> {
  const names = [ref.facilityName];
  if (ref.courseName) {
    names.push(
      `${ref.facilityName} (${ref.courseName})`,
      `${ref.facilityName} ${ref.courseName}`,
      ref.courseName,
    );
  }
  return new Set(names.map(normalizeText));
}

/**
 * The catalog course GHIN's course is, by name and place: a search on the facility's name, kept when a
 * result's normalised name is one GHIN's names make and (when both say) its state is GHIN's.
 */
export async function matchCatalogCourse(ref: GhinCourseRef): Promise<string | undefined> {
  const names = candidateNames(ref);
  const results = await searchCourses(ref.facilityName);
  const match = results.find(
    (course) =>
      names.has(normalizeText(course.name)) &&
      (!ref.state || !course.state || normalizeText(course.state) === normalizeText(ref.state)),
  );
  return match?.id;
}

/** GHIN gives no city: the course is placed at its state (or country), and its page says so. */
function placeOf(ref: GhinCourseRef): { city: string; state: string | null; country: string } {
  const country = canonicalCountry(ref.country ?? '') ?? 'United States';
  const state = ref.state ?? ref.fallbackState;
  return { city: state ?? country, state, country };
}

function displayName(ref: GhinCourseRef): string {
  return ref.courseName ? `${ref.facilityName} (${ref.courseName})` : ref.facilityName;
}

/**
 * The Fescue course of each GHIN course: the catalog's by name and place, else one made by an earlier sync
 * (its name claim), else a new course marked as from GHIN (sourceApi 'ghin'). New GHIN courses do not
 * count against the golfer's daily allowance of custom courses: they are GHIN's courses, not the golfer's
 * inventions, and a first sync may bring dozens.
 */
export async function resolveGhinCourses(
  userId: string,
  refs: readonly GhinCourseRef[],
  now: Date,
): Promise<{ byKey: Map<string, { id: string; par: number }>; created: number }> {
  const byKey = new Map<string, string>();
  const pending: GhinCourseRef[] = [];
  for (const ref of refs) {
    const id = await matchCatalogCourse(ref);
    if (id) byKey.set(ref.key, id);
    else pending.push(ref);
  }
  const identity = (ref: GhinCourseRef) => courseIdentityKey(displayName(ref), placeOf(ref).city);
  const owners = await getNameClaimOwners(pending.map(identity));
  let created = 0;
  for (const ref of pending) {
    const owner = owners.get(identity(ref));
    if (owner) {
      byKey.set(ref.key, owner);
      continue;
    }
    const place = placeOf(ref);
    const input = createCourseSchema.parse({
      name: displayName(ref),
      city: place.city,
      state: place.state,
      country: place.country,
      ...(ref.courseRating && ref.courseRating >= 65 && ref.courseRating <= 80
        ? { courseRating: ref.courseRating }
        : {}),
      ...(ref.slope && ref.slope >= 55 && ref.slope <= 155 ? { slopeRating: ref.slope } : {}),
    });
    const course = {
      ...buildCustomCourse(input, { id: ulid(), userId, now: now.toISOString() }),
      sourceApi: 'ghin' as const,
      description: 'Imported from GHIN: GHIN gives no address, so the course is placed at its state.',
    };
    try {
      await writeCourseTransaction(courseWriteTransaction(course, undefined));
      byKey.set(ref.key, course.id);
      created += 1;
    } catch (error) {
      // Another sync claimed the name meanwhile: that course is this one.
      const holder = await getNameClaimOwner(course.name, course.city);
      if (!holder) throw error;
      byKey.set(ref.key, holder);
    }
  }
  const pars = await getCourseItemsByIds([...new Set(byKey.values())], ['id', 'par']);
  return {
    byKey: new Map(
      [...byKey].map(([key, id]) => {
        const par = pars.get(id)?.par;
        return [key, { id, par: typeof par === 'number' ? par : 72 }];
      }),
    ),
    created,
  };
}
