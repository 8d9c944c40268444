import { normalizeText } from '../courses/normalize';
import { findCountry } from './countries';
import { usStateCode } from './centroids';

/**
 * The offline gazetteer that places the city on a golfer's profile, so Miles Traveled is measured from the
 * city itself and not from its state's or country's centre (docs/passport.md). The table is GeoNames'
 * places of at least 15,000 people (scripts/geo/generate-cities.ts writes frontend/public/geo/cities.json);
 * the browser reads it when a golfer saves a new place and sends the point with the profile.
 */
export const CITY_TABLE_MIN_POPULATION = 15_000;

/** [name, admin1 code (a US state's two letters, GB's ENG/NIR/SCT/WLS...), latitude, longitude]. */
export type CityRow = readonly [string, string, number, number];
/** ISO 3166-1 alpha-2 code -> that country's places, largest first. */
export type CityTable = Record<string, CityRow[]>;

/** The golf home nations are GeoNames' United Kingdom with their admin1 code. */
const HOME_NATIONS: Record<string, string> = {
  England: 'ENG',
  Scotland: 'SCT',
  Wales: 'WLS',
  'Northern Ireland': 'NIR',
};

export interface PlacedCity {
  latitude: number;
  longitude: number;
}

/** The ISO code and, where known, the admin1 code a profile's country and state name. */
function regionOf(
  country: string,
  state: string | null | undefined,
): { code: string; admin: string | null } | null {
  const found = findCountry(country);
  if (!found) return null;
  const nation = HOME_NATIONS[found.name];
  if (nation) return { code: 'GB', admin: nation };
  const code = found.aliases.find((alias) => /^[A-Z]{2}$/.test(alias));
  if (!code) return null;
  const admin = code === 'US' && state ? (usStateCode(state) ?? null) : null;
  return { code, admin };
}

/**
 * The point of a profile's city: the largest place of that name in its country (and in its state or home
 * nation, where the table can tell), or null when the table has no such place.
 */
export function placeCity(
  table: CityTable,
  place: { city: string; state?: string | null; country: string },
): PlacedCity | null {
  const region = regionOf(place.country, place.state);
  const name = normalizeText(place.city);
  if (!region || name === '') return null;
  const rows = table[region.code] ?? [];
  // A state the table can tell must match: Portland, ME is not the larger Portland, OR.
  const match = rows.find(
    (row) => normalizeText(row[0]) === name && (region.admin === null || row[1] === region.admin),
  );
  return match ? { latitude: match[2], longitude: match[3] } : null;
}
