import { onFirstUse } from './on-first-use';

// Fractions only: Intl's rounding and grouping of any number, made on first use.
const fractions = onFirstUse(() => new Intl.NumberFormat('en-US'));

/**
 * A number as en-US writes it: 12,345 (docs/product-rules.md#messages). Whole numbers, nearly all the app
 * shows, are grouped here rather than by Intl: a page's first Intl formatter loads the browser's locale data,
 * 15-70 ms of main thread on this project's test host, which the Passport's first tile paid; and
 * `n.toLocaleString('en-US')` made a new formatter on every call (docs/performance.md). The tests hold the
 * result to Intl's.
 */
export function formatNumber(value: number): string {
  if (!Number.isSafeInteger(value)) return fractions().format(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 || Object.is(value, -0) ? `-${digits}` : digits;
}
