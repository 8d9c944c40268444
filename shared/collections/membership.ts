import { normalizeText } from '../courses/normalize';

/**
 * Which of the catalog's own lists a course belongs to (docs/product-rules.md, "Collections"): computed from
 * the course's catalog facts alone, so a catalog change moves the course between lists at its next write.
 * Pure: the course write (functions/courses) stores the memberships beside the course, and the tests check
 * them against real catalog rows. A list's display name is no part of it: the write keeps the list's kind and
 * label, and only the collections group builds names from them (./list-names.ts), which keeps the names out of
 * every Lambda that writes courses (docs/performance.md, "Bundle sizes").
 */

/** The championships that make a list of their venues (their names: ./list-names.ts). */
export const CHAMPIONSHIP_EVENTS: ReadonlySet<string> = new Set([
  'open-championship',
  'us-open',
  'pga-championship',
  'masters',
  'ryder-cup',
  'us-amateur',
  'players-championship',
  'presidents-cup',
  'walker-cup',
  'solheim-cup',
  'us-womens-open',
]);

/** Founded before this year: the "founded before 1900" list. */
export const OLD_COURSE_YEAR = 1900;

export const CATALOG_LIST_KINDS = [
  'championship',
  'architect',
  'royal',
  'founded-before-1900',
  'country',
  'state',
  'links',
] as const;
export type CatalogListKind = (typeof CATALOG_LIST_KINDS)[number];

export interface CatalogListRef {
  /** The list's id as its page's URL has it: lower-case letters, digits, '-' and '.'. */
  id: string;
  kind: CatalogListKind;
  /**
   * The words the list's name is made of, as the catalog writes them (an architect's name, a country, "state,
   * country", a championship's event); '' for a list of one kind only. Names: catalogListName (./list-names.ts).
   */
  label: string;
}

/** The course facts membership reads (a Course has them all). */
export interface MembershipFacts {
  name: string;
  country: string;
  state: string | null;
  architects: readonly string[];
  architectYear: number | null;
  settings: readonly string[];
  championships: readonly { event: string }[];
}

/** A list id's part from free text: its normalised words joined by '-' ("" when nothing is left). */
export function slugOf(text: string): string {
  return normalizeText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Every catalog list the course belongs to, each once, in a stable order. */
export function catalogListsOf(course: MembershipFacts): CatalogListRef[] {
  const lists = new Map<string, CatalogListRef>();
  const add = (ref: CatalogListRef) => {
    if (!lists.has(ref.id)) lists.set(ref.id, ref);
  };
  for (const { event } of course.championships) {
    if (CHAMPIONSHIP_EVENTS.has(event))
      add({ id: `championship.${event}`, kind: 'championship', label: event });
  }
  for (const architect of course.architects) {
    const slug = slugOf(architect);
    if (slug) add({ id: `architect.${slug}`, kind: 'architect', label: architect.trim() });
  }
  if (/^royal\b/.test(normalizeText(course.name))) add({ id: 'royal', kind: 'royal', label: '' });
  if (course.architectYear !== null && course.architectYear < OLD_COURSE_YEAR) {
    add({ id: 'founded-before-1900', kind: 'founded-before-1900', label: '' });
  }
  const country = slugOf(course.country);
  if (country) add({ id: `country.${country}`, kind: 'country', label: course.country.trim() });
  const state = course.state ? slugOf(course.state) : '';
  if (country && state && course.state) {
    add({
      id: `state.${country}.${state}`,
      kind: 'state',
      label: `${course.state.trim()}, ${course.country.trim()}`,
    });
  }
  if (course.settings.includes('links')) add({ id: 'links', kind: 'links', label: '' });
  return [...lists.values()];
}
