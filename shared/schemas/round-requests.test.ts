import { describe, expect, it } from 'vitest';
import { FUTURE_DATE_MESSAGE, latestPlayedAt, MISSING_COURSE_MESSAGE, SCORE_MESSAGE } from './round';
import { createRoundSchema, updateRoundSchema } from './round-requests';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('createRoundSchema', () => {
  it('asks for a course and a score when they are missing', () => {
    expect(messages(createRoundSchema.safeParse({}))).toEqual({
      courseId: MISSING_COURSE_MESSAGE,
      score: MISSING_COURSE_MESSAGE,
    });
  });

  it('refuses a date in the future, and accepts tomorrow in UTC (today somewhere east)', () => {
    const base = { courseId: 'a', score: 80 };
    expect(messages(createRoundSchema.safeParse({ ...base, playedAt: '2999-01-01' }))).toEqual({
      playedAt: FUTURE_DATE_MESSAGE,
    });
    expect(createRoundSchema.safeParse({ ...base, playedAt: latestPlayedAt() }).success).toBe(true);
    expect(latestPlayedAt(Date.parse('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
  });

  it.each([24, 151, 80.5, 'abc'])('refuses score %s with the message golfers read', (score) => {
    expect(messages(createRoundSchema.safeParse({ courseId: 'a', score }))).toEqual({ score: SCORE_MESSAGE });
  });

  // z.coerce once read each of these as a number ("0x50" was stored as 80). A JSON API takes a number.
  it.each([
    ['hex text', '0x50'],
    ['an array', [80]],
    ['padded text', ' 80 '],
    ['exponent text', '1e2'],
    ['plain digits as text', '88'],
    ['a boolean', true],
    ['"NaN"', 'NaN'],
    ['"Infinity"', 'Infinity'],
    ['an object', { valueOf: 80 }],
  ])('refuses a score smuggled in as %s, naming the score, on create and on edit', (_attack, score) => {
    expect(messages(createRoundSchema.safeParse({ courseId: 'a', score }))).toEqual({ score: SCORE_MESSAGE });
    expect(messages(updateRoundSchema.safeParse({ score }))).toEqual({ score: SCORE_MESSAGE });
  });

  it.each([
    ['par', { par: '72' }, 'Par must be a whole number from 25 to 80'],
    ['holes', { holes: '9' }, 'Holes must be 9 or 18'],
    ['favoriteHole', { favoriteHole: '0x7' }, 'Favorite hole must be a whole number from 1 to 18'],
    [
      'overallExperience',
      { overallExperience: [5] },
      'Overall Experience must be a rating from 0 to 10 in steps of 0.5',
    ],
  ])(
    'refuses %s sent as text or a list: every number of a round is a JSON number',
    (field, body, message) => {
      expect(messages(createRoundSchema.safeParse({ courseId: 'a', score: 80, ...body }))).toEqual({
        [field]: message,
      });
    },
  );

  it('defaults holes and round type, trims text to null, cuts a timestamp to its date, drops userId', () => {
    const round = createRoundSchema.parse({
      courseId: 'pebble-beach-golf-links',
      score: 88,
      comments: '  ',
      notes: ' windy ',
      playedAt: '2024-01-05T18:00:00.000Z',
      userId: 'someone-else',
    });
    expect(round).toEqual({
      courseId: 'pebble-beach-golf-links',
      score: 88,
      holes: 18,
      roundType: 'Regular',
      comments: null,
      notes: 'windy',
      playedAt: '2024-01-05',
    });
  });

  it('refuses holes other than 9 or 18, a favourite hole outside 1-18, unknown types and ratings off the 0-10 scale', () => {
    const errors = messages(
      createRoundSchema.safeParse({
        courseId: 'a',
        score: 80,
        holes: 12,
        favoriteHole: 19,
        roundType: 'Scramble',
        roundCourseType: 'municipal',
        landscapeScenery: 7.3,
      }),
    );
    expect(errors).toEqual({
      holes: 'Holes must be 9 or 18',
      favoriteHole: 'Favorite hole must be a whole number from 1 to 18',
      roundType: 'Round type must be one of Regular, Tournament, Practice or Casual',
      roundCourseType: 'Course type must be one of public, private, semi-private or resort',
      landscapeScenery: 'Landscape & Scenery must be a rating from 0 to 10 in steps of 0.5',
    });
  });

  it('accepts null ratings', () => {
    expect(createRoundSchema.parse({ courseId: 'a', score: 80, valuePricing: null }).valuePricing).toBeNull();
  });
});

describe('updateRoundSchema', () => {
  it('takes any one field and clears emptied text', () => {
    expect(updateRoundSchema.parse({ notes: '' })).toEqual({ notes: null });
  });

  it('refuses an empty update', () => {
    expect(updateRoundSchema.safeParse({}).success).toBe(false);
  });
});
