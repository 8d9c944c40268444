/**
 * Dates display in en-US (docs/product-rules.md#messages): "Jan 5, 2024". Date-only strings are read as
 * calendar dates, not UTC midnight.
 * The day and the month are written from these tables rather than by Intl.DateTimeFormat: a page's first Intl
 * formatter loads the browser's locale data, 15-70 ms of main thread on this project's test host, and the
 * dashboard's and the Passport's first dates paid it (docs/performance.md). The tests hold them to Intl's
 * output. A moment with a time of day (formatDateTime) still uses Intl, for its time zones.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

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
  return date
    ? `${MONTHS[date.getUTCMonth()]?.slice(0, 3)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
    : null;
}

/** "Member Since" style: "January 2024". */
export function formatMonthYear(value: string | Date | null | undefined): string | null {
  if (value == null) return null;
  const date = toDate(value);
  return date ? `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}` : null;
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
