import type { Championship } from '../schemas/course';

/** The game's biggest stages: what makes a club "storied" on Club Profiles. */
export const MAJOR_CHAMPIONSHIP_EVENTS: readonly string[] = [
  'masters',
  'us-open',
  'open-championship',
  'pga-championship',
  'ryder-cup',
];

/**
 * Editions of one championship played by `thisYear`: its listed years up to then, plus each year of a run
 * (`since`, to `until` or this year). Editions awarded for later years are not counted.
 */
export function playedEditions(championship: Championship, thisYear: number): number {
  const listed = (championship.years ?? []).filter((year) => year <= thisYear).length;
  if (championship.since === undefined) return listed;
  const runEnd = Math.min(championship.until ?? thisYear, thisYear);
  return listed + Math.max(0, runEnd - championship.since + 1);
}

/** How storied a course is: editions of the majors and the Ryder Cup, and editions of anything it hosted. */
export function championshipStanding(
  championships: readonly Championship[],
  thisYear: number,
): { majors: number; all: number } {
  let majors = 0;
  let all = 0;
  for (const championship of championships) {
    const editions = playedEditions(championship, thisYear);
    all += editions;
    if (MAJOR_CHAMPIONSHIP_EVENTS.includes(championship.event)) majors += editions;
  }
  return { majors, all };
}
