import { normalizeText } from '../courses/normalize';

/**
 * Which of the catalog's own lists a course belongs to (docs/product-rules.md, "Collections"): computed from
 * the course's catalog facts alone, so a catalog change moves the course between lists at its next write.
 * Pure: the course write (functions/courses) stores the memberships beside the course, and the tests check
 * them against real catalog rows.
 */

/** The championships that make a list of their venues, with the list's name. */
export const CHAMPIONSHIP_LISTS: Readonly<Record<string, string>> = {
  'open-championship': 'Open Championship venues',
  'us-open': 'US Open venues',
  'pga-championship': 'PGA Championship venues',
  masters: 'Masters venues',
  'ryder-cup': 'Ryder Cup venues',
  'us-amateur': 'US Amateur venues',
  'players-championship': 'Players Championship venues',
  'presidents-cup': 'Presidents Cup venues',
  'walker-cup': 'Walker Cup venues',
  'solheim-cup': 'Solheim Cup venues',
  'us-womens-open': "US Women's Open venues",
};

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
  name: string;
  kind: CatalogListKind;
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
    const name = CHAMPIONSHIP_LISTS[event];
    if (name) add({ id: `championship.${event}`, name, kind: 'championship' });
  }
  for (const architect of course.architects) {
    const slug = slugOf(architect);
    if (slug) add({ id: `architect.${slug}`, name: `Courses by ${architect.trim()}`, kind: 'architect' });
  }
  if (/^royal\b/.test(normalizeText(course.name))) add({ id: 'royal', name: 'Royal clubs', kind: 'royal' });
  if (course.architectYear !== null && course.architectYear < OLD_COURSE_YEAR) {
    add({ id: 'founded-before-1900', name: 'Founded before 1900', kind: 'founded-before-1900' });
  }
  const country = slugOf(course.country);
  if (country)
    add({ id: `country.${country}`, name: `Courses in ${course.country.trim()}`, kind: 'country' });
  const state = course.state ? slugOf(course.state) : '';
  if (country && state && course.state) {
    add({
      id: `state.${country}.${state}`,
      name: `Courses in ${course.state.trim()}, ${course.country.trim()}`,
      kind: 'state',
    });
  }
  if (course.settings.includes('links')) add({ id: 'links', name: 'Links courses', kind: 'links' });
  return [...lists.values()];
}
