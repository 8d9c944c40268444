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

/** One hole of a score posted hole by hole, as GHIN lists it in `hole_details`. */
export interface FakeGhinHole {
  id: number;
  hole_number: number;
  par: number;
  raw_score: number;
  adjusted_gross_score: number;
  putts: number | null;
  fairway_hit: boolean | null;
  gir_flag: boolean | null;
  stroke_allocation: number;
}

export interface FakeGhinScore {
  id: number;
  played_at: string;
  adjusted_gross_score: number;
  number_of_holes: 9 | 18;
  /** Below number_of_holes for a round not finished (GHIN posts the rest as net par). */
  number_of_played_holes?: number;
  course_id: string;
  course_name: string;
  facility_name: string;
  tee_name: string;
  course_rating: number;
  slope_rating: number;
  differential: number;
  pcc: number;
  /**
   * H home, A away, T competition; C an 18-hole score GHIN combined from two 9-hole rows (which it lists
   * too), P a penalty score (GHIN's score types).
   */
  score_type: 'H' | 'A' | 'T' | 'C' | 'P';
  status: 'Validated';
  /** A combined (C) score's nines. */
  front9_adjusted?: number;
  /** On a nine GHIN combined: the combined (C) score's id. */
  parent_id?: number;
  back9_adjusted?: number;
  hole_details?: FakeGhinHole[];
}

/** Another club the golfer belongs to: GHIN's golfers/search.json answers one row per club affiliation. */
export interface FakeGhinAffiliation {
  club_id: number;
  club_name: string;
  state: string;
  is_home_club: boolean;
  status: 'Active' | 'Inactive';
  /** A lapsed affiliation's row can carry the revision it last had. */
  handicap_index?: string;
  rev_date?: string;
}

/**
 * The golfer's answer to the operator's access request (GHIN's Golfer Product Access): `none` when never
 * asked, then `pending`, `approved`, `denied`, or `inactive` once revoked.
 */
export type FakeGhinAccess = 'none' | 'pending' | 'approved' | 'denied' | 'inactive';

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
  gender: 'M' | 'F';
  /** Clubs listed before the home club's row in golfers/search.json (a golfer of several clubs). */
  otherClubs?: FakeGhinAffiliation[];
  /** Whether the operator's vendor account may read this golfer's scores. */
  vendorAccess: FakeGhinAccess;
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
      gender: 'M',
      vendorAccess: 'approved',
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
      gender: 'F',
      vendorAccess: 'approved',
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
      gender: 'M',
      vendorAccess: 'approved',
      scores: [],
      scoresFailWith: 500,
    },
    {
      // A new member: no scores yet, so no index, and GHIN's envelope answers "-" for every figure.
      ghin: '5550002',
      email: 'riley.new@example.com',
      password: 'first-season',
      first_name: 'Riley',
      last_name: 'Newman',
      handicap_index: 'NH',
      low_hi_display: 'NH',
      rev_date: '2025-11-15T00:00:00.000Z',
      club_name: 'Maple Hollow Golf Club',
      state: 'PA',
      country: 'USA',
      gender: 'F',
      vendorAccess: 'approved',
      scores: [],
    },
    {
      // Scores as GHIN keeps them beyond plain rounds: two nines and the 18-hole score GHIN combined from
      // them (C), a penalty score (P), an unfinished round, hole by hole details.
      ghin: '5550003',
      email: 'casey.combined@example.com',
      password: 'two-nines',
      first_name: 'Casey',
      last_name: 'Combs',
      handicap_index: '15.2',
      low_hi_display: '14.0',
      rev_date: '2025-11-15T00:00:00.000Z',
      club_name: 'Maple Hollow Golf Club',
      state: 'PA',
      country: 'USA',
      gender: 'M',
      vendorAccess: 'approved',
      scores: combinedAndPenaltyScores(),
    },
    {
      // Connected, but never asked to let the operator's account read their scores.
      ghin: '5550004',
      email: 'jordan.asked@example.com',
      password: 'ask-me-first',
      first_name: 'Jordan',
      last_name: 'Askew',
      handicap_index: '9.8',
      low_hi_display: '9.1',
      rev_date: '2025-11-15T00:00:00.000Z',
      club_name: 'Cobblestone Creek Country Club',
      state: 'PA',
      country: 'USA',
      gender: 'F',
      vendorAccess: 'none',
      scores: scoreHistory({ ghin: '5550004', count: 12, latest: '2025-11-12', level: 10, firstId: 900_000 }),
    },
    {
      // A member of two clubs: GHIN lists the lapsed club's row first, with the revision it last had there;
      // the home club's row carries the current index.
      ghin: '5550005',
      email: 'morgan.twoclubs@example.com',
      password: 'home-and-away',
      first_name: 'Morgan',
      last_name: 'Twells',
      handicap_index: '7.6',
      low_hi_display: '7.0',
      rev_date: '2025-11-15T00:00:00.000Z',
      club_name: 'Maple Hollow Golf Club',
      state: 'PA',
      country: 'USA',
      gender: 'M',
      otherClubs: [
        {
          club_id: 31_002,
          club_name: 'Seaside Links Club',
          state: 'NJ',
          is_home_club: false,
          status: 'Inactive',
          handicap_index: '11.3',
          rev_date: '2024-03-01T00:00:00.000Z',
        },
      ],
      vendorAccess: 'approved',
      scores: scoreHistory({ ghin: '5550005', count: 5, latest: '2025-11-09', level: 8, firstId: 950_000 }),
    },
  ];
}

/** Par of each hole at Maple Hollow (White), and its stroke allocation. */
const MAPLE_HOLLOW_PARS = [4, 5, 3, 4, 4, 4, 3, 5, 4, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const MAPLE_HOLLOW_ALLOCATION = [7, 1, 17, 11, 3, 13, 15, 5, 9, 8, 2, 16, 6, 12, 4, 18, 10, 14];

function holes(firstId: number, strokesOverPar: readonly number[], from = 1): FakeGhinHole[] {
  return strokesOverPar.map((over, index) => {
    const number = from + index;
    const par = MAPLE_HOLLOW_PARS[number - 1] ?? 4;
    const raw = par + over;
    return {
      id: firstId + index,
      hole_number: number,
      par,
      raw_score: raw,
      // Net double bogey caps a hole for handicap purposes (a 15.2 gets a stroke on most holes).
      adjusted_gross_score: Math.min(raw, par + 3),
      putts: over > 1 ? 3 : 2,
      fairway_hit: par === 3 ? null : over <= 0,
      gir_flag: over <= 0,
      stroke_allocation: MAPLE_HOLLOW_ALLOCATION[number - 1] ?? 18,
    };
  });
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Casey's scores, newest first: every kind of row the import has to tell apart. */
function combinedAndPenaltyScores(): FakeGhinScore[] {
  const maple = FAKE_GHIN_COURSES.find((course) => course.course_id === '9001')!;
  const white = maple.tees.find((tee) => tee.tee_name === 'White')!;
  const base = {
    course_id: maple.course_id,
    course_name: maple.course_name,
    facility_name: maple.facility_name,
    tee_name: white.tee_name,
    pcc: 0,
    status: 'Validated' as const,
  };
  const eighteen = (adjusted: number) => ({
    ...base,
    course_rating: white.course_rating,
    slope_rating: white.slope_rating,
    differential: Math.round((113 / white.slope_rating) * (adjusted - white.course_rating) * 10) / 10,
  });
  const nineRating = Math.round(white.course_rating * 5) / 10;
  const nine = (adjusted: number) => ({
    ...base,
    course_rating: nineRating,
    slope_rating: white.slope_rating,
    differential: Math.round((113 / white.slope_rating) * (adjusted - nineRating) * 10) / 10,
  });
  const fullRound = holes(50_000, [1, 0, 1, 2, 0, 1, 0, 1, 2, 1, 0, 1, 1, 2, 0, 1, 1, 0]);
  const front = holes(50_100, [1, 1, 0, 2, 1, 0, 1, 1, 1]);
  const back = holes(50_200, [0, 1, 1, 1, 2, 0, 1, 1, 1], 10);
  const frontScore = sum(front.map((hole) => hole.adjusted_gross_score));
  const backScore = sum(back.map((hole) => hole.adjusted_gross_score));
  return [
    {
      ...eighteen(sum(fullRound.map((hole) => hole.adjusted_gross_score))),
      id: 960_006,
      played_at: '2025-11-08',
      adjusted_gross_score: sum(fullRound.map((hole) => hole.adjusted_gross_score)),
      number_of_holes: 18,
      score_type: 'H',
      hole_details: fullRound,
    },
    {
      // GHIN combined the two nines below into one 18-hole score; all three are listed.
      ...eighteen(frontScore + backScore),
      id: 960_005,
      played_at: '2025-10-30',
      adjusted_gross_score: frontScore + backScore,
      number_of_holes: 18,
      score_type: 'C',
      front9_adjusted: frontScore,
      back9_adjusted: backScore,
    },
    {
      ...nine(backScore),
      id: 960_004,
      parent_id: 960_005,
      played_at: '2025-10-30',
      adjusted_gross_score: backScore,
      number_of_holes: 9,
      score_type: 'H',
      hole_details: back,
    },
    {
      ...nine(frontScore),
      id: 960_003,
      parent_id: 960_005,
      played_at: '2025-10-24',
      adjusted_gross_score: frontScore,
      number_of_holes: 9,
      score_type: 'H',
      hole_details: front,
    },
    {
      // A penalty score the handicap committee posted (a round the golfer did not post).
      ...eighteen(84),
      id: 960_002,
      played_at: '2025-10-12',
      adjusted_gross_score: 84,
      number_of_holes: 18,
      score_type: 'P',
    },
    {
      // Stopped after 14 holes: GHIN posts the rest as net par.
      ...eighteen(89),
      id: 960_001,
      played_at: '2025-10-03',
      adjusted_gross_score: 89,
      number_of_holes: 18,
      number_of_played_holes: 14,
      score_type: 'A',
    },
  ];
}
