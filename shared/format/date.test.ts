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

describe('formatMonthYear', () => {
  it('gives the month and year a member joined', () => {
    expect(formatMonthYear('2024-03-15T10:00:00.000Z')).toBe('March 2024');
  });
});
