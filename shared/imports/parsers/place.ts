import { canonicalCountry } from '../../geo/countries';
import { usStateCode } from '../../geo/centroids';

export interface ParsedPlace {
  city: string | null;
  state: string | null;
  country: string | null;
}

const US = 'United States';
const TWO_LETTERS = /^[A-Za-z]{2}$/;

/**
 * A place as golf apps write it: "Farmingdale,NY" (a US city and its state's code), "St Andrews, Scotland"
 * (a city and its country: no state outside the US), "Pebble Beach, CA, USA" (all three), "Scotland". A
 * two-letter part after the city is read as a US state first ("Albany,GA" is Georgia, the state), because
 * these apps give a country by its name; a country is given in the catalog's spelling when Fescue knows it
 * ("USA" -> "United States"), else as written.
 */
export function parsePlace(text: string | null | undefined): ParsedPlace {
  const parts = (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const country = (part: string) => canonicalCountry(part) ?? part;
  if (parts.length === 0) return { city: null, state: null, country: null };
  if (parts.length === 1) {
    const only = parts[0]!;
    const named = !TWO_LETTERS.test(only) ? canonicalCountry(only) : undefined;
    return named ? { city: null, state: null, country: named } : { city: only, state: null, country: null };
  }
  const city = parts[0]!;
  const last = parts[parts.length - 1]!;
  if (parts.length === 2) {
    if (TWO_LETTERS.test(last) && usStateCode(last)) return { city, state: last.toUpperCase(), country: US };
    const named = canonicalCountry(last);
    if (named) return { city, state: null, country: named };
    // A state's full name ("Augusta, Georgia" is read as the country above: the catalog's reading).
    const code = usStateCode(last);
    if (code) return { city, state: code, country: US };
    return { city, state: null, country: last };
  }
  const middle = parts.slice(1, -1).join(', ');
  const lastCountry = country(last);
  const state = lastCountry === US ? (usStateCode(middle) ?? middle) : middle;
  return { city, state, country: lastCountry };
}

/** "Black | Bethpage State Park" -> layout "Black" at facility "Bethpage State Park"; no bar: the name alone. */
export function splitLayoutFacility(text: string): { name: string; facility: string | null } {
  const bar = text.indexOf('|');
  if (bar < 0) return { name: text.trim(), facility: null };
  const name = text.slice(0, bar).trim();
  const facility = text.slice(bar + 1).trim();
  if (name === '') return { name: facility, facility: null };
  return { name, facility: facility === '' ? null : facility };
}
