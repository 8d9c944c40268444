import { describe, expect, it } from 'vitest';
import { computePassport, type DestinationCourse } from '#shared/passport/compute-passport';
import type { PassportRound } from '#shared/passport/types';
import { publicProfileViewSchema } from '#shared/sharing/profile-view';
import { publicPassport } from './profile-view';

const ROUND_ID = '01JROUNDIDOFTHEGOLFER00000';
const HOME = { latitude: 36.5725, longitude: -121.9486, name: 'Carmel-by-the-Sea' };

function course(id: string, overrides: Partial<DestinationCourse> = {}): DestinationCourse {
  return {
    id,
    name: id,
    city: 'Pebble Beach',
    state: 'CA',
    country: 'United States',
    latitude: 36.56,
    longitude: -121.95,
    courseType: 'public',
    exclusivityRating: 6,
    courseRating: null,
    slopeRating: null,
    architects: [],
    architectYear: null,
    settings: [],
    championships: [],
    timeZone: 'America/Los_Angeles',
    par: 72,
    yardage: 6800,
    imageUrl: '/photos/01JCUSTOMCOURSEPICTURE0000.jpg',
    scorecardUrl: null,
    description: 'The golfer’s own words about their custom course',
    userRating: 0,
    ...overrides,
  };
}

const rounds: PassportRound[] = [
  {
    id: ROUND_ID,
    courseId: 'pebble',
    score: 80,
    par: 72,
    holes: 18,
    playedAt: '2025-06-14',
    roundType: 'Tournament',
    roundCourseType: null,
  },
];

const passport = computePassport({
  rounds,
  courses: new Map([['pebble', course('pebble')]]),
  architectNotes: new Map(),
  bucketListIds: [],
  markedCourseIds: [],
  rankedCourseIds: new Set(),
  home: { ...HOME, source: 'profile-city', label: HOME.name },
  today: '2025-06-15',
} as Parameters<typeof computePassport>[0]);

describe('the public Passport', () => {
  it('keeps the figures but hides where home is, even by trilateration from each course’s distance', () => {
    const shown = publicPassport(passport, false);
    expect(shown.coursesPlayed).toEqual(passport.coursesPlayed);
    expect(shown.miles.miles).toBe(passport.miles.miles);
    expect(shown.miles.trips).toEqual([]);
    const text = JSON.stringify(shown);
    expect(text).not.toContain(HOME.name);
    expect(text).not.toContain(String(HOME.latitude));
  });

  it('never carries a round’s id, in any list of rounds', () => {
    expect(JSON.stringify(passport)).toContain(ROUND_ID);
    const text = JSON.stringify(publicPassport(passport, true));
    expect(text).not.toContain(ROUND_ID);
    expect(publicPassport(passport, true).bestScore.rounds[0]?.id).toBe('round-1');
  });

  it('leaves out a course’s description always and its picture unless photos are shown', () => {
    const hidden = publicPassport(passport, false);
    expect(hidden.courses[0]).toMatchObject({ description: null, imageUrl: null });
    expect(publicPassport(passport, true).courses[0]?.imageUrl).toBe(
      '/photos/01JCUSTOMCOURSEPICTURE0000.jpg',
    );
  });

  it('drops a field its schema does not name, whatever a loader returned (attack: a whole item leaked)', () => {
    const leaky = {
      passport: { ...publicPassport(passport, false), ownerId: 'user-sub', email: 'golfer@example.com' },
      photos: [{ url: '/photos/x.jpg', userId: 'user-sub' }],
      notes: 'secret-note-xyz',
    };
    const parsed = JSON.stringify(publicProfileViewSchema.parse(leaky));
    for (const secret of ['user-sub', 'golfer@example.com', 'secret-note-xyz'])
      expect(parsed).not.toContain(secret);
  });
});
