/**
 * The golfers the fake GHIN server holds (scripts/local/fake-ghin.ts), with score histories made the same way
 * on every start: a seeded generator, so tests and screenshots see the same numbers. The courses are the
 * way GHIN names them (facility and course apart); some are in Fescue's catalog ("Bethpage State Park" /
 * "Black" is the catalog's "Bethpage State Park (Black)"), some are local clubs it does not hold.
 */
export interface FakeGhinCourse {
  course_id: string;
  facility_name: string;
  course_name: string;
  state: string;
  country: string;
  tees: { tee_name: string; course_rating: number; slope_rating: number; par: number }[];
}

export const FAKE_GHIN_COURSES: readonly FakeGhinCourse[] = [
  {
    course_id: '2539',
    facility_name: 'Bethpage State Park',
    course_name: 'Black',
    state: 'US-NY',
    country: 'USA',
    tees: [{ tee_name: 'White', course_rating: 75.4, slope_rating: 148, par: 71 }],
  },
  {
    course_id: '3120',
    facility_name: 'Pebble Beach Golf Links',
    course_name: 'Pebble Beach Golf Links',
    state: 'US-CA',
    country: 'USA',
    tees: [{ tee_name: 'Gold', course_rating: 72.1, slope_rating: 136, par: 72 }],
  },
  {
    course_id: '4410',
    facility_name: 'Torrey Pines Golf Course',
    course_name: 'South',
    state: 'US-CA',
    country: 'USA',
    tees: [{ tee_name: 'Blue', course_rating: 74.6, slope_rating: 137, par: 72 }],
  },
  {
    course_id: '9001',
    facility_name: 'Maple Hollow Golf Club',
    course_name: 'Maple Hollow',
    state: 'US-PA',
    country: 'USA',
    tees: [
      { tee_name: 'Blue', course_rating: 71.2, slope_rating: 128, par: 72 },
      { tee_name: 'White', course_rating: 69.4, slope_rating: 122, par: 72 },
    ],
  },
  {
    course_id: '9002',
    facility_name: 'Cobblestone Creek Country Club',
    course_name: 'Cobblestone Creek',
    state: 'US-PA',
    country: 'USA',
    tees: [{ tee_name: 'White', course_rating: 70.1, slope_rating: 125, par: 71 }],
  },
];

export interface FakeGhinScore {
  id: number;
  played_at: string;
  adjusted_gross_score: number;
  number_of_holes: 9 | 18;
  course_id: string;
  course_name: string;
  facility_name: string;
  tee_name: string;
  course_rating: number;
  slope_rating: number;
  differential: number;
  pcc: number;
  score_type: 'H' | 'A' | 'T';
  status: 'Validated';
}

export interface FakeGhinGolfer {
  ghin: string;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  handicap_index: string;
  low_hi_display: string;
  rev_date: string;
  club_name: string;
  state: string;
  country: string;
  scores: FakeGhinScore[];
  /** Every scores call for this golfer answers this status (a golfer whose sync keeps failing). */
  scoresFailWith?: number;
}

/** A small deterministic generator (mulberry32), so every start holds the same history. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` scores, newest first, one every few days back from `latest`: about one in five over 9 holes, at
 * the fake's courses, around `level` strokes over the course rating.
 */
function scoreHistory(o: { ghin: string; count: number; latest: string; level: number; firstId: number }) {
  const random = generator(Number(o.ghin));
  const scores: FakeGhinScore[] = [];
  let day = Date.parse(`${o.latest}T12:00:00Z`);
  for (let index = 0; index < o.count; index += 1) {
    const course =
      FAKE_GHIN_COURSES[Math.floor(random() * FAKE_GHIN_COURSES.length)] ?? FAKE_GHIN_COURSES[0]!;
    const tee = course.tees[Math.floor(random() * course.tees.length)] ?? course.tees[0]!;
    const holes = random() < 0.2 ? 9 : 18;
    const rating = holes === 9 ? Math.round(tee.course_rating * 5) / 10 : tee.course_rating;
    const over = (o.level * (holes === 9 ? 0.5 : 1) + (random() - 0.35) * 8) * (tee.slope_rating / 113);
    const adjusted = Math.max(holes === 9 ? 30 : 60, Math.round(rating + over));
    scores.push({
      id: o.firstId + o.count - index,
      played_at: new Date(day).toISOString().slice(0, 10),
      adjusted_gross_score: adjusted,
      number_of_holes: holes,
      course_id: course.course_id,
      course_name: course.course_name,
      facility_name: course.facility_name,
      tee_name: tee.tee_name,
      course_rating: rating,
      slope_rating: tee.slope_rating,
      differential: Math.round((113 / tee.slope_rating) * (adjusted - rating) * 10) / 10,
      pcc: 0,
      score_type: random() < 0.1 ? 'A' : 'H',
      status: 'Validated',
    });
    day -= (2 + Math.floor(random() * 6)) * 24 * 60 * 60 * 1000;
  }
  return scores;
}

/** Fresh copies on every call: a test that changes a score changes only its server's copy. */
export function fakeGhinGolfers(): FakeGhinGolfer[] {
  return [
    {
      ghin: '1234567',
      email: 'pat.morgan@example.com',
      password: 'fairway-2025',
      first_name: 'Pat',
      last_name: 'Morgan',
      handicap_index: '12.4',
      low_hi_display: '11.1',
      rev_date: '2025-11-15T00:00:00.000Z',
      club_name: 'Maple Hollow Golf Club',
      state: 'PA',
      country: 'USA',
      scores: scoreHistory({
        ghin: '1234567',
        count: 130,
        latest: '2025-11-14',
        level: 14,
        firstId: 700_000,
      }),
    },
    {
      ghin: '7654321',
      email: 'alex.plus@example.com',
      password: 'scratch-golf',
      first_name: 'Alex',
      last_name: 'Reyes',
      handicap_index: '+2.3',
      low_hi_display: '+2.8',
      rev_date: '2025-11-15T00:00:00.000Z',
      club_name: 'Cobblestone Creek Country Club',
      state: 'PA',
      country: 'USA',
      scores: scoreHistory({ ghin: '7654321', count: 40, latest: '2025-11-10', level: -1, firstId: 800_000 }),
    },
    {
      ghin: '5550001',
      email: 'broken.sync@example.com',
      password: 'always-fails',
      first_name: 'Sam',
      last_name: 'Broken',
      handicap_index: '18.0',
      low_hi_display: '17.5',
      rev_date: '2025-11-01T00:00:00.000Z',
      club_name: 'Maple Hollow Golf Club',
      state: 'PA',
      country: 'USA',
      scores: [],
      scoresFailWith: 500,
    },
  ];
}
