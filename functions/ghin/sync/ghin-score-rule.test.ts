import { describe, expect, it } from 'vitest';
import { scoreSchema, type GhinScore } from '../client/ghin-payloads';
import {
  holeDetailsOf,
  holesPlayedOf,
  roundCourseRatingOf,
  roundSlopeOf,
  scoresToImport,
} from './ghin-score-rule';

/** A scores.json row as GHIN sends it (only the fields the rule reads; the rest default). */
function row(fields: Record<string, unknown>): GhinScore {
  return scoreSchema.parse({
    course_id: '9001',
    facility_name: 'Maple Hollow Golf Club',
    course_rating: 69.4,
    slope_rating: 122,
    score_type: 'H',
    number_of_holes: 18,
    ...fields,
  });
}

// GHIN's worked pair (a UAT golfer's, as @spicygolf/ghin recorded it): nines of 48 and 46 on 34.6/132 and
// 35.6/122, combined into a 94 on 70.2/127.
const front = row({
  id: 11,
  played_at: '2025-06-01',
  adjusted_gross_score: 48,
  number_of_holes: 9,
  course_rating: 34.6,
  slope_rating: 132,
});
const back = row({
  id: 12,
  played_at: '2025-06-08',
  adjusted_gross_score: 46,
  number_of_holes: 9,
  course_rating: 35.6,
  slope_rating: 122,
});
const combined = row({
  id: 13,
  played_at: '2025-06-08',
  adjusted_gross_score: 94,
  course_rating: 70.2,
  slope_rating: 127,
  differential: 21.5,
  score_type: 'C',
  front9_adjusted: 48,
  back9_adjusted: 46,
});
const penalty = row({ id: 14, played_at: '2025-05-20', adjusted_gross_score: 84, score_type: 'P' });
const home = row({ id: 15, played_at: '2025-05-10', adjusted_gross_score: 88, differential: 17.4 });

const ids = (result: ReturnType<typeof scoresToImport>) => result.rounds.map((entry) => entry.score.id);

describe('scoresToImport: each round a golfer played, once', () => {
  it('imports the two nines of a combined score as two 9-hole rounds, never the combined row (48 + 46, not 94 too)', () => {
    const result = scoresToImport([combined, back, front, home]);
    expect(ids(result)).toEqual(['12', '11', '15']);
    expect(result.rounds.map((entry) => entry.score.adjusted_gross_score)).toEqual([46, 48, 88]);
    expect(result.combinedRecords).toBe(1);
    // The combined row is kept on its nines as the handicap record, with GHIN's differential.
    const record = { scoreId: '13', playedAt: '2025-06-08', differential: 21.5 };
    expect(result.rounds.map((entry) => entry.combined)).toEqual([record, record, null]);
  });

  it('finds the nines by their parent_id when GHIN links them, whatever their scores', () => {
    const linked = scoresToImport([
      row({ ...combined, id: 20, score_type: 'C', front9_adjusted: null, back9_adjusted: null }),
      row({ ...front, id: 21, parent_id: 20 }),
      row({ ...back, id: 22, parent_id: 20 }),
      row({ ...front, id: 23 }),
    ]);
    expect(linked.rounds.map((entry) => [entry.score.id, entry.combined?.scoreId ?? null])).toEqual([
      ['21', '20'],
      ['22', '20'],
      ['23', null],
    ]);
  });

  it('leaves nines alone when the combined row names scores not among those read', () => {
    const result = scoresToImport([row({ ...combined, front9_adjusted: 50 }), back, front]);
    expect(ids(result)).toEqual(['12', '11']);
    expect(result.rounds.every((entry) => entry.combined === null)).toBe(true);
  });

  it('never imports a penalty score as a round played', () => {
    const result = scoresToImport([penalty, home]);
    expect(ids(result)).toEqual(['15']);
    expect(result.penaltyScores).toBe(1);
  });
});

describe('what an imported round keeps of its score', () => {
  it('records an unfinished round as the holes played, with GHIN’s score', () => {
    const partial = row({
      id: 30,
      played_at: '2025-04-01',
      adjusted_gross_score: 89,
      number_of_played_holes: 14,
    });
    expect(holesPlayedOf(partial)).toBe(14);
    expect(scoresToImport([partial]).rounds[0]?.score.adjusted_gross_score).toBe(89);
    expect(holesPlayedOf(home)).toBeNull();
    expect(holesPlayedOf(row({ ...home, number_of_played_holes: 18 }))).toBeNull();
  });

  it('keeps the tee’s 18-hole rating (a nine’s doubled, which the estimate halves back exactly) and slope', () => {
    expect(roundCourseRatingOf(home)).toBe(69.4);
    expect(roundCourseRatingOf(front)).toBe(69.2);
    expect(Math.round(69.2 * 5) / 10).toBe(34.6);
    expect(roundSlopeOf(front)).toBe(132);
    expect(roundCourseRatingOf(row({ ...home, course_rating: 140 }))).toBeNull();
    expect(roundSlopeOf(row({ ...home, slope_rating: 20 }))).toBeNull();
  });

  it('keeps hole by hole in hole order, yes/no read from GHIN’s text too, and drops a list that does not read', () => {
    const holes = holeDetailsOf(
      row({
        ...home,
        hole_details: [
          {
            hole_number: 2,
            par: 5,
            raw_score: 7,
            adjusted_gross_score: 7,
            putts: 3,
            fairway_hit: 'false',
            gir_flag: false,
          },
          {
            hole_number: 1,
            par: 4,
            raw_score: 4,
            adjusted_gross_score: 4,
            putts: 2,
            fairway_hit: true,
            gir_flag: 'true',
          },
          { hole_number: 3, par: 3, raw_score: 3, adjusted_gross_score: 3, putts: null, fairway_hit: null },
        ],
      }),
    );
    expect(holes).toEqual([
      { hole: 1, par: 4, raw: 4, adjusted: 4, putts: 2, fairway: true, gir: true },
      { hole: 2, par: 5, raw: 7, adjusted: 7, putts: 3, fairway: false, gir: false },
      { hole: 3, par: 3, raw: 3, adjusted: 3, putts: null, fairway: null, gir: null },
    ]);
    expect(holeDetailsOf(home)).toBeNull();
    expect(holeDetailsOf(row({ ...home, hole_details: [{ hole_number: 40, par: 4 }] }))).toBeNull();
  });
});
