import { normalizeText } from '#shared/courses/normalize';
import { placeNames } from '#shared/courses/place-words';
import { continentOf, type ContinentId } from '#shared/geo/continents';
import type { MapPoint } from '../components/course-map-types';

export interface MapFilters {
  search: string;
  continent: ContinentId | 'all';
  playedOnly: boolean;
  wishlistOnly: boolean;
}

export const NO_FILTERS: MapFilters = {
  search: '',
  continent: 'all',
  playedOnly: false,
  wishlistOnly: false,
};

const continentCache = new Map<string, ContinentId>();
/** Continents by country, asked once per country (the catalog has tens of thousands of courses, ~80 countries). */
export function cachedContinentOf(country: string): ContinentId {
  let continent = continentCache.get(country);
  if (continent === undefined) {
    continent = continentOf(country);
    continentCache.set(country, continent);
  }
  return continent;
}

const placeCache = new Map<string, string>();
/** A place's names as one text, asked once per region and country (tens of thousands of courses, few places). */
function placeText(state: string | null, country: string): string {
  const key = `${state ?? ''}|${country}`;
  let text = placeCache.get(key);
  if (text === undefined) {
    text = placeNames(state, country).join(' ');
    placeCache.set(key, text);
  }
  return text;
}

/**
 * Full Map filters (docs/product-rules.md#maps): the search matches name, location (by its common names too: shared/courses/place-
 * words.ts, as course search does) or architect, case and accents aside; the continent comes from the
 * course's country; Played only and Wishlist only keep that status (both on: either).
 */
export function filterMapCourses(points: readonly MapPoint[], filters: MapFilters): MapPoint[] {
  const words = normalizeText(filters.search).split(' ').filter(Boolean);
  const statuses = [
    ...(filters.playedOnly ? ['played'] : []),
    ...(filters.wishlistOnly ? ['bucket-list'] : []),
  ];
  return points.filter((point) => {
    if (statuses.length > 0 && !statuses.includes(point.status)) return false;
    if (filters.continent !== 'all' && cachedContinentOf(point.country ?? '') !== filters.continent)
      return false;
    if (words.length === 0) return true;
    const text = normalizeText(
      [point.name, point.city, placeText(point.state ?? null, point.country ?? ''), point.architect]
        .filter(Boolean)
        .join(' '),
    );
    return words.every((word) => text.includes(word));
  });
}
