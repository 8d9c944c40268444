import { normalizeText } from '../courses/normalize';
import { findCountry } from '../geo/countries';
import type { CityTable } from '../geo/gazetteer';

/** A place of the offline gazetteer (frontend/public/geo/cities.json), as the trip planner offers it. */
export interface GazetteerPlace {
  name: string;
  /** The admin1 code the table holds (a US state's letters, SCT, ENG…), or '' */
  region: string;
  countryCode: string;
  latitude: number;
  longitude: number;
}

/** Words golfers abbreviate in town names: "St Andrews" is GeoNames' "Saint Andrews". */
const SPELLED_OUT: Record<string, string> = { st: 'saint', ste: 'sainte', mt: 'mount', ft: 'fort' };

function expand(text: string): string {
  return normalizeText(text)
    .split(' ')
    .map((word) => SPELLED_OUT[word] ?? word)
    .join(' ');
}

/**
 * The gazetteer's places whose name starts with the query (abbreviations spelled out, accents and case
 * folded), an exact name first, then the larger place (each country's rows are largest first).
 */
export function searchPlaces(table: CityTable, query: string, limit = 8): GazetteerPlace[] {
  const wanted = expand(query);
  if (wanted.length < 2) return [];
  const exact: GazetteerPlace[] = [];
  const prefix: { place: GazetteerPlace; rank: number }[] = [];
  for (const [countryCode, rows] of Object.entries(table)) {
    rows.forEach((row, rank) => {
      const name = expand(row[0]);
      if (!name.startsWith(wanted)) return;
      const place = { name: row[0], region: row[1], countryCode, latitude: row[2], longitude: row[3] };
      if (name === wanted) exact.push(place);
      else prefix.push({ place, rank });
    });
  }
  prefix.sort((a, b) => a.rank - b.rank);
  return [...exact, ...prefix.map((entry) => entry.place)].slice(0, limit);
}

/** GeoNames' United Kingdom is golf's four home nations. */
const HOME_NATIONS: Record<string, string> = {
  ENG: 'England',
  SCT: 'Scotland',
  WLS: 'Wales',
  NIR: 'Northern Ireland',
};

/** "Saint Andrews, Scotland" or "Pinehurst, NC, United States", as a golfer reads it. */
export function placeLabel(place: GazetteerPlace): string {
  const nation = place.countryCode === 'GB' ? HOME_NATIONS[place.region] : undefined;
  if (nation) return `${place.name}, ${nation}`;
  const country = findCountry(place.countryCode)?.name ?? place.countryCode;
  const state = place.countryCode === 'US' && /^[A-Z]{2}$/.test(place.region) ? place.region : '';
  return [place.name, state, country].filter(Boolean).join(', ');
}
