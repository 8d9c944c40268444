import { describe, expect, it } from 'vitest';
import { FUTURE_DATE_MESSAGE, SCORE_MESSAGE, type Round } from '../schemas/round';
import { CSV_HEADERS, roundToCsvRow, stateFromLocation } from './csv-columns';
import {
  csvRecordToImportInput,
  extraCellsMessage,
  importRoundRowSchema,
  roundImportKey,
} from './csv-import';

const round = {
  id: '01HZZZZZZZZZZZZZZZZZZZZZZZ',
  userId: 'u1',
  courseId: 'pebble-beach-golf-links',
  score: 88,
  par: 72,
  holes: 18,
  playedAt: '2024-05-01',
  roundType: 'Tournament',
  roundCourseType: null,
  roundArchitect: null,
  favoriteHole: 7,
  comments: 'Windy, "brutal" 18th',
  reviewComments: null,
  notes: null,
  tees: 'Blue',
  conditions: null,
  playingPartners: null,
  imageUrl: null,
  overallExperience: 5,
  architectureDesign: null,
  landscapeScenery: null,
  courseCondition: null,
  serviceHospitality: null,
  amenitiesClubhouse: null,
  challengeValue: null,
  exclusivityPrivacy: null,
  valuePricing: null,
  ratingTags: [],
  ratingComments: null,
  ratingShared: false,
  sharedToCommunity: false,
  createdAt: '2024-05-01T10:00:00Z',
  updatedAt: '2024-05-01T10:00:00Z',
  course: {
    id: 'pebble-beach-golf-links',
    name: 'Pebble Beach Golf Links',
    location: 'Pebble Beach, CA, USA',
    imageUrl: null,
    userRating: 0,
    city: 'Pebble Beach',
    country: 'USA',
    architect: null,
    courseType: 'resort',
  },
} satisfies Round;

describe('rounds CSV', () => {
  it('reads an exported row back as the same round (course by name, city, state and country)', () => {
    const record = Object.fromEntries(CSV_HEADERS.map((header, i) => [header, roundToCsvRow(round)[i]]));
    const row = importRoundRowSchema.parse(csvRecordToImportInput(record));
    expect(row).toMatchObject({
      courseName: 'Pebble Beach Golf Links',
      courseCity: 'Pebble Beach',
      courseState: 'CA',
      // A country Fescue knows is read in the catalog's spelling.
      courseCountry: 'United States',
      playedAt: '2024-05-01',
      score: 88,
      par: 72,
      holes: 18,
      roundType: 'Tournament',
      favoriteHole: 7,
      comments: 'Windy, "brutal" 18th',
      tees: 'Blue',
      overallExperience: 5,
    });
  });

  it('matches headers loosely and reports bad cells with the add-round messages', () => {
    const input = csvRecordToImportInput({
      course_name: 'Old Course',
      city: 'St Andrews',
      country: 'Scotland',
      'date played': '2019-07-04',
      score: 'ninety',
      holes: '12',
      unknown: 'ignored',
    });
    expect(input).toEqual({
      courseName: 'Old Course',
      courseCity: 'St Andrews',
      courseCountry: 'Scotland',
      playedAt: '2019-07-04',
      score: 'ninety',
      holes: 12,
    });
    const result = importRoundRowSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a valid golf score between 25 and 150 (supports 9 and 18 hole rounds)',
      'Holes must be 9 or 18',
    ]);
  });

  it('turns only plain decimal cells into numbers: a "0x50" or "1e2" score stays text and is refused', () => {
    const cells = (score: string) => csvRecordToImportInput({ 'Course Name': 'Old Course', Score: score });
    expect(cells(' 80 ')).toMatchObject({ score: 80 });
    for (const smuggled of ['0x50', '1e2', 'Infinity', 'NaN', '8 0']) {
      expect(cells(smuggled), smuggled).toMatchObject({ score: smuggled });
      const result = importRoundRowSchema.safeParse({
        ...cells(smuggled),
        courseCity: 'X',
        courseCountry: 'Y',
      });
      expect(result.error?.issues.find((issue) => issue.path[0] === 'score')?.message, smuggled).toBe(
        SCORE_MESSAGE,
      );
    }
  });

  it('drops empty cells past the last column and refuses a row with text there', () => {
    const record = { 'Course Name': 'Old Course', City: 'St Andrews', Country: 'UK' };
    const cells = { ...record, 'Date Played': '2024-05-02', Score: '80' };
    expect(csvRecordToImportInput(cells, ['', '  '])).not.toHaveProperty('extraCells');
    expect(importRoundRowSchema.safeParse(csvRecordToImportInput(cells, ['', ' '])).success).toBe(true);

    const input = csvRecordToImportInput(cells, ['', ' Bob ', 'x'.repeat(40), '4', '5']);
    expect(input.extraCells).toEqual(['Bob', 'x'.repeat(40), '4', '5']);
    const result = importRoundRowSchema.safeParse(input);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['extraCells', extraCellsMessage(['Bob', 'x'.repeat(40), '4', '5'])],
    ]);
    expect(extraCellsMessage(['Bob', 'x'.repeat(40), '4', '5'])).toContain(
      `("Bob", "${'x'.repeat(29)}…", "4" and 1 more past the last one)`,
    );
  });

  it('reads a cell that is not text as empty instead of throwing', () => {
    expect(csvRecordToImportInput({ Score: ['80'], Notes: 3, City: 'X' }, [['a'], 7])).toEqual({
      courseCity: 'X',
    });
  });

  it('refuses a date in the future by the same rule as POST /api/rounds', () => {
    const result = importRoundRowSchema.safeParse({
      courseName: 'Old Course',
      courseCity: 'St Andrews',
      courseCountry: 'Scotland',
      playedAt: '2099-01-01',
      score: 80,
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['playedAt', FUTURE_DATE_MESSAGE],
    ]);
  });

  it('takes the state only from a "City, State, Country" location', () => {
    expect(stateFromLocation('Pebble Beach, CA, USA', 'Pebble Beach', 'USA')).toBe('CA');
    expect(stateFromLocation('St Andrews, Scotland', 'St Andrews', 'Scotland')).toBe('');
  });

  it('keys a round by course, date, score and holes', () => {
    expect(roundImportKey(round)).toBe('pebble-beach-golf-links|2024-05-01|88|18');
  });
});

describe('an imported row’s country', () => {
  const row = {
    courseName: 'Somewhere Links',
    courseCity: 'Somewhere',
    playedAt: '2024-05-01',
    score: 80,
  };

  it("is put in the catalog's spelling when Fescue knows it", () => {
    expect(importRoundRowSchema.parse({ ...row, courseCountry: 'uk' }).courseCountry).toBe('United Kingdom');
  });

  it('is kept as written otherwise: only a course the import creates needs a known country', () => {
    expect(importRoundRowSchema.parse({ ...row, courseCountry: 'Narnia' }).courseCountry).toBe('Narnia');
  });
});
