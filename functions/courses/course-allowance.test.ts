import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COURSE_LIMIT_MESSAGE,
  COURSES_PER_DAY_LIMIT,
  COURSE_WORDS,
  IMPORT_COURSES_PER_BATCH_LIMIT,
  IMPORT_COURSES_PER_DAY_LIMIT,
} from '#shared/schemas/course';
import { LimitReached } from '../lib/errors';
import { stubConfig } from '../lib/testing/test-config';
import {
  allowanceReached,
  countCourseAddition,
  countImportedCourse,
  courseAllowanceItems,
  courseLimitReached,
  secondsUntilNextUtcDay,
} from './course-allowance';

beforeEach(() => stubConfig());
afterEach(() => vi.unstubAllEnvs());

describe('the daily course allowance', () => {
  it.each([
    ['2026-03-10T00:00:00.000Z', 86_400],
    ['2026-03-10T12:00:00.000Z', 43_200],
    ['2026-03-10T23:59:59.500Z', 1],
    ['2026-12-31T23:00:00.000Z', 3_600],
  ])('renews at the next 00:00 UTC: from %s, Retry-After is %d s', (now, seconds) => {
    expect(secondsUntilNextUtcDay(new Date(now))).toBe(seconds);
  });

  it('refuses with a 429 that says the limit and when to try again', () => {
    const error = courseLimitReached(new Date('2026-03-10T22:00:00Z'));
    expect(error).toBeInstanceOf(LimitReached);
    expect(error).toMatchObject({ reason: 'courses-per-day', retryAfterSeconds: 7_200 });
    expect(COURSE_WORDS[error.reason]).toBe(COURSE_LIMIT_MESSAGE);
    expect(COURSE_LIMIT_MESSAGE).toBe('You can add up to 10 courses a day. Try again after 00:00 UTC.');
  });

  it("counts on the golfer's counter for the UTC day with a conditional ADD, expiring a day after the day ends", () => {
    const now = new Date('2026-03-10T23:30:00+05:00'); // 18:30 UTC on the 10th
    const { Update } = countCourseAddition({ userId: 'golfer-1', now });
    expect(Update).toMatchObject({
      Key: { pk: 'USER#golfer-1', sk: 'COURSESADDED#2026-03-10' },
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
    });
    expect(Update?.UpdateExpression).toContain('ADD #count :one');
    expect(Update?.ExpressionAttributeValues).toMatchObject({
      ':one': 1,
      ':limit': COURSES_PER_DAY_LIMIT,
      ':expiresAt': Date.parse('2026-03-12T00:00:00Z') / 1000,
    });
  });
});

describe("an import's own course allowance", () => {
  it('counts a course an import creates on its batch and its day, not on the daily ten', () => {
    const now = new Date('2026-03-10T18:30:00Z');
    const { items, refusals } = courseAllowanceItems({ userId: 'golfer-1', now, importBatchId: 'b1' });
    expect(items.map((item) => item.Update?.Key)).toEqual([
      { pk: 'USER#golfer-1', sk: 'IMPORTBATCHCOURSES#b1' },
      { pk: 'USER#golfer-1', sk: 'IMPORTCOURSESADDED#2026-03-10' },
    ]);
    expect(items.map((item) => item.Update?.ExpressionAttributeValues?.[':limit'])).toEqual([
      IMPORT_COURSES_PER_BATCH_LIMIT,
      IMPORT_COURSES_PER_DAY_LIMIT,
    ]);
    expect(items.every((item) => item.Update?.ConditionExpression?.includes('#count < :limit'))).toBe(true);
    expect(refusals).toEqual(['imported-courses-per-batch', 'imported-courses-per-day']);
    expect(countImportedCourse({ userId: 'golfer-1', now }, 'b1')).toEqual(items);
  });

  it('keeps a course added by hand on the daily ten', () => {
    const now = new Date('2026-03-10T18:30:00Z');
    const { items, refusals } = courseAllowanceItems({ userId: 'golfer-1', now });
    expect(items).toEqual([countCourseAddition({ userId: 'golfer-1', now })]);
    expect(refusals).toEqual(['courses-per-day']);
  });

  it('refuses with words for each bound', () => {
    const error = allowanceReached('imported-courses-per-batch', new Date('2026-03-10T22:00:00Z'));
    expect(error).toMatchObject({ reason: 'imported-courses-per-batch' });
    expect(COURSE_WORDS[error.reason]).toContain('300 new courses');
    expect(COURSE_WORDS['imported-courses-per-day']).toContain('500 new courses a day');
  });
});
