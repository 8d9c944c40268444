import { playedEditions } from '../courses/championships';
import type { PassportCourse } from './types';

/**
 * Curated course facts behind the passport's course-list tiles. Links, desert and coastal are the catalog's
 * own settings (written per course from public descriptions; scripts/catalog/data); historic is derived by
 * one rule when the catalog is loaded (HISTORIC_RULE), and a golfer's custom course can carry any of them.
 */
export const COURSE_FACTS = ['links', 'desert', 'coastal', 'historic'] as const;
export type CourseFact = (typeof COURSE_FACTS)[number];

/** The last opening year that makes a course historic: a century of golf by the passport's first year. */
export const HISTORIC_OPENED_BY = 1925;
export const HISTORIC_RULE = `opened in ${HISTORIC_OPENED_BY} or earlier, or (opening year unknown) hosted a listed championship by then`;

/** Whether a course is historic by HISTORIC_RULE. */
export function isHistoricCourse(course: {
  architectYear: number | null;
  championships: PassportCourse['championships'];
}): boolean {
  if (course.architectYear !== null) return course.architectYear <= HISTORIC_OPENED_BY;
  return course.championships.some((championship) => playedEditions(championship, HISTORIC_OPENED_BY) > 0);
}

export function hasFact(course: Pick<PassportCourse, 'settings'>, fact: CourseFact): boolean {
  return course.settings.includes(fact);
}

/** Venue tiles (docs/passport.md), from the catalog's championship history, never from names. */
export const VENUE_TILES = [
  {
    key: 'pgaTour',
    label: 'PGA Tour Venues',
    events: ['pga-tour', 'players-championship', 'masters', 'us-open', 'pga-championship'],
  },
  { key: 'usOpen', label: 'US Open Venues', events: ['us-open'] },
  { key: 'pgaChampionship', label: 'PGA Championship Venues', events: ['pga-championship'] },
  { key: 'openChampionship', label: 'Open Championship Venues', events: ['open-championship'] },
  { key: 'ryderCup', label: 'Ryder Cup Venues', events: ['ryder-cup'] },
  { key: 'usAmateur', label: 'US Amateur Venues', events: ['us-amateur'] },
] as const;

/**
 * Whether a course hosted one of these events by `thisYear` (an edition awarded for a later year does not
 * count yet). PGA Tour venues: a regular tour stop, The Players, or a major played in the US.
 */
export function hostedEvent(
  course: Pick<PassportCourse, 'championships'>,
  events: readonly string[],
  thisYear: number,
): boolean {
  return course.championships.some(
    (championship) => events.includes(championship.event) && playedEditions(championship, thisYear) > 0,
  );
}
