import { usStateName } from '../geo/centroids';
import { findCountry } from '../geo/countries';
import { COUNTRY_PARTS } from '../geo/country-table';
import { searchWords } from './normalize';

/**
 * Canada's provinces and territories by the postal code the catalog writes them with ("ON"), so "ontario"
 * finds them as "california" finds "CA" (US states: shared/geo/centroids.ts).
 */
const CANADIAN_PROVINCES: Readonly<Record<string, string>> = {
  ab: 'Alberta',
  bc: 'British Columbia',
  mb: 'Manitoba',
  nb: 'New Brunswick',
  nl: 'Newfoundland and Labrador',
  ns: 'Nova Scotia',
  nt: 'Northwest Territories',
  nu: 'Nunavut',
  on: 'Ontario',
  pe: 'Prince Edward Island',
  qc: 'Quebec',
  sk: 'Saskatchewan',
  yt: 'Yukon',
};

/** Codes golfers type for a country as often as its name (other ISO codes are not indexed: "JPN", "GBR"). */
const SPOKEN_CODES = new Set(['USA', 'UK', 'UAE']);

/**
 * The alternative names of a country a golfer may type: the short ones (two words at most: "Holland",
 * "America", "Korea", "Great Britain", "Türkiye") and the codes people say. Long official names ("United
 * Kingdom of Great Britain and Northern Ireland") are left out: their words would find Scotland by "northern".
 */
function commonCountryNames(name: string): string[] {
  const country = findCountry(name);
  if (!country) return [];
  const aliases = country.aliases.filter((alias) =>
    /^[A-Z]{2,3}$/.test(alias) ? SPOKEN_CODES.has(alias) : alias.split(/\s+/).length <= 2,
  );
  return [country.name, ...aliases];
}

/** The state's full name where the catalog writes a code ("CA" in the United States, "ON" in Canada). */
function stateFullName(state: string, country: string): string | undefined {
  const code = state.trim().toLowerCase();
  if (code.length !== 2) return undefined;
  const countryName = findCountry(country)?.name;
  if (countryName === 'United States') return usStateName(code);
  if (countryName === 'Canada') return CANADIAN_PROVINCES[code];
  return undefined;
}

/**
 * The texts a course's place is known by beyond its town: its region or state as written ("County Kerry",
 * "Fife", "CA") and its full name where a code is written ("California"), its country and the country's
 * common names ("United States", "USA", "America"), and for a home nation the United Kingdom's ("Scotland":
 * "United Kingdom", "UK", "Great Britain", "Britain"). Course search indexes their words (docs/data-model.md,
 * "Course search entry"); the Full Map's filter reads the same, so one text finds the same courses in both.
 */
export function placeNames(state: string | null, country: string): string[] {
  const names: string[] = [];
  if (state?.trim()) {
    names.push(state.trim());
    const full = stateFullName(state, country);
    if (full) names.push(full);
  }
  if (country.trim()) {
    const countryNames = commonCountryNames(country);
    names.push(...(countryNames.length > 0 ? countryNames : [country.trim()]));
    const canonical = findCountry(country)?.name;
    for (const [whole, parts] of Object.entries(COUNTRY_PARTS))
      if (canonical && parts.includes(canonical)) names.push(...commonCountryNames(whole));
  }
  return [...new Set(names)];
}

/** The words of `placeNames`, every way of writing each (`searchWords`), distinct. */
export function placeWords(state: string | null, country: string): string[] {
  return [...new Set(placeNames(state, country).flatMap(searchWords))];
}
