import { describe, expect, it } from 'vitest';
import {
  createRoundSchema,
  FUTURE_DATE_MESSAGE,
  latestPlayedAt,
  MISSING_COURSE_MESSAGE,
  SCORE_MESSAGE,
  updateRoundSchema,
} from './round';

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

  it.each([24, 151, 80.5, 'abc'])('refuses score %s with the spec message', (score) => {
    expect(messages(createRoundSchema.safeParse({ courseId: 'a', score }))).toEqual({ score: SCORE_MESSAGE });
  });

  it('defaults holes and round type, trims text to null, cuts a timestamp to its date, drops userId', () => {
    const round = createRoundSchema.parse({
      courseId: 'pebble-beach-golf-links',
      score: '88',
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
