/**
 * Code-unit order of two strings: right for ISO dates and ids, and far cheaper than localeCompare, which
 * matters when 5,000 rounds are sorted on a request path.
 */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
