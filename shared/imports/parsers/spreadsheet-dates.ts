/**
 * Dates as spreadsheets hold them: ISO ("2024-05-04"), numeric with the day or the month first ("04/05/2024",
 * "5.4.24"), with a month's name ("4 May 2024", "May 4, 2024"), a workbook's own date (a Date) or an Excel
 * serial day number (45416). Whether "04/05/2024" is the 4th of May or the 5th of April only the file as a
 * whole can say: `detectDateOrder` reads every date of the column and answers the order, or 'ambiguous' when
 * no value tells (every day and month 12 or under), so the import screen asks the golfer.
 */
export const DATE_ORDERS = ['iso', 'day-first', 'month-first'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/;
const YEAR_FIRST = /^(\d{4})[/.](\d{1,2})[/.](\d{1,2})$/;
const NUMERIC = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DAY_MONTH_NAME = /^(\d{1,2})(?:st|nd|rd|th)?[\s\-/.]+([a-z]{3,9})\.?[\s,\-/.]+(\d{2}|\d{4})$/i;
const MONTH_NAME_DAY = /^([a-z]{3,9})\.?[\s\-/.]+(\d{1,2})(?:st|nd|rd|th)?[\s,\-/.]+(\d{2}|\d{4})$/i;
/** Excel counts days from 1899-12-30 (its 1900 leap-year bug included); 20000 is 1954, 80000 is 2119. */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 24 * 60 * 60 * 1000;

export type DateCell = string | number | boolean | Date | null | undefined;

/** A two-digit year: this century up to this year, else the last ("98" is 1998, "24" is 2024). */
function fullYear(text: string, now: Date): number {
  if (text.length === 4) return Number(text);
  const short = Number(text);
  const thisYear = now.getUTCFullYear();
  const century = thisYear - (thisYear % 100);
  return century + short <= thisYear ? century + short : century - 100 + short;
}

function monthOf(name: string): number | undefined {
  const index = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  return index < 0 ? undefined : index + 1;
}

/** YYYY-MM-DD when the day exists (no 30 February), else undefined. */
function isoDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return date.toISOString().slice(0, 10);
}

/** The two leading numbers of a numeric date, for telling the order: undefined for other forms. */
function numericParts(text: string): [number, number] | undefined {
  const match = NUMERIC.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

/**
 * The order a column's dates are written in: 'iso' when none is numeric day/month, 'day-first' or
 * 'month-first' when some value has a first or second part over 12 (and none says the other), 'ambiguous'
 * when no value tells, or values say both (a file mixing forms: the golfer chooses).
 */
export function detectDateOrder(values: readonly DateCell[]): DateOrder | 'ambiguous' {
  let dayFirst = false;
  let monthFirst = false;
  let numeric = false;
  for (const value of values) {
    if (typeof value !== 'string') continue;
    const parts = numericParts(value);
    if (!parts) continue;
    numeric = true;
    if (parts[0] > 12) dayFirst = true;
    if (parts[1] > 12) monthFirst = true;
  }
  if (!numeric) return 'iso';
  if (dayFirst === monthFirst) return 'ambiguous';
  return dayFirst ? 'day-first' : 'month-first';
}

/**
 * A cell as a date (YYYY-MM-DD), reading numeric day/month dates in `order`; undefined when it is no date
 * (or, with order 'iso', a numeric date whose order the golfer has not chosen).
 */
export function parseDateCell(value: DateCell, order: DateOrder, now = new Date()): string | undefined {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 20000 || value > 80000) return undefined;
    return new Date(EXCEL_EPOCH + Math.floor(value) * DAY_MS).toISOString().slice(0, 10);
  }
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^\d{5}(\.\d+)?$/.test(text)) return parseDateCell(Number(text), order, now);
  const iso = ISO.exec(text) ?? YEAR_FIRST.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = NUMERIC.exec(text);
  if (numeric) {
    const [first, second] = [Number(numeric[1]), Number(numeric[2])];
    const year = fullYear(numeric[3]!, now);
    if (order === 'day-first') return isoDate(year, second, first);
    if (order === 'month-first') return isoDate(year, first, second);
    return undefined;
  }
  const dayName = DAY_MONTH_NAME.exec(text);
  if (dayName) {
    const month = monthOf(dayName[2]!);
    return month ? isoDate(fullYear(dayName[3]!, now), month, Number(dayName[1])) : undefined;
  }
  const nameDay = MONTH_NAME_DAY.exec(text);
  if (nameDay) {
    const month = monthOf(nameDay[1]!);
    return month ? isoDate(fullYear(nameDay[3]!, now), month, Number(nameDay[2])) : undefined;
  }
  return undefined;
}
