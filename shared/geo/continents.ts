import { COUNTRY_PARTS } from './country-table';
import type { ContinentId } from './continent-ids';
import { continentByCode } from '#shared/geo/continent-table';
import { findCountry } from './countries';

/**
 * The continents of the Full Map's filter (docs/product-rules.md#maps: all and these seven). A course's
 * continent comes from its country's ISO code (scripts/geo/generate-continents.ts), not from words in its
 * location text, so "New Mexico" is not Mexico's and a country a keyword list forgot is still placed.
 */
export { CONTINENTS, type ContinentId } from './continent-ids';

const ISO_ALPHA2 = /^[A-Z]{2}$/;
/** The golf home nations have no ISO code of their own: they are parts of the United Kingdom. */
const UNITED_KINGDOM_PARTS = new Set<string>(Object.values(COUNTRY_PARTS).flat());

/** The continent of a course's country (any spelling findCountry knows); "other" when it names none. */
export function continentOf(country: string): ContinentId {
  const found = findCountry(country);
  if (!found) return 'other';
  if (UNITED_KINGDOM_PARTS.has(found.name)) return 'europe';
  const code = found.aliases.find((alias) => ISO_ALPHA2.test(alias));
  return (code && continentByCode()[code]) || 'other';
}
