import { teeSetHoleProblems, teeSetIdOf, type TeeSetHole } from '#shared/scorecards/tee-set';
import type { TeeSetContent } from '../tee-sets/tee-sets-repository';
import type { UpstreamCourse, UpstreamTee } from './upstream-schema';

/** At most this many tee sets are kept from one course: they go in the course's own transaction. */
export const MAX_IMPORTED_TEE_SETS = 12;

const wholeIn = (value: number | null | undefined, min: number, max: number): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : null;

/**
 * A GolfCourseAPI tee's holes as a tee set's, or null when they are not 9 or 18 holes each with a par of 3
 * to 6. Stroke indexes (`handicap`) that do not keep the tee-set rules (shared/scorecards/tee-set.ts) are
 * dropped on every hole rather than kept wrong; yardages out of range become unknown.
 */
export function holesOfTee(tee: UpstreamTee): TeeSetHole[] | null {
  const given = tee.holes ?? [];
  if (given.length !== 9 && given.length !== 18) return null;
  const holes: TeeSetHole[] = [];
  for (const [i, hole] of given.entries()) {
    const par = wholeIn(hole.par, 3, 6);
    if (par === null) return null;
    holes.push({
      hole: i + 1,
      par,
      strokeIndex: wholeIn(hole.handicap, 1, 18),
      yardage: wholeIn(hole.yardage, 40, 999),
    });
  }
  if (teeSetHoleProblems(holes).length > 0) return holes.map((hole) => ({ ...hole, strokeIndex: null }));
  return holes;
}

const rating = (tee: UpstreamTee) =>
  typeof tee.course_rating === 'number' &&
  tee.course_rating >= 25 &&
  tee.course_rating <= 90 &&
  typeof tee.slope_rating === 'number' &&
  Number.isInteger(tee.slope_rating) &&
  tee.slope_rating >= 55 &&
  tee.slope_rating <= 155
    ? { courseRating: tee.course_rating, slope: tee.slope_rating }
    : null;

const samePars = (a: readonly TeeSetHole[], b: readonly TeeSetHole[]) =>
  a.length === b.length && a.every((hole, i) => hole.par === b[i]?.par);

/**
 * The tee sets of a GolfCourseAPI course, kept when the course is added: one per tee name, with the men's
 * rating from its men's tee and the women's from the women's tee of the same name when the holes' pars
 * agree (a women's tee with other pars is its own set, "Red (women)"). Tees without hole data make none.
 */
export function teeSetsFromUpstream(tees: UpstreamCourse['tees']): (TeeSetContent & { id: string })[] {
  const sets = new Map<string, TeeSetContent & { id: string }>();
  const add = (tee: UpstreamTee, who: 'men' | 'women') => {
    const holes = holesOfTee(tee);
    if (!holes) return;
    const name = tee.tee_name.trim() || 'Tee';
    const existing = sets.get(teeSetIdOf(name));
    if (existing && !existing[who] && samePars(existing.holes, holes)) {
      existing[who] = rating(tee);
      return;
    }
    const setName = existing ? `${name} (${who})` : name;
    const id = teeSetIdOf(setName);
    if (sets.has(id)) return;
    sets.set(id, {
      id,
      name: setName,
      colour: null,
      holes,
      men: who === 'men' ? rating(tee) : null,
      women: who === 'women' ? rating(tee) : null,
    });
  };
  for (const tee of tees.male) add(tee, 'men');
  for (const tee of tees.female) add(tee, 'women');
  return [...sets.values()].slice(0, MAX_IMPORTED_TEE_SETS);
}
