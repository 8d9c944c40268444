import { describe, expect, it } from 'vitest';
import { computePassport, type DestinationCourse, type PassportInput } from './compute-passport';
import { chooseHome, greatCircleMiles } from './distance';
import { isHistoricCourse } from './course-facts';
import type { PassportRound } from './types';

function course(id: string, overrides: Partial<DestinationCourse> = {}): DestinationCourse {
  return {
    id,
    name: id,
    city: 'Town',
    state: null,
    country: 'Scotland',
    latitude: 56,
    longitude: -3,
    courseType: 'public',
    exclusivityRating: 0,
    courseRating: null,
    slopeRating: null,
    architects: [],
    architectYear: null,
    settings: [],
    championships: [],
    timeZone: 'Europe/London',
    par: 72,
    yardage: 6800,
    imageUrl: null,
    scorecardUrl: null,
    description: null,
    userRating: 0,
    ...overrides,
  };
}

let nextId = 0;
function round(courseId: string, playedAt: string, overrides: Partial<PassportRound> = {}): PassportRound {
  nextId += 1;
  return {
    id: `r${String(nextId).padStart(3, '0')}`,
    courseId,
    score: 85,
    par: 72,
    holes: 18,
    playedAt,
    roundType: 'Regular',
    roundCourseType: null,
    ...overrides,
  };
}

const courses = [
  course('pebble', {
    city: 'Pebble Beach',
    state: 'CA',
    country: 'United States',
    latitude: 36.57,
    longitude: -121.95,
    courseType: 'resort',
    exclusivityRating: 8,
    courseRating: 75.5,
    slopeRating: 145,
    architects: ['Jack Neville', 'Douglas Grant'],
    architectYear: 1919,
    settings: ['coastal', 'historic'],
    timeZone: 'America/Los_Angeles',
    championships: [
      { event: 'us-open', years: [1972, 1982, 2027] },
      { event: 'pga-tour', since: 1947 },
    ],
  }),
  course('old-course', {
    city: 'St Andrews',
    state: 'Fife',
    latitude: 56.34,
    longitude: -2.8,
    exclusivityRating: 6,
    courseRating: 73.1,
    slopeRating: 132,
    architects: ['Old Tom Morris'],
    settings: ['links', 'coastal', 'historic'],
    championships: [{ event: 'open-championship', years: [1873, 2022] }],
  }),
  course('muirfield', {
    city: 'Gullane',
    courseType: 'private',
    exclusivityRating: 9.5,
    architects: ['Old Tom Morris'],
    settings: ['links'],
    championships: [{ event: 'ryder-cup', years: [2099] }],
  }),
  course('tpc-scottsdale', {
    city: 'Scottsdale',
    state: 'AZ',
    country: 'United States',
    latitude: 33.64,
    longitude: -111.91,
    courseType: 'public',
    exclusivityRating: 4,
    settings: ['desert'],
    timeZone: 'America/Phoenix',
    championships: [{ event: 'pga-tour', since: 1987 }],
  }),
  course('custom-no-position', {
    city: 'Nowhere',
    country: 'Ireland',
    latitude: null,
    longitude: null,
    timeZone: null,
  }),
  course('bucket-only', { city: 'Bandon', state: 'OR', country: 'United States' }),
];

const rounds: PassportRound[] = [
  round('pebble', '2024-12-31', { score: 78 }),
  round('pebble', '2025-01-01', { score: 78, roundType: 'Tournament' }),
  round('old-course', '2025-01-01', { holes: 9, score: 40, par: 36 }), // a second round and 9 holes on one day
  round('muirfield', '2025-01-02', { score: 90 }),
  round('tpc-scottsdale', '2023-06-10', { score: 95, roundCourseType: 'private' }),
  round('custom-no-position', '2023-06-11', { score: 88 }),
];

function input(overrides: Partial<PassportInput> = {}): PassportInput {
  return {
    rounds,
    courses: new Map(courses.map((c) => [c.id, c])),
    architectNotes: new Map(),
    bucketListIds: ['bucket-only', 'pebble'],
    rankedCourseIds: new Set(['pebble', 'bucket-only']),
    home: chooseHome(null, null),
    today: '2025-01-03',
    ...overrides,
  };
}

describe('computePassport', () => {
  const passport = computePassport(input());

  it('counts rounds, lists the latest first and averages the 18-hole scores only', () => {
    expect(passport.rounds.total).toBe(6);
    expect(passport.rounds.latest.map((r) => r.playedAt)).toEqual([
      '2025-01-02',
      '2025-01-01',
      '2025-01-01',
      '2024-12-31',
      '2023-06-11',
      '2023-06-10',
    ]);
    expect(passport.rounds.averageScore).toBe(Math.round(((78 + 78 + 90 + 95 + 88) / 5) * 10) / 10);
  });

  it('counts places: courses, countries with their cities, cities, and US and Canadian states', () => {
    expect(passport.coursesPlayed).toHaveLength(5);
    expect(passport.countries.map((c) => [c.country, c.cities])).toEqual([
      ['Scotland', ['Gullane', 'St Andrews']],
      ['United States', ['Pebble Beach', 'Scottsdale']],
      ['Ireland', ['Nowhere']],
    ]);
    expect(passport.citiesExplored).toBe(5);
    expect(passport.cities).toHaveLength(5);
    expect(passport.states.map((s) => s.state).sort()).toEqual(['AZ', 'CA']);
  });

  it('takes the best 18-hole round against its par as best (as the dashboard does), with every round that scored it', () => {
    // The 9-hole 40 is the lowest number, but not the best round: it is 4 over par 36, the 78s 6 over 72.
    expect(passport.bestScore).toMatchObject({ score: 78, holes: 18 });
    expect(passport.bestScore.rounds.map((r) => [r.courseId, r.playedAt])).toEqual([
      ['pebble', '2025-01-01'],
      ['pebble', '2024-12-31'],
    ]);
  });

  it('takes the best nine when the golfer has played only nines', () => {
    const nines = [
      round('old-course', '2025-01-01', { holes: 9, score: 40, par: 36 }),
      round('muirfield', '2025-01-02', { holes: 9, score: 39, par: 33 }), // the lower score, 6 over
    ];
    expect(computePassport(input({ rounds: nines })).bestScore).toMatchObject({
      score: 40,
      holes: 9,
      rounds: [expect.objectContaining({ courseId: 'old-course' })],
    });
  });

  it('averages exclusivity, course rating and slope over the courses where they are known', () => {
    expect(passport.exclusivity.average).toBe(Math.round(((8 + 6 + 9.5 + 4) / 4) * 10) / 10);
    expect(passport.exclusivity.courseIds.sort()).toEqual([
      'muirfield',
      'old-course',
      'pebble',
      'tpc-scottsdale',
    ]);
    expect(passport.courseRating.average).toBe(74.3);
    expect(passport.slopeRating.average).toBe(138.5);
  });

  it("averages rating and slope with the golfer's own figures where the catalog has none: (75.5 + 73.1 + 71.3) / 3 = 73.3, (145 + 132 + 127) / 3 = 134.7", () => {
    const given = [
      ...rounds,
      // Newest first wins: the 2025 card's 71.3 / 127, not the 2024 one's 70.0 / 120.
      round('custom-no-position', '2025-01-02', { courseRating: 71.3, slopeRating: 127 }),
      round('custom-no-position', '2024-05-01', { courseRating: 70, slopeRating: 120 }),
      // A figure the catalog publishes stays the catalog's (Pebble's 75.5 and 145).
      round('pebble', '2025-01-02', { courseRating: 74.9, slopeRating: 144 }),
    ];
    const withGiven = computePassport(input({ rounds: given }));
    expect(withGiven.courseRating.average).toBe(73.3);
    expect(withGiven.courseRating.courseIds).toContain('custom-no-position');
    expect(withGiven.slopeRating.average).toBe(134.7);
  });

  it('never counts a state or country as a city: a GHIN course placed at "PA" is no city', () => {
    const placedAtState = course('ghin-oakmont', { city: 'PA', state: 'PA', country: 'United States' });
    const placedAtCountry = course('ghin-abroad', { city: 'Scotland', state: null, country: 'Scotland' });
    const withGhin = computePassport(
      input({
        courses: new Map([...courses, placedAtState, placedAtCountry].map((c) => [c.id, c])),
        rounds: [...rounds, round('ghin-oakmont', '2024-06-01'), round('ghin-abroad', '2024-06-02')],
      }),
    );
    expect(withGhin.cities.map((city) => city.city)).not.toContain('PA');
    expect(withGhin.cities).toHaveLength(5);
    expect(withGhin.citiesExplored).toBe(5);
    expect(withGhin.states.map((s) => s.state).sort()).toEqual(['AZ', 'CA', 'PA']);
  });

  it("keeps a course's slope unknown where only the default is known, as the course page shows it", () => {
    const slopes = new Map(passport.courses.map((destination) => [destination.id, destination.slopeRating]));
    expect(slopes.get('pebble')).toBe(145);
    expect(slopes.get('muirfield')).toBeNull();
  });

  it('lists course facts from the catalog, and types from the latest round override', () => {
    expect(passport.links.sort()).toEqual(['muirfield', 'old-course']);
    expect(passport.coastal.sort()).toEqual(['old-course', 'pebble']);
    expect(passport.desert).toEqual(['tpc-scottsdale']);
    expect(passport.historic.sort()).toEqual(['old-course', 'pebble']);
    expect(passport.resort).toEqual(['pebble']);
    expect(passport.privateClubs.sort()).toEqual(['muirfield', 'tpc-scottsdale']);
    expect(passport.tournamentRounds.map((r) => r.playedAt)).toEqual(['2025-01-01']);
  });

  it('counts a venue only for an event the course has hosted already, never by its name', () => {
    expect(passport.venues.usOpen).toEqual(['pebble']);
    expect(passport.venues.openChampionship).toEqual(['old-course']);
    expect(passport.venues.pgaTour.sort()).toEqual(['pebble', 'tpc-scottsdale']);
    expect(passport.venues.ryderCup).toEqual([]); // awarded for 2099, not hosted yet
    expect(passport.venues.pgaChampionship).toEqual([]);
  });

  it('says whether a ranking list is loaded and lists played ranked courses only', () => {
    expect(passport.top100).toEqual({ listsLoaded: true, courseIds: ['pebble'] });
    expect(computePassport(input({ rankedCourseIds: null })).top100).toEqual({
      listsLoaded: false,
      courseIds: [],
    });
  });

  it('lists the bucket list courses not yet played (Pebble Beach, played and listed, counts once, as played)', () => {
    expect(passport.bucketList).toEqual(['bucket-only']);
    expect(passport.courses.find((c) => c.id === 'bucket-only')?.status).toBe('wishlist');
    expect(passport.courses.find((c) => c.id === 'pebble')).toMatchObject({
      status: 'played',
      roundCount: 2,
      lastPlayedAt: '2025-01-01',
    });
  });

  it('groups time zones by offset and leaves out a course with no coordinates', () => {
    expect(passport.timeZones.map((z) => z.offset)).toEqual(['UTC-08:00', 'UTC-07:00', 'UTC+00:00']);
  });

  it('measures miles from Philadelphia when no home is set, leaving out a course with no coordinates', () => {
    expect(passport.miles.home.source).toBe('default');
    expect(passport.miles.coursesWithoutPosition).toBe(1);
    expect(passport.miles.trips).toHaveLength(4);
    const philadelphia = { latitude: 39.9526, longitude: -75.1652 };
    const expected = courses
      .slice(0, 4)
      .reduce(
        (sum, c) =>
          sum +
          2 * greatCircleMiles(philadelphia, { latitude: c.latitude ?? 0, longitude: c.longitude ?? 0 }),
        0,
      );
    expect(passport.miles.miles).toBe(Math.round(expected));
    expect(passport.miles.kilometres).toBe(Math.round(expected * 1.609344));
  });

  it('keeps records: rounds per year, per course, holes per day (9 holes counted as 9) and streaks', () => {
    expect(passport.records.years.map((y) => [y.year, y.rounds])).toEqual([
      ['2025', 3],
      ['2023', 2],
      ['2024', 1],
    ]);
    expect(passport.records.courses[0]).toEqual({
      courseId: 'pebble',
      rounds: 2,
      lastPlayedAt: '2025-01-01',
    });
    expect(passport.records.days[0]).toEqual({
      day: '2025-01-01',
      holes: 27,
      rounds: 2,
      courseIds: ['old-course', 'pebble'],
    });
    expect(passport.records.coursesAtTop).toBe(1);
    expect(passport.records.daysAtTop).toBe(1);
    expect(passport.records.consecutiveDays.longest).toEqual({
      length: 3,
      from: '2024-12-31',
      to: '2025-01-02',
    });
    expect(passport.records.consecutiveDays.current.length).toBe(3);
    expect(passport.records.consecutiveWeeks.longest.length).toBe(1);
  });

  it('gives a golfer with no rounds zeros and empty lists', () => {
    const empty = computePassport(input({ rounds: [], bucketListIds: [] }));
    expect(empty.rounds).toEqual({ total: 0, averageScore: null, latest: [] });
    expect(empty.bestScore).toEqual({ score: null, holes: null, rounds: [] });
    expect(empty.courses).toEqual([]);
    expect(empty.miles.miles).toBe(0);
    expect(empty.exclusivity.average).toBeNull();
    expect(empty.records.consecutiveDays.longest.length).toBe(0);
  });
});

describe('isHistoricCourse', () => {
  it('is a course opened by 1925, or of unknown age that hosted a championship by then', () => {
    expect(isHistoricCourse({ architectYear: 1925, championships: [] })).toBe(true);
    expect(
      isHistoricCourse({ architectYear: 1926, championships: [{ event: 'us-open', years: [1920] }] }),
    ).toBe(false);
    expect(
      isHistoricCourse({
        architectYear: null,
        championships: [{ event: 'open-championship', years: [1873] }],
      }),
    ).toBe(true);
    expect(isHistoricCourse({ architectYear: null, championships: [] })).toBe(false);
  });
});

describe('computePassport with courses marked played without a round', () => {
  const marked = input({
    rounds: rounds.filter((r) => r.courseId === 'pebble'),
    markedCourseIds: ['old-course', 'bucket-only', 'pebble'],
  });
  const passport = computePassport(marked);

  it('counts a marked course wherever a course counts: played, places, course tiles, time zones', () => {
    expect(passport.coursesPlayed.sort()).toEqual(['bucket-only', 'old-course', 'pebble']);
    expect(passport.countries.map((c) => c.country).sort()).toEqual(['Scotland', 'United States']);
    expect(passport.states.map((s) => s.state).sort()).toEqual(['CA', 'OR']);
    expect(passport.links).toEqual(['old-course']);
    expect(passport.venues.openChampionship).toEqual(['old-course']);
    expect(passport.timeZones.length).toBeGreaterThan(1);
    // Listed and marked played: ticked off the bucket list.
    expect(passport.bucketList).toEqual([]);
  });

  it('never counts a mark as a round or a score, and a course with rounds and a mark counts once', () => {
    expect(passport.rounds.total).toBe(2);
    expect(passport.bestScore.score).toBe(78);
    expect(passport.coursesPlayed.filter((id) => id === 'pebble')).toHaveLength(1);
    const byId = new Map(passport.courses.map((c) => [c.id, c]));
    expect(byId.get('old-course')).toMatchObject({
      status: 'played',
      playedWithoutRound: true,
      roundCount: 0,
      lastPlayedAt: null,
    });
    expect(byId.get('pebble')).toMatchObject({ status: 'played', playedWithoutRound: false, roundCount: 2 });
    expect(passport.records.years.map((y) => y.year)).toEqual(['2025', '2024']);
  });

  it('without marks, a listed course with no round is a wish, not a course played', () => {
    const plain = computePassport(input({ rounds: [], markedCourseIds: [] }));
    expect(plain.coursesPlayed).toEqual([]);
    expect(plain.bucketList.sort()).toEqual(['bucket-only', 'pebble']);
  });
});
