import type { Destination } from '#shared/schemas/passport';
import { compareNames } from '#shared/format/compare-names';
import { compareText } from '#shared/passport/compare';

/**
 * The Passport's filter bar (docs/product-rules.md#passport): search, Type, Country, Architect, Status and
 * Sort By.
 */
export const ALL = 'all';
export const SORT_OPTIONS = [
  { value: 'recent', label: 'Most Recent' },
  { value: 'name', label: 'Name (A-Z)' },
  { value: 'exclusivity', label: 'Exclusivity Score' },
  { value: 'rating', label: 'Review Score' },
  { value: 'country', label: 'Country' },
  { value: 'city', label: 'City' },
  { value: 'architect', label: 'Architect' },
] as const;
export type DestinationSort = (typeof SORT_OPTIONS)[number]['value'];

export const TYPE_OPTIONS = [
  { value: ALL, label: 'All Types' },
  { value: 'private', label: 'Private' },
  { value: 'public', label: 'Public' },
] as const;

export const STATUS_OPTIONS = [
  { value: ALL, label: 'All Statuses' },
  { value: 'played', label: 'Played' },
  { value: 'wishlist', label: 'Wishlist' },
] as const;

export interface DestinationFilters {
  search: string;
  type: string;
  country: string;
  architect: string;
  status: string;
  sort: DestinationSort;
}

export const NO_FILTERS: DestinationFilters = {
  search: '',
  type: ALL,
  country: ALL,
  architect: ALL,
  status: ALL,
  sort: 'recent',
};

export function hasFilters(filters: DestinationFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.type !== ALL ||
    filters.country !== ALL ||
    filters.architect !== ALL ||
    filters.status !== ALL
  );
}

/** "Public" keeps the courses anyone may book: public, resort and semi-private (spec: all, private, public). */
function matchesType(destination: Destination, type: string): boolean {
  if (type === ALL) return true;
  return type === 'private' ? destination.courseType === 'private' : destination.courseType !== 'private';
}

const byText = (pick: (d: Destination) => string | null) => (a: Destination, b: Destination) =>
  compareNames(pick(a) ?? '\uffff', pick(b) ?? '\uffff') || compareNames(a.name, b.name);

const SORTERS: Record<DestinationSort, (a: Destination, b: Destination) => number> = {
  recent: (a, b) => compareText(b.lastPlayedAt ?? '', a.lastPlayedAt ?? '') || compareNames(a.name, b.name),
  name: byText((d) => d.name),
  exclusivity: (a, b) => b.exclusivityRating - a.exclusivityRating || compareNames(a.name, b.name),
  rating: (a, b) => b.userRating - a.userRating || compareNames(a.name, b.name),
  country: byText((d) => d.country),
  city: byText((d) => d.city),
  architect: byText((d) => d.architect),
};

/**
 * The destinations with each course's community score as it is today where it is known (`scores`, by course
 * id), in place of the score the passport kept from when the golfer last played or listed the course.
 */
export function withScoresToday(
  destinations: readonly Destination[],
  scores: ReadonlyMap<string, number> | undefined,
): readonly Destination[] {
  if (!scores) return destinations;
  return destinations.map((d) => {
    const today = scores.get(d.id);
    return today === undefined || today === d.userRating ? d : { ...d, userRating: today };
  });
}

/** Search matches name, place or architect, without case. */
export function filterDestinations(
  destinations: readonly Destination[],
  filters: DestinationFilters,
): Destination[] {
  const search = filters.search.trim().toLowerCase();
  return destinations
    .filter(
      (d) =>
        (search === '' ||
          [d.name, d.location, d.architect ?? ''].some((text) => text.toLowerCase().includes(search))) &&
        matchesType(d, filters.type) &&
        (filters.country === ALL || d.country === filters.country) &&
        (filters.architect === ALL || d.architects.includes(filters.architect)) &&
        (filters.status === ALL || d.status === filters.status),
    )
    .sort(SORTERS[filters.sort]);
}

/** The values present, sorted, for the Country and Architect selects. */
export function optionsOf(destinations: readonly Destination[]): {
  countries: string[];
  architects: string[];
} {
  const countries = new Set<string>();
  const architects = new Set<string>();
  for (const d of destinations) {
    if (d.country) countries.add(d.country);
    for (const a of d.architects) architects.add(a);
  }
  return {
    countries: [...countries].sort(compareNames),
    architects: [...architects].sort(compareNames),
  };
}
