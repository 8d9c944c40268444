import type { GolferFacts, PlayedCourseFacts } from './golfer-facts';

/** A golfer with nothing yet (test builder): override what a test is about. */
export function buildFacts(overrides: Partial<GolferFacts> = {}): GolferFacts {
  return {
    today: '2026-06-01',
    memberSince: '2028-01-01T00:00:00.000Z',
    scoreCounts: [],
    playedCourses: [],
    roundDays: {},
    rounds: [],
    ratingsGiven: 0,
    storiesShared: 0,
    ghinNumber: null,
    handicapIndex: null,
    leaderboardOptIn: false,
    eventReservations: 0,
    ...overrides,
  };
}

/** A played course (test builder). */
export function playedCourse(overrides: Partial<PlayedCourseFacts> = {}): PlayedCourseFacts {
  return {
    courseId: `course-${Math.random().toString(36).slice(2)}`,
    country: 'United States',
    architects: [],
    championships: [],
    roundCount: 1,
    onBucketList: false,
    bucketListSince: null,
    ...overrides,
  };
}

/** `n` played courses, the i-th made by `make(i)`. */
export function playedCourses(n: number, make: (i: number) => Partial<PlayedCourseFacts> = () => ({})) {
  return Array.from({ length: n }, (_, i) => playedCourse({ courseId: `course-${i}`, ...make(i) }));
}

/** Consecutive days from `start` (YYYY-MM-DD), one round each. */
export function consecutiveDays(start: string, n: number): Record<string, number> {
  const first = Date.parse(`${start}T00:00:00Z`);
  return Object.fromEntries(
    Array.from({ length: n }, (_, i) => [
      new Date(first + i * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
      1,
    ]),
  );
}
