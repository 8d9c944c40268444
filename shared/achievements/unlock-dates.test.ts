import { describe, expect, it } from 'vitest';
import type { FactRound, GolferFacts } from './golfer-facts';
import { buildFacts, playedCourse } from './testing';
import { dataBeganOn, roundUnlockDates } from './unlock-dates';

const COUNTRIES = ['US', 'GB', 'IE', 'FR', 'ES', 'PT', 'JP', 'AU', 'NZ', 'SE'];

/**
 * A golfer's facts built from rounds alone, listed in the order they were logged (not played): the courses
 * played and their countries, the score lines and the round days all follow from the rounds, as the
 * repository reads them.
 */
function golfer(
  rounds: (Omit<FactRound, 'holes' | 'par'> & { holes?: number; country?: string })[],
): GolferFacts {
  const countryOf = new Map(rounds.map((round) => [round.courseId, round.country ?? 'US']));
  const full = rounds.map(({ country: _country, ...round }) => ({ holes: 18, par: 72, ...round }));
  const roundDays: Record<string, number> = {};
  for (const round of full) roundDays[round.playedAt] = (roundDays[round.playedAt] ?? 0) + 1;
  return buildFacts({
    today: '2026-11-28',
    rounds: full,
    roundDays,
    scoreCounts: full.map(({ holes, score, par }) => ({ holes, score, par, count: 1 })),
    playedCourses: [...countryOf].map(([courseId, country]) =>
      playedCourse({
        courseId,
        country,
        roundCount: full.filter((round) => round.courseId === courseId).length,
      }),
    ),
  });
}

describe('roundUnlockDates', () => {
  it('dates by the order rounds were played, not logged: an old round logged last is the first tee', () => {
    const facts = golfer([
      { id: 'logged-first', courseId: 'a', playedAt: '2025-06-14', score: 95 },
      { id: 'logged-second', courseId: 'b', playedAt: '2024-03-02', score: 88 },
      { id: 'logged-last', courseId: 'c', playedAt: '2022-05-01', score: 101 },
    ]);
    const dates = roundUnlockDates(facts, ['first-tee', 'break-100', 'break-90']);
    expect(dates.get('first-tee')).toEqual({ date: '2022-05-01', roundId: 'logged-last' });
    // 101 does not break 100; the 88 of 2024 (played before the 95 of 2025) breaks both lines.
    expect(dates.get('break-100')).toEqual({ date: '2024-03-02', roundId: 'logged-second' });
    expect(dates.get('break-90')).toEqual({ date: '2024-03-02', roundId: 'logged-second' });
  });

  it('dates a count by the round that reached it in order played: the tenth country, the tenth course', () => {
    const rounds = COUNTRIES.map((country, i) => ({
      id: `r${i}`,
      courseId: `course-${i}`,
      country,
      // Logged in country order, played in the reverse: the round in the first country is the tenth played.
      playedAt: `2024-${String(12 - i).padStart(2, '0')}-01`,
      score: 90,
    }));
    const dates = roundUnlockDates(golfer(rounds), ['global-rounder', 'ten-courses', 'passport-stamped']);
    expect(dates.get('global-rounder')).toEqual({ date: '2024-12-01', roundId: 'r0' });
    expect(dates.get('ten-courses')).toEqual({ date: '2024-12-01', roundId: 'r0' });
    expect(dates.get('passport-stamped')).toEqual({ date: '2024-04-01', roundId: 'r8' });
  });

  it('moves a date later when the round that crossed the line is gone', () => {
    const rounds = [
      { id: 'early-88', courseId: 'a', playedAt: '2023-04-01', score: 88 },
      { id: 'late-87', courseId: 'a', playedAt: '2025-08-09', score: 87 },
    ];
    expect(roundUnlockDates(golfer(rounds), ['break-90']).get('break-90')?.date).toBe('2023-04-01');
    expect(roundUnlockDates(golfer(rounds.slice(1)), ['break-90']).get('break-90')?.date).toBe('2025-08-09');
  });

  it('dates streaks and days by the day that completed them', () => {
    const facts = golfer([
      { id: 'second-day', courseId: 'a', playedAt: '2024-07-02', score: 90 },
      { id: 'first-day', courseId: 'a', playedAt: '2024-07-01', score: 90 },
      { id: 'afternoon', courseId: 'b', playedAt: '2024-05-20', score: 90 },
      { id: 'morning', courseId: 'a', playedAt: '2024-05-20', score: 90 },
    ]);
    const dates = roundUnlockDates(facts, ['back-to-back', 'thirty-six']);
    expect(dates.get('back-to-back')?.date).toBe('2024-07-02');
    expect(dates.get('thirty-six')?.date).toBe('2024-05-20');
  });

  it('leaves out what the rounds do not decide: a rating, joining, a rule not met', () => {
    const facts = {
      ...golfer([{ id: 'only', courseId: 'a', playedAt: '2024-01-05', score: 92 }]),
      ratingsGiven: 1,
      memberSince: '2026-01-01T00:00:00.000Z',
    };
    const dates = roundUnlockDates(facts, ['first-review', 'founding-circle', 'break-90', 'first-tee']);
    expect([...dates.keys()]).toEqual(['first-tee']);
  });

  it('leaves out a rule the digests alone do not meet (a course link from before they were kept)', () => {
    const facts = golfer([{ id: 'digested', courseId: 'a', playedAt: '2024-01-05', score: 92 }]);
    // Ten courses played by the links, one of them with a digest.
    const withoutDigests = {
      ...facts,
      playedCourses: [
        ...facts.playedCourses,
        ...Array.from({ length: 9 }, (_, i) => playedCourse({ courseId: `old-${i}` })),
      ],
    };
    const dates = roundUnlockDates(withoutDigests, ['ten-courses', 'first-tee']);
    expect(dates.has('ten-courses')).toBe(false);
    expect(dates.get('first-tee')?.date).toBe('2024-01-05');
  });
});

describe('Dream Fulfilled in the order played', () => {
  it('dates it by the first round after the course went on the list, not an earlier round there', () => {
    const facts = golfer([
      { id: 'before-listing', courseId: 'pebble', playedAt: '2023-07-01', score: 92 },
      { id: 'after-listing', courseId: 'pebble', playedAt: '2025-08-10', score: 88 },
    ]);
    const listed = {
      ...facts,
      playedCourses: facts.playedCourses.map((course) => ({
        ...course,
        onBucketList: true,
        bucketListSince: '2024-01-15',
      })),
    };
    expect(roundUnlockDates(listed, ['bucket-list-tick']).get('bucket-list-tick')).toEqual({
      date: '2025-08-10',
      roundId: 'after-listing',
    });
  });
});

describe('dataBeganOn', () => {
  it('is the first round played, or the day of joining when that came first', () => {
    const facts = golfer([{ id: 'a', courseId: 'a', playedAt: '2024-03-02', score: 90 }]);
    expect(dataBeganOn({ ...facts, memberSince: '2026-12-06T01:00:00.000Z' })).toBe('2024-03-02');
    expect(dataBeganOn({ ...facts, rounds: [], memberSince: '2026-12-06T01:00:00.000Z' })).toBe('2026-12-06');
  });
});
