import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNKNOWN_COUNTRY_MESSAGE } from '../geo/countries';
import { describeValidationError } from './api-error';
import { architectYearMessage, PAR_MESSAGE } from './course';
import { createCourseSchema } from './course-requests';

const course = { name: 'Home Nine', city: 'Bend' };

describe('a custom course country', () => {
  it.each([
    ['USA', 'United States'],
    ['US', 'United States'],
    ['United States of America', 'United States'],
    ['UK', 'United Kingdom'],
    ['scotland', 'Scotland'],
    ['Kenya', 'Kenya'],
  ])("is stored in the catalog's spelling: %j -> %j", (country, stored) => {
    expect(createCourseSchema.parse({ ...course, country }).country).toBe(stored);
  });

  it('refuses a country that is not in the list, saying what to do', () => {
    const result = createCourseSchema.safeParse({ ...course, country: 'Narnia' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(describeValidationError(result.error)).toEqual({
      message: UNKNOWN_COUNTRY_MESSAGE,
      fieldErrors: { country: UNKNOWN_COUNTRY_MESSAGE },
    });
    expect(UNKNOWN_COUNTRY_MESSAGE).toBe('Choose a country from the list, like Scotland or United States');
  });

  it('keeps the one required message for an empty country', () => {
    const result = createCourseSchema.safeParse({ ...course, country: '  ' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(describeValidationError(result.error).fieldErrors).toEqual({
      country: 'Please fill in course name, city, and country.',
    });
  });
});

describe("a custom course's architect year", () => {
  afterEach(() => vi.useRealTimers());

  it.each([1500, 2028])('refuses %i, naming the actual bounds', (architectYear) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
    const result = createCourseSchema.safeParse({ ...course, country: 'Kenya', architectYear });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(describeValidationError(result.error).fieldErrors).toEqual({
      architectYear: 'Year must be between 1700 and 2027',
    });
  });

  it('accepts next year, and moves the bound on at New Year without a reload', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-31T23:00:00Z'));
    expect(createCourseSchema.safeParse({ ...course, country: 'Kenya', architectYear: 2028 }).success).toBe(
      false,
    );
    vi.setSystemTime(new Date('2027-01-01T01:00:00Z'));
    expect(createCourseSchema.parse({ ...course, country: 'Kenya', architectYear: 2028 }).architectYear).toBe(
      2028,
    );
    expect(architectYearMessage()).toBe('Year must be between 1700 and 2028');
  });
});

describe('createCourseSchema par', () => {
  const course = { name: 'Nine Links', city: 'Dornoch', country: 'Scotland' };
  it('takes a 9-hole course (par 27 to 40) or an 18-hole one (54 to 76), nothing between', () => {
    expect(createCourseSchema.parse({ ...course, par: 34 }).par).toBe(34);
    expect(createCourseSchema.parse({ ...course, par: 27 }).par).toBe(27);
    expect(createCourseSchema.parse({ ...course, par: 72 }).par).toBe(72);
    for (const par of [26, 41, 53, 77]) {
      expect(createCourseSchema.safeParse({ ...course, par }).error?.issues[0]?.message).toBe(PAR_MESSAGE);
    }
  });
});

describe('a custom course rating', () => {
  const rated = (par: number, courseRating: number) =>
    createCourseSchema.safeParse({ ...course, country: 'United States', par, courseRating });
  const messageOf = (result: ReturnType<typeof rated>) =>
    result.success ? null : result.error.issues.find((issue) => issue.path[0] === 'courseRating')?.message;

  it('takes a 9-hole rating for a 9-hole course: par 36 rated 35.6, a par-3 nine (27) rated 27.4', () => {
    expect(rated(36, 35.6).success).toBe(true);
    expect(rated(27, 27.4).success).toBe(true);
  });

  it('refuses an 18-hole rating on a 9-hole course, and a 9-hole one on an 18-hole course, saying which it takes', () => {
    expect(messageOf(rated(36, 71.2))).toBe(
      'A 9-hole course takes its 9-hole course rating, from 25 to 40, like 35.6',
    );
    expect(messageOf(rated(72, 35.6))).toBe('Course rating must be between 65 and 80');
    expect(rated(72, 72.4).success).toBe(true);
  });

  it('says so beside another mistake, all at once', () => {
    const result = createCourseSchema.safeParse({
      ...course,
      country: 'United States',
      courseRating: 81,
      slopeRating: 54,
    });
    expect(result.success).toBe(false);
    expect(messageOf(result)).toBe('Course rating must be between 65 and 80');
  });
});
