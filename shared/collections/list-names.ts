import type { CatalogListRef } from './membership';

/**
 * The catalog lists' display names, built from what the course writes keep on a list's item (its kind and
 * label, ./membership.ts) where the lists are shown: the collections group and the pages. Kept apart from
 * membership so the Lambdas that only write courses carry no names (docs/performance.md, "Bundle sizes").
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

/** A catalog list's name: "Courses by James Braid", "Courses in Fife, Scotland", "Royal clubs". */
export function catalogListName({ kind, label }: Pick<CatalogListRef, 'kind' | 'label'>): string {
  switch (kind) {
    case 'championship':
      return CHAMPIONSHIP_LISTS[label] ?? `${label} venues`;
    case 'architect':
      return `Courses by ${label}`;
    case 'royal':
      return 'Royal clubs';
    case 'founded-before-1900':
      return 'Founded before 1900';
    case 'country':
    case 'state':
      return `Courses in ${label}`;
    case 'links':
      return 'Links courses';
  }
}
