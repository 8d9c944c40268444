import { cleanNameText } from '../schemas/name-text';

/**
 * Latin letters that Unicode's canonical decomposition (NFD) keeps whole, so removing diacritics does not
 * reach them, with the plain letters golfers type for them ("bjorn" for Bjørn, "thorsteinsson" for
 * Þorsteinsson). Lower case only: text is lower-cased first (Ø, Æ, Œ, ẞ, Ð, Þ, Ł, Đ become these).
 *
 * A map of our own rather than a library: @sindresorhus/transliterate, the maintained one, also spells ä, ö
 * and ü as ae, oe and ue (then "zurich" no longer finds Zürich, nor "hafnarfjordur" Hafnarfjörður) and brings
 * 32 kB of tables for other scripts to the frontend; lodash.deburr has not been released since 2016.
 */
const LETTERS_NFD_KEEPS: Readonly<Record<string, string>> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  đ: 'd',
  ı: 'i',
};
const LETTER_NFD_KEEPS = new RegExp(`[${Object.keys(LETTERS_NFD_KEEPS).join('')}]`, 'g');

/** Marks that hold the parts of one word together: "d'Alene", "J.H.", "Bel-Air". */
const APOSTROPHES_AND_PERIODS = /['’`.]/g;
const HYPHENS = /[-‐‑]/g;
const ANY_MARK = /['’`.\-‐‑]/;

/** Whether a text has marks that `normalizedForms` reads in more than one way (else it has one form). */
export function hasInnerMarks(text: string): boolean {
  return ANY_MARK.test(text);
}

/**
 * Lower case, accents and the letters of LETTERS_NFD_KEEPS folded, "&" read as "and"; first NFKC without
 * invisible characters (the names' own rule, cleanNameText), so a full-width or zero-width spelling of a
 * name is the same name to search and to the duplicate check.
 */
function fold(text: string): string {
  return cleanNameText(text)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(LETTER_NFD_KEEPS, (letter) => LETTERS_NFD_KEEPS[letter] ?? letter)
    .replace(/&/g, ' and ');
}

function spaced(text: string): string {
  return text
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

/**
 * Text normalisation for course search and duplicate detection, shared by the search index (backend) and
 * the picker (frontend): lower case, accents removed ("Sotogrande", "Saint-Émilion"), letters NFD keeps
 * whole folded ("Bjørn" -> "bjorn"), "&" read as "and", apostrophes and periods dropped ("St. Andrews" ->
 * "st andrews", "George's" -> "georges"), other punctuation (hyphens too) read as a space.
 */
export function normalizeText(text: string): string {
  return spaced(fold(text).replace(APOSTROPHES_AND_PERIODS, ''));
}

/** The words of a text after normalisation. */
export function words(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized === '' ? [] : normalized.split(' ');
}

/**
 * The text normalised in each way a golfer may write the marks inside a word: as `normalizeText` does
 * ("coeur dalene", "bel air"), with every such mark read as a space ("coeur d alene") and with every one
 * dropped ("belair"). Distinct, `normalizeText`'s first; a text without such marks gives one.
 */
export function normalizedForms(text: string): string[] {
  if (!hasInnerMarks(text)) return [normalizeText(text)];
  const folded = fold(text);
  return [
    ...new Set([
      normalizeText(text),
      spaced(folded.replace(APOSTROPHES_AND_PERIODS, ' ')),
      spaced(folded.replace(APOSTROPHES_AND_PERIODS, '').replace(HYPHENS, '')),
    ]),
  ];
}

/**
 * The words a text is found by: its `words`, then, for a word written with apostrophes, periods or hyphens,
 * its parts and the parts run together, so that "d'alene", "dalene" and "d alene" all find "Coeur d'Alene"
 * and "bel-air", "bel air" and "belair" all find "Bel-Air". A query is read with `words`; every way of
 * writing it is among these.
 */
export function searchWords(text: string): string[] {
  return [...new Set(normalizedForms(text).flatMap((form) => (form === '' ? [] : form.split(' '))))];
}

/**
 * The words of a text of two or more run together ("da nang" -> "danang"), or nothing for one word: golfers
 * write some places as one word (Danang, Huahin, Laquinta) and type names that way ("pebblebeach").
 */
export function runTogether(text: string): string[] {
  const textWords = words(text);
  return textWords.length >= 2 ? [textWords.join('')] : [];
}

/**
 * Words with a short spelling golfers and the catalog use as often as the long one ("Saint Andrews" is
 * "St Andrews" in the catalog). Course search finds either by the other; the identity key holds the short one.
 */
export const SHORT_SPELLINGS: Readonly<Record<string, string>> = { saint: 'st', mount: 'mt', fort: 'ft' };

/**
 * A name or city in the one form every spelling search treats as the same text has: normalised, short
 * spellings for long ones, then run together, so that the marks inside a word read any way ("Coeur d'Alene",
 * "Coeur d Alene" and "Coeur dalene"; "Bel-Air", "Bel Air" and "Belair") give one form.
 */
function identityForm(text: string, shorten: (spaced: string) => string = (spaced) => spaced): string {
  const spaced = words(text)
    .map((word) => SHORT_SPELLINGS[word] ?? word)
    .join(' ');
  return shorten(spaced).replace(/ /g, '');
}

/** The city part of `courseIdentityKey`: two towns are the same when these are equal (and not empty). */
export function courseCityKey(city: string): string {
  return identityForm(city);
}

/**
 * The key under which two courses count as the same (409 on create): the name with the common club words
 * shortened (docs/product-rules.md#courses: golf club -> gc, country club -> cc, & -> and) and the city, each
 * in the form `identityForm` gives. Stored in name claims and on course items: a change to it bumps
 * SEARCH_INDEX_VERSION.
 */
export function courseIdentityKey(name: string, city: string): string {
  const shortName = identityForm(name, (spaced) =>
    spaced.replace(/\bgolf club\b/g, 'gc').replace(/\bcountry club\b/g, 'cc'),
  );
  return `${shortName}|${courseCityKey(city)}`;
}
