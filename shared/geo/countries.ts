import { normalizeText } from '../courses/normalize';
import { countryRows } from '#shared/geo/country-rows';
import { CATALOG_COUNTRIES, COUNTRY_PARTS } from './country-table';

/**
 * The countries a course can be in: every country and territory, plus the golf home nations the catalog
 * uses as countries (Scotland, England, Wales, Northern Ireland), each under the catalog's spelling, with the
 * alternative spellings golfers and upstream data use ("USA", "UK", "Holland") and a centre point. Shared by
 * the custom-course schema (API and form), the centroid lookup and the Country input. The table is generated:
 * see scripts/geo/generate-countries.ts.
 */
export interface Country {
  /** The one spelling stored on a course: the catalog's ("United States", "Scotland", "Turkey"). */
  name: string;
  latitude: number;
  longitude: number;
  /** ISO codes, official and other names. */
  aliases: readonly string[];
}

/** The schema's message for a country that is not in the list: what to do, with examples. */
export const UNKNOWN_COUNTRY_MESSAGE = 'Choose a country from the list, like Scotland or United States';

interface CountryIndex {
  list: Country[];
  /** Normalised name or alias -> country. */
  byKey: Map<string, Country>;
  /** Normalised name and aliases per country, for suggestions; codes apart (matched only whole). */
  keys: Map<Country, { name: string; aliases: string[]; codes: string[] }>;
}

let built: CountryIndex | null = null;

/** Built on first use: most screens that load the course schemas never ask about a country. */
function countryIndex(): CountryIndex {
  if (built) return built;
  const list: Country[] = countryRows().map(([name, latitude, longitude, aliases]) => ({
    name,
    latitude,
    longitude,
    aliases: aliases === '' ? [] : aliases.split('|'),
  }));
  const byKey = new Map<string, Country>();
  const keys: CountryIndex['keys'] = new Map();
  for (const country of list) byKey.set(normalizeText(country.name), country);
  for (const country of list) {
    const codes: string[] = [];
    const aliases: string[] = [];
    for (const alias of country.aliases) {
      const key = normalizeText(alias);
      // The generator already dropped aliases that name another country or two countries at once.
      if (!byKey.has(key)) byKey.set(key, country);
      (/^[A-Z]{2,3}$/.test(alias) ? codes : aliases).push(key);
    }
    keys.set(country, { name: normalizeText(country.name), aliases, codes });
  }
  built = { list, byKey, keys };
  return built;
}

/** Every country, by name. */
export function listCountries(): readonly Country[] {
  return countryIndex().list;
}

/** The country a text names, by its name or an alternative spelling, whatever the case and accents. */
export function findCountry(text: string): Country | undefined {
  return countryIndex().byKey.get(normalizeText(text));
}

/** The catalog's spelling of a country ("usa" -> "United States"), or undefined when it names none. */
export function canonicalCountry(text: string): string | undefined {
  return findCountry(text)?.name;
}

export interface CountrySuggestion {
  name: string;
  /** The alternative spelling the text matched ("Holland" for Netherlands); absent when the name matched. */
  matched?: string;
}

/** A code typed whole ("sc") is as likely the start of a name (Scotland) as the code (Seychelles). */
const isCode = (alias: string) => /^[A-Z]{2,3}$/.test(alias);

let catalogSet: ReadonlySet<string> | null = null;

/**
 * Countries for what a golfer has typed, best first: a name or spelling typed whole ("usa", "uk"), then
 * names that begin with the text (with an ISO code typed whole: "sc" may be Scotland as well as Seychelles),
 * names with a word that begins with it ("korea"), then alternative spellings that begin with it ("holl").
 * Within each, the catalog's countries, where golfers play most, come first ("s": Scotland before Samoa),
 * then the rest by name. A country named whole brings its parts that the catalog uses as countries ("uk":
 * England, Northern Ireland, Scotland and Wales). ISO codes match only whole, so "ca" is Canada but "c" is
 * not a list of codes.
 */
export function suggestCountries(text: string, limit = 8): CountrySuggestion[] {
  const query = normalizeText(text);
  if (!query) return [];
  const { list, byKey, keys } = countryIndex();
  // The United Kingdom counts with its home nations: golfers play there, the catalog files them apart.
  catalogSet ??= new Set([
    ...CATALOG_COUNTRIES,
    ...Object.keys(COUNTRY_PARTS).filter((name) =>
      COUNTRY_PARTS[name]?.some((part) => CATALOG_COUNTRIES.includes(part)),
    ),
  ]);
  const tiers: CountrySuggestion[][] = [[], [], [], [], []];
  const exact = byKey.get(query);
  if (exact) {
    const matchedAlias = exact.aliases.find((alias) => normalizeText(alias) === query);
    if (normalizeText(exact.name) === query || !matchedAlias) tiers[0]?.push({ name: exact.name });
    else tiers[isCode(matchedAlias) ? 1 : 0]?.push({ name: exact.name, matched: matchedAlias });
  }
  const startsWord = (key: string) => key.split(' ').some((word) => word.startsWith(query));
  for (const country of list) {
    if (country === exact) continue;
    const key = keys.get(country);
    if (!key) continue;
    if (key.name.startsWith(query)) tiers[1]?.push({ name: country.name });
    else if (startsWord(key.name)) tiers[2]?.push({ name: country.name });
    else {
      const index = key.aliases.findIndex((alias) => alias.startsWith(query));
      const wordIndex = index >= 0 ? index : key.aliases.findIndex(startsWord);
      const alias = country.aliases.filter((spelling) => !isCode(spelling))[wordIndex];
      if (alias !== undefined) tiers[index >= 0 ? 3 : 4]?.push({ name: country.name, matched: alias });
    }
  }
  const inCatalog = (suggestion: CountrySuggestion) => (catalogSet?.has(suggestion.name) ? 0 : 1);
  // Array.sort is stable: the list's order by name stays within each group.
  const ranked = tiers.flatMap((tier) => tier.sort((a, b) => inCatalog(a) - inCatalog(b)));
  const parts = exact ? (COUNTRY_PARTS[exact.name] ?? []) : [];
  if (parts.length === 0) return ranked.slice(0, limit);
  const withParts = ranked.filter((suggestion) => !parts.includes(suggestion.name));
  const at = withParts.findIndex((suggestion) => suggestion.name === exact?.name);
  withParts.splice(at + 1, 0, ...parts.map((name) => ({ name })));
  return withParts.slice(0, limit);
}

/**
 * Names that take "the" in an English sentence ("the centre of the United Kingdom"): those built on a common
 * noun (Kingdom, States, Republic, Islands…) and the plural or customary ones. Legacy spellings ("Czech
 * Republic") are caught by the noun too.
 */
const TAKES_THE =
  /\b(Kingdom|States|Emirates|Republic|Islands|Isles|Lands|Federation|Union|Territory)\b|^(Netherlands|Caribbean Netherlands|Philippines|Bahamas|Maldives|Seychelles|Gambia|Comoros|DR Congo)$/i;

/** A country's name as it reads mid-sentence: "the United Kingdom", "the Bahamas", but "Kenya", "Scotland". */
export function countryInSentence(name: string): string {
  return TAKES_THE.test(name) && !/^the /i.test(name) ? `the ${name}` : name;
}
