/**
 * A value made the first time it is asked for, then kept: for Intl formatters and collators, whose first
 * construction in a browser loads locale data. Made when their module loads, they held up a first screen's
 * script evaluation before any of them was needed (docs/performance.md).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
