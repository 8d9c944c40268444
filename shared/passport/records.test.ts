import { describe, expect, it } from 'vitest';
import { mostHolesInOneDay, mostRoundsAtOneCourse } from './records';
import type { PassportRound } from './types';

const round = (id: string, courseId: string, playedAt: string, holes = 18): PassportRound => ({
  id,
  courseId,
  score: 80,
  par: 72,
  holes,
  playedAt,
  roundType: 'Regular',
  roundCourseType: null,
});

describe('mostRoundsAtOneCourse', () => {
  it('counts one record holder when one course leads', () => {
    const record = mostRoundsAtOneCourse([
      round('a', 'pebble', '2024-01-01'),
      round('b', 'pebble', '2024-02-01'),
      round('c', 'old-course', '2024-03-01'),
    ]);
    expect(record.top.map((c) => [c.courseId, c.rounds])).toEqual([
      ['pebble', 2],
      ['old-course', 1],
    ]);
    expect(record.atTop).toBe(1);
  });

  it('counts every course tied for the record, also those past the top 10', () => {
    const rounds = Array.from({ length: 12 }, (_, i) =>
      round(`r${i}`, `course-${i}`, `2024-01-${String(i + 1).padStart(2, '0')}`),
    );
    const record = mostRoundsAtOneCourse(rounds);
    expect(record.top).toHaveLength(10);
    expect(record.atTop).toBe(12);
  });

  it('has no record holder without rounds', () => {
    expect(mostRoundsAtOneCourse([])).toEqual({ top: [], atTop: 0 });
  });
});

describe('mostHolesInOneDay', () => {
  it('counts the days tied for the most holes (a nine counts 9)', () => {
    const record = mostHolesInOneDay([
      round('a', 'pebble', '2024-01-01'),
      round('b', 'pebble', '2024-02-01', 9),
      round('c', 'old-course', '2024-02-01', 9),
      round('d', 'old-course', '2024-03-01', 9),
    ]);
    expect(record.top.map((d) => [d.day, d.holes])).toEqual([
      ['2024-02-01', 18],
      ['2024-01-01', 18],
      ['2024-03-01', 9],
    ]);
    expect(record.atTop).toBe(2);
  });
});
