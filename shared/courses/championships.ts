// Namespace import: `import { z }` defeats tree-shaking and bundles all of zod's locales.
import * as z from 'zod';

/** A championship a course hosted, as the catalog lists it. */
export const championshipSchema = z.object({
  /** Event code: us-open, open-championship, pga-championship, masters, ryder-cup, us-amateur, pga-tour... */
  event: z.string(),
  /** The tournament's own name where the event code is generic (pga-tour, dp-world-tour, other). */
  name: z.string().optional(),
  years: z.array(z.number()).optional(),
  since: z.number().optional(),
  until: z.number().optional(),
});
export type Championship = z.infer<typeof championshipSchema>;

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
