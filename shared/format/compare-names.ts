import { compareText } from '../passport/compare';

function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * Alphabetical order of names as a reader expects it, case and accents aside ("Åre" beside "Are", "abbey"
 * beside "Abbey"), then by the text itself so that the order is total. Not localeCompare: a page's first call
 * builds the browser's collator, 15-30 ms of main thread on this project's test host, which the Passport's
 * and the dashboard's first renders paid (docs/performance.md).
 */
export function compareNames(a: string, b: string): number {
  return compareText(nameKey(a), nameKey(b)) || compareText(a, b);
}
