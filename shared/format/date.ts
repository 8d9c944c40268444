import { onFirstUse } from './on-first-use';

/**
 * Dates display in en-US (docs/product-rules.md#messages): "Jan 5, 2024". Date-only strings are read as
 * calendar dates, not UTC midnight.
 * The formatters are made on first use (onFirstUse), not as the module loads.
 */
const days = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
);
const monthsOfYears = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

function toDate(value: string | Date): Date | null {
  const date =
    typeof value === 'string'
      ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value)
      : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: string | Date | null | undefined): string | null {
  if (value == null) return null;
  const date = toDate(value);
  return date ? days().format(date) : null;
}

/** "Member Since" style: "January 2024". */
export function formatMonthYear(value: string | Date | null | undefined): string | null {
  if (value == null) return null;
  const date = toDate(value);
  return date ? monthsOfYears().format(date) : null;
}

/** A moment, in the viewer's time zone unless one is given: "Jan 5, 2024, 3:42 PM" (a draft's save time). */
export function formatDateTime(value: string | Date | null | undefined, timeZone?: string): string | null {
  if (value == null) return null;
  const date = toDate(value);
  if (!date) return null;
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
