import { describe, expect, it } from 'vitest';
import { consecutiveDays, consecutiveWeeks, weekNumber, dayNumber } from './streaks';

describe('consecutiveDays', () => {
  it('runs across a year end and counts two rounds on one day once', () => {
    const figures = consecutiveDays(
      ['2024-12-30', '2024-12-31', '2024-12-31', '2025-01-01', '2025-01-05'],
      '2025-06-01',
    );
    expect(figures.longest).toEqual({ length: 3, from: '2024-12-30', to: '2025-01-01' });
    expect(figures.current).toEqual({ length: 0, from: null, to: null });
  });

  it('runs across the March daylight-saving change as plain calendar days', () => {
    // US clocks went forward on 2025-03-09 and UK clocks on 2025-03-30: neither day is shorter here.
    const figures = consecutiveDays(
      ['2025-03-08', '2025-03-09', '2025-03-10', '2025-03-29', '2025-03-30', '2025-03-31', '2025-04-01'],
      '2025-04-02',
    );
    expect(figures.longest).toEqual({ length: 4, from: '2025-03-29', to: '2025-04-01' });
    expect(figures.current).toEqual(figures.longest);
  });

  it('counts the streaks as long as the longest, and gives the latest of them', () => {
    const figures = consecutiveDays(
      ['2025-01-01', '2025-01-02', '2025-02-01', '2025-03-01', '2025-03-02'],
      '2025-06-01',
    );
    expect(figures.longest).toEqual({ length: 2, from: '2025-03-01', to: '2025-03-02' });
    expect(figures.longestTimes).toBe(2);
    expect(consecutiveDays(['2025-01-01', '2025-01-02', '2025-02-01'], '2025-06-01').longestTimes).toBe(1);
  });

  it('keeps a streak current through yesterday but not the day before', () => {
    expect(consecutiveDays(['2025-05-01', '2025-05-02'], '2025-05-03').current.length).toBe(2);
    expect(consecutiveDays(['2025-05-01', '2025-05-02'], '2025-05-04').current.length).toBe(0);
  });

  it('is empty for a golfer with no rounds', () => {
    expect(consecutiveDays([], '2025-01-01')).toEqual({
      longest: { length: 0, from: null, to: null },
      longestTimes: 0,
      current: { length: 0, from: null, to: null },
    });
  });
});

describe('consecutiveWeeks', () => {
  it('numbers weeks from Monday', () => {
    expect(weekNumber(dayNumber('2024-12-29'))).toBe(weekNumber(dayNumber('2024-12-23'))); // Sunday, Monday
    expect(weekNumber(dayNumber('2024-12-30'))).toBe(weekNumber(dayNumber('2024-12-23')) + 1);
  });

  it('runs across a year end: the weeks of 23 Dec, 30 Dec and 6 Jan are three in a row', () => {
    const figures = consecutiveWeeks(['2024-12-28', '2025-01-02', '2025-01-12', '2025-02-01'], '2025-02-03');
    expect(figures.longest).toEqual({ length: 3, from: '2024-12-28', to: '2025-01-12' });
    // 2025-02-01 is in the week before the week of 2025-02-03: still current, one week long.
    expect(figures.current).toEqual({ length: 1, from: '2025-02-01', to: '2025-02-01' });
  });
});

describe('dayNumber', () => {
  it('counts days from 1970-01-01 as Date does, leap days included, and refuses what is not a day', () => {
    for (const day of ['1970-01-01', '1969-12-31', '2000-02-29', '2024-03-01', '1900-03-01', '2099-12-31']) {
      expect(dayNumber(day)).toBe(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
    }
    expect(dayNumber('not a day')).toBeNaN();
    expect(dayNumber('2024-13-01')).toBeNaN();
  });
});
