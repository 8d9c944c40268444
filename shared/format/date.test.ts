import { describe, expect, it } from 'vitest';
import { formatDate, formatMonthYear } from './date';

describe('formatDate', () => {
  it('formats a calendar date in en-US without shifting the day', () => {
    expect(formatDate('2024-01-05')).toBe('Jan 5, 2024');
  });
  it('formats an ISO timestamp', () => {
    expect(formatDate('2023-12-31T23:30:00.000Z')).toBe('Dec 31, 2023');
  });
  it('returns null for missing or unreadable input', () => {
    expect(formatDate(null)).toBeNull();
    expect(formatDate('not a date')).toBeNull();
  });
});

describe('formatDate and formatMonthYear beside Intl', () => {
  const intlDay = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const intlMonth = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

  it('write every day of a leap year and a few far years as Intl does', () => {
    const days = [
      ...Array.from({ length: 366 }, (_, day) => new Date(Date.UTC(2024, 0, 1 + day))),
      new Date(Date.UTC(1899, 11, 31)),
      new Date(Date.UTC(2099, 5, 15, 23, 59)),
    ];
    for (const day of days) {
      expect(formatDate(day), day.toISOString()).toBe(intlDay.format(day));
      expect(formatMonthYear(day), day.toISOString()).toBe(intlMonth.format(day));
    }
  });
});

describe('formatMonthYear', () => {
  it('gives the month and year a member joined', () => {
    expect(formatMonthYear('2024-03-15T10:00:00.000Z')).toBe('March 2024');
  });
});
