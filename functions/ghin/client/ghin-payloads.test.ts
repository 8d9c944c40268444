import { describe, expect, it } from 'vitest';
import {
  accessesPayloadSchema,
  golferRecordOf,
  golferSearchPayloadSchema,
  isAccessDenied,
  readGhinIndex,
  scoreSchema,
  scoresPayloadSchema,
} from './ghin-payloads';

// Fixtures shaped as GHIN answers (public clients' captures: @spicygolf/ghin 0.20's schemas
// and changelog, boorad/ghin's test fixtures).

describe('the scores envelope', () => {
  it('reads a golfer with no scores ("-" for every figure) as none, not as an unreadable answer', () => {
    const page = scoresPayloadSchema.parse({
      scores: [],
      total_count: '-',
      average: '-',
      highest_score: '-',
      lowest_score: '-',
    });
    expect(page).toEqual({
      scores: [],
      total_count: 0,
      average: null,
      highest_score: null,
      lowest_score: null,
    });
  });

  it('reads a missing total_count as 0 and a count sent as text as its number', () => {
    expect(scoresPayloadSchema.parse({ scores: [{}] }).total_count).toBe(0);
    expect(scoresPayloadSchema.parse({ scores: [], total_count: '85', average: '88.4' })).toMatchObject({
      total_count: 85,
      average: 88.4,
    });
    expect(
      scoresPayloadSchema.parse({
        scores: [],
        total_count: 85,
        average: 88.4,
        highest_score: 104,
        lowest_score: 79,
      }),
    ).toMatchObject({ total_count: 85, highest_score: 104, lowest_score: 79 });
  });
});

describe('a Handicap Index as GHIN writes it', () => {
  it.each([
    ['12.3', 12.3],
    [12.3, 12.3],
    ['+1.2', -1.2],
    ['+0.4', -0.4],
    ['0.0', 0],
    ['19.1M', 19.1],
    ['NH', null],
    ['WD', null],
    ['-', null],
    [999, null],
    ['999', null],
    ['999.0', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['-2.3', null],
  ])('reads %j as %j (a plus handicap stays plus, 999 and NH are no handicap)', (given, read) => {
    expect(readGhinIndex(given)).toBe(read);
  });
});

/** A golfers/search.json row with what differs between a golfer's clubs. */
const row = (over: Record<string, unknown>) => ({
  ghin: 5550005,
  first_name: 'Morgan',
  last_name: 'Twells',
  handicap_index: '7.6',
  hi_display: '7.6',
  hi_value: 7.6,
  rev_date: '2025-11-15T00:00:00.000Z',
  club_name: 'Maple Hollow Golf Club',
  is_home_club: true,
  status: 'Active',
  state: 'US-PA',
  country: 'USA',
  ...over,
});

describe("the golfer's record among golfers/search.json's rows (one per club)", () => {
  it("takes the home club's row, not the first GHIN lists", () => {
    const { golfers } = golferSearchPayloadSchema.parse({
      golfers: [
        row({
          club_name: 'Seaside Links Club',
          is_home_club: false,
          status: 'Inactive',
          state: 'US-NJ',
          handicap_index: '11.3',
          rev_date: '2024-03-01T00:00:00.000Z',
        }),
        row({}),
      ],
    });
    expect(golferRecordOf(golfers, '5550005')).toMatchObject({
      club_name: 'Maple Hollow Golf Club',
      handicap_index: 7.6,
      rev_date: '2025-11-15',
      state: 'US-PA',
    });
    // The home club's row even when another club's says it was revised later.
    const later = golferSearchPayloadSchema.parse({
      golfers: [row({ is_home_club: false, handicap_index: '6.9', rev_date: '2026-01-01' }), row({})],
    });
    expect(golferRecordOf(later.golfers, '5550005')?.handicap_index).toBe(7.6);
  });

  it('takes the most recently revised row when none is the home club, and only rows of that number', () => {
    const { golfers } = golferSearchPayloadSchema.parse({
      golfers: [
        row({ ghin: 1234567, handicap_index: '2.0', rev_date: '2026-01-01', is_home_club: true }),
        row({ is_home_club: 'false', handicap_index: '9.9', rev_date: '2025-01-01' }),
        row({ is_home_club: null, handicap_index: '7.6', rev_date: '2025-11-15' }),
      ],
    });
    expect(golferRecordOf(golfers, '5550005')?.handicap_index).toBe(7.6);
    expect(golferRecordOf(golfers, '7654321')).toBeUndefined();
  });

  it('keeps a plus handicap plus, reads 999 and NH as no handicap, and reads hi_display when the index is absent', () => {
    const parse = (over: Record<string, unknown>) =>
      golferRecordOf(golferSearchPayloadSchema.parse({ golfers: [row(over)] }).golfers, '5550005')
        ?.handicap_index;
    expect(parse({ handicap_index: '+2.3', hi_value: 2.3 })).toBe(-2.3);
    expect(parse({ handicap_index: 999, hi_display: 'NH' })).toBeNull();
    expect(parse({ handicap_index: 'NH', hi_display: 'NH', hi_value: 999 })).toBeNull();
    expect(parse({ handicap_index: undefined, hi_display: '+1.2' })).toBe(-1.2);
  });

  it('drops a malformed row, not the golfer', () => {
    const { golfers } = golferSearchPayloadSchema.parse({ golfers: [{ first_name: 'No number' }, row({})] });
    expect(golfers).toHaveLength(1);
    expect(golferSearchPayloadSchema.parse({ golfers: null }).golfers).toEqual([]);
  });
});

/** A scores.json row, trimmed to what Fescue reads and a few it ignores. */
const score = (over: Record<string, unknown>) => ({
  id: 960006,
  golfer_id: 5550003,
  played_at: '2025-11-08',
  posted_at: '2025-11-08T20:00:00Z',
  adjusted_gross_score: 88,
  number_of_holes: 18,
  number_of_played_holes: 18,
  course_id: 9001,
  course_name: 'Maple Hollow',
  facility_name: 'Maple Hollow Golf Club',
  tee_name: 'White',
  course_rating: 69.4,
  slope_rating: 122,
  differential: 17.2,
  pcc: 0,
  score_type: 'H',
  status: 'Validated',
  ...over,
});

describe('a score row', () => {
  it('reads figures GHIN sends as text ("72.5", "88", "18")', () => {
    expect(
      scoreSchema.parse(
        score({
          adjusted_gross_score: '88',
          number_of_holes: '18',
          course_rating: '72.5',
          slope_rating: '130',
          differential: '10.5',
          course_id: '2539',
        }),
      ),
    ).toMatchObject({
      adjusted_gross_score: 88,
      number_of_holes: 18,
      course_rating: 72.5,
      slope_rating: 130,
      differential: 10.5,
      course_id: '2539',
    });
  });

  it('keeps the score type of combined (C) and penalty (P) rows and the holes actually played', () => {
    expect(
      scoreSchema.parse(score({ score_type: 'C', front9_adjusted: 45, back9_adjusted: 43 })),
    ).toMatchObject({ score_type: 'C' });
    expect(scoreSchema.parse(score({ score_type: 'P' })).score_type).toBe('P');
    expect(scoreSchema.parse(score({ number_of_played_holes: 14 })).number_of_played_holes).toBe(14);
    expect(scoreSchema.parse(score({ number_of_played_holes: undefined })).number_of_played_holes).toBeNull();
  });

  it('reads hole by hole details, and drops a malformed hole list rather than the score', () => {
    const parsed = scoreSchema.parse(
      score({
        hole_details: [
          {
            id: 1,
            hole_number: 1,
            par: 4,
            raw_score: 6,
            adjusted_gross_score: 6,
            putts: 2,
            fairway_hit: false,
            gir_flag: false,
            stroke_allocation: 7,
            x_hole: false,
            drive_accuracy: null,
          },
        ],
      }),
    );
    expect(parsed.hole_details).toEqual([
      {
        hole_number: 1,
        par: 4,
        raw_score: 6,
        adjusted_gross_score: 6,
        putts: 2,
        fairway_hit: false,
        gir_flag: false,
        stroke_allocation: 7,
      },
    ]);
    expect(scoreSchema.parse(score({ hole_details: 'none' })).hole_details).toEqual([]);
    expect(scoreSchema.parse(score({})).hole_details).toEqual([]);
  });

  it('refuses a row without a usable score or hole count (skipped by the sync, never a round)', () => {
    expect(scoreSchema.safeParse(score({ adjusted_gross_score: '-' })).success).toBe(false);
    expect(scoreSchema.safeParse(score({ number_of_holes: 12 })).success).toBe(false);
  });
});

describe("the operator account's access requests", () => {
  it('reads the golfers GHIN lists with each answer, ids sent as text', () => {
    // As GHIN's staging answered (boorad/ghin's gpa fixtures), with an answered request added.
    const { golfers } = accessesPayloadSchema.parse({
      federations: [],
      associations: [],
      clubs: [],
      golfers: [
        {
          golfer: { id: '13373246' },
          user_access: { id: '6863457', golfer_name: 'Test Golfer1019', gpa_status: 'pending' },
        },
        {
          golfer: { id: 1234567 },
          user_access: { id: 1, golfer_name: 'Pat Morgan', gpa_status: 'Approved' },
        },
        { golfer: {}, user_access: {} },
      ],
      super_user: 'false',
      subtype: null,
    });
    expect(golfers).toEqual([
      { ghinNumber: '13373246', status: 'pending' },
      { ghinNumber: '1234567', status: 'approved' },
    ]);
  });

  it("tells GHIN's AccessDenied body from another 404", () => {
    expect(isAccessDenied('{"error":"AccessDenied: You are not authorized to access this page."}')).toBe(
      true,
    );
    expect(isAccessDenied('{"error":"Not Found"}')).toBe(false);
  });
});
