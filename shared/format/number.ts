import { onFirstUse } from './on-first-use';

// One formatter for every count. `n.toLocaleString('en-US')` builds a new formatter, locale data and all, on
// each call (engines cache only the default locale's): the Passport's tiles called it often enough to spend
// 70 ms of a slow host's main thread on it (docs/performance.md).
const counts = onFirstUse(() => new Intl.NumberFormat('en-US'));

/** A number as en-US writes it: 12,345 (docs/product-rules.md#messages). */
export function formatNumber(value: number): string {
  return counts().format(value);
}
