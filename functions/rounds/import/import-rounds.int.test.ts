import { describe, expect, it } from 'vitest';
import {
  extraCellsMessage,
  importCourseLimitMessage,
  IMPORT_ROW_OVER_COURSE_LIMIT_MESSAGE,
  importRoundsResponseSchema,
} from '#shared/rounds/csv-import';
import { courseIdentityKey } from '#shared/courses/normalize';
import { COURSES_PER_DAY_LIMIT } from '#shared/schemas/course';
import { FUTURE_DATE_MESSAGE, roundListResponseSchema, SCORE_MESSAGE } from '#shared/schemas/round';
import { apiFetch, getItem, signIn } from '../../../scripts/local/testing';
import { courseKeys } from '../../data/keys/course-keys';
import { freshEmail } from '../../lib/testing/stack-helpers';

const pebbleRow = {
  courseName: 'Pebble Beach Golf Links',
  courseCity: 'Pebble Beach',
  courseCountry: 'USA',
  playedAt: '2023-06-02',
  score: 91,
  holes: 18,
};

async function importRows(cookie: string, rows: unknown[]) {
  return apiFetch('/api/rounds/import', { method: 'POST', cookie, body: { rows } });
}

async function listRounds(cookie: string) {
  const response = await apiFetch('/api/rounds?limit=100', { cookie });
  return roundListResponseSchema.parse(await response.json()).rounds;
}

describe('POST /api/rounds/import', () => {
  it('imports rows with catalog and new custom courses, and the same file again adds nothing', async () => {
    const { cookie } = await signIn(freshEmail());
    const city = `Importville ${Date.now()}`;
    const rows = [
      pebbleRow,
      { ...pebbleRow, playedAt: '2023-06-03', score: 44, holes: 9, comments: 'Back nine only' },
      {
        courseName: 'Sandy Hollow Links',
        courseCity: city,
        courseCountry: 'Scotland',
        playedAt: '2022-09-10',
        score: 80,
      },
    ];

    const first = importRoundsResponseSchema.parse(await (await importRows(cookie, rows)).json());
    expect(first).toMatchObject({ imported: 3, duplicates: 0, coursesCreated: 1 });
    const again = importRoundsResponseSchema.parse(await (await importRows(cookie, rows)).json());
    expect(again).toMatchObject({ imported: 0, duplicates: 3, coursesCreated: 0 });

    const rounds = await listRounds(cookie);
    expect(rounds).toHaveLength(3);
    const nine = rounds.find((round) => round.holes === 9);
    expect(nine).toMatchObject({ courseId: 'pebble-beach-golf-links', par: 36, comments: 'Back nine only' });
    expect(rounds.find((round) => round.course?.city === city)?.course?.name).toBe('Sandy Hollow Links');
  });

  it('with dryRun, says per row what an import would do and writes nothing', async () => {
    const { cookie } = await signIn(freshEmail());
    const city = `Previewville ${Date.now()}`;
    const unknownCourse = {
      courseName: 'Dune Preview Links',
      courseCity: city,
      courseCountry: 'Scotland',
      playedAt: '2022-09-10',
      score: 80,
    };
    expect((await importRows(cookie, [pebbleRow])).status).toBe(200);
    const preview = async (rows: unknown[]) => {
      const response = await apiFetch('/api/rounds/import', {
        method: 'POST',
        cookie,
        body: { rows, dryRun: true },
      });
      expect(response.status).toBe(200);
      return importRoundsResponseSchema.parse(await response.json());
    };

    const verdict = await preview([pebbleRow, unknownCourse, unknownCourse, { ...pebbleRow, score: 90 }]);
    expect(verdict).toMatchObject({ imported: 0, duplicates: 2, coursesCreated: 1 });
    expect(verdict.results.map((result) => result.status)).toEqual([
      'duplicate',
      'ready',
      'duplicate',
      'ready',
    ]);
    // Nothing was written: still the one imported round, and the unknown course was not created.
    expect(await listRounds(cookie)).toHaveLength(1);
    expect((await preview([unknownCourse])).coursesCreated).toBe(1);

    const bad = await apiFetch('/api/rounds/import', {
      method: 'POST',
      cookie,
      body: { rows: [pebbleRow], dryRun: 'yes' },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      message: expect.stringContaining('dryRun must be true or false'),
    });
  });

  it("creates a new course in its country's catalog spelling and records how it was placed", async () => {
    const { cookie } = await signIn(freshEmail());
    const city = `Aliasville ${Date.now()}`;
    const row = {
      courseName: 'Alias Dunes',
      courseCity: city,
      courseCountry: 'UK',
      playedAt: '2024-04-01',
      score: 85,
    };
    const result = importRoundsResponseSchema.parse(await (await importRows(cookie, [row])).json());
    expect(result).toMatchObject({ imported: 1, coursesCreated: 1 });
    const course = (await listRounds(cookie))[0]?.course;
    expect(course).toMatchObject({ name: 'Alias Dunes', country: 'United Kingdom' });
    const stored = await apiFetch(`/api/courses/${(await listRounds(cookie))[0]?.courseId}`, { cookie });
    expect(await stored.json()).toMatchObject({
      country: 'United Kingdom',
      placement: { method: 'country', place: 'United Kingdom' },
    });
  });

  it('refuses a new course in an unknown country (the dry run says which row), writing nothing', async () => {
    const { cookie } = await signIn(freshEmail());
    const city = `Narniaville ${Date.now()}`;
    const narnia = {
      courseName: 'Lantern Waste Links',
      courseCity: city,
      courseCountry: 'Narnia',
      playedAt: '2024-04-02',
      score: 88,
    };
    const message =
      '"Narnia" is not a country Fescue knows. Choose a country from the list, like Scotland or United States.';

    const dryRun = await apiFetch('/api/rounds/import', {
      method: 'POST',
      cookie,
      body: { rows: [pebbleRow, narnia], dryRun: true },
    });
    expect(dryRun.status).toBe(200);
    const verdict = importRoundsResponseSchema.parse(await dryRun.json());
    expect(verdict.coursesCreated).toBe(0);
    expect(verdict.results).toEqual([
      { status: 'ready', roundId: expect.any(String) },
      { status: 'refused', roundId: '', message },
    ]);

    const response = await importRows(cookie, [pebbleRow, narnia]);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: `Lantern Waste Links (${city}): ${message}`,
      fieldErrors: { 'rows.1.courseCountry': message },
    });
    expect(await listRounds(cookie)).toHaveLength(0);
  });

  it('imports a row at a course already in Fescue whatever its country says (an export read back)', async () => {
    const { cookie } = await signIn(freshEmail());
    const result = await importRows(cookie, [{ ...pebbleRow, courseCountry: 'Not A Country' }]);
    expect(result.status).toBe(200);
    expect(importRoundsResponseSchema.parse(await result.json())).toMatchObject({
      imported: 1,
      coursesCreated: 0,
    });
  });

  it('skips a row matching a round logged by hand (same course, date, score and holes)', async () => {
    const { cookie } = await signIn(freshEmail());
    const created = await apiFetch('/api/rounds', {
      method: 'POST',
      cookie,
      body: { courseId: 'pebble-beach-golf-links', score: 91, playedAt: '2023-06-02' },
    });
    expect(created.status).toBe(201);
    const result = importRoundsResponseSchema.parse(await (await importRows(cookie, [pebbleRow])).json());
    expect(result).toMatchObject({ imported: 0, duplicates: 1 });
    expect(await listRounds(cookie)).toHaveLength(1);
  });

  it('answers 400 with per-row errors and writes nothing when any row is bad', async () => {
    const { cookie } = await signIn(freshEmail());
    const response = await importRows(cookie, [
      pebbleRow,
      { ...pebbleRow, score: 300 },
      { ...pebbleRow, courseCity: '', playedAt: 'yesterday' },
    ]);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fieldErrors: Record<string, string> };
    expect(body.fieldErrors).toMatchObject({
      'rows.1.score': SCORE_MESSAGE,
      'rows.2.courseCity': 'Please fill in course name, city, and country.',
      'rows.2.playedAt': 'Date played must be a date like 2024-01-05',
    });
    expect(await listRounds(cookie)).toHaveLength(0);
  });

  it('refuses a row with text past the CSV header’s last column as the preview does, and takes one without', async () => {
    const { cookie } = await signIn(freshEmail());
    const refused = await importRows(cookie, [pebbleRow, { ...pebbleRow, extraCells: ['Bob'] }]);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      'rows.1.extraCells': extraCellsMessage(['Bob']),
    });
    expect(await listRounds(cookie)).toHaveLength(0);
    const taken = await importRows(cookie, [{ ...pebbleRow, extraCells: [] }]);
    expect(taken.status).toBe(200);
    expect(await listRounds(cookie)).toHaveLength(1);
  });

  it('never attaches a photo from an imported row (attack: a CSV naming an unchecked object or another golfer’s)', async () => {
    const golfer = await signIn(freshEmail());
    const other = await signIn(freshEmail());
    const ownKey = `uploads/${golfer.userId}/01JD8X2YQ3M4N5P6R7S8T9V0WX.png`;
    const theirKey = `uploads/${other.userId}/01JD8X2YQ3M4N5P6R7S8T9V0WX.png`;
    const response = await importRows(golfer.cookie, [
      { ...pebbleRow, imageUrl: ownKey },
      { ...pebbleRow, playedAt: '2023-06-03', imageUrl: `/${theirKey}` },
    ]);
    // The row schema has no photo column: the field is dropped (or, were rows ever strict, refused whole).
    expect([200, 400]).toContain(response.status);
    expect((await listRounds(golfer.cookie)).filter((round) => round.imageUrl !== null)).toEqual([]);
  });

  it('refuses a row dated 2099-01-01 by the same rule as POST /api/rounds, with a row-level message', async () => {
    const { cookie } = await signIn(freshEmail());
    const response = await importRows(cookie, [pebbleRow, { ...pebbleRow, playedAt: '2099-01-01' }]);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; fieldErrors: Record<string, string> };
    expect(body.fieldErrors).toEqual({ 'rows.1.playedAt': FUTURE_DATE_MESSAGE });
    expect(await listRounds(cookie)).toHaveLength(0);
  });

  it.each([
    ['hex text "0x50"', '0x50'],
    ['a list [80]', [80]],
    ['exponent text "1e2"', '1e2'],
  ])('refuses a row whose score is smuggled in as %s, writing nothing', async (_attack, score) => {
    const { cookie } = await signIn(freshEmail());
    const response = await importRows(cookie, [{ ...pebbleRow, score }]);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      'rows.0.score': SCORE_MESSAGE,
    });
    expect(await listRounds(cookie)).toHaveLength(0);
  });

  it('imports a round played before 1970 (its derived id once threw: a 500)', async () => {
    const { cookie } = await signIn(freshEmail());
    const response = await importRows(cookie, [{ ...pebbleRow, playedAt: '1965-07-10' }]);
    expect(response.status).toBe(200);
    expect(importRoundsResponseSchema.parse(await response.json())).toMatchObject({ imported: 1 });
    expect((await listRounds(cookie)).map((round) => round.playedAt)).toEqual(['1965-07-10']);
  });

  it('counts the courses it creates against the daily limit: 429 writing nothing, a preview holding back the rest', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    for (let index = 0; index < COURSES_PER_DAY_LIMIT - 1; index += 1) {
      const created = await apiFetch('/api/courses', {
        method: 'POST',
        cookie,
        body: { name: `Import Limit ${index} ${userId}`, city: 'Floodville', country: 'Wales' },
      });
      expect(created.status).toBe(201);
    }
    const city = `Limitville ${Date.now()}`;
    const newCourse = (name: string) => ({
      ...pebbleRow,
      courseName: name,
      courseCity: city,
      courseCountry: 'Wales',
    });
    const rows = [newCourse('First New Links'), newCourse('Second New Links'), pebbleRow];

    const refused = await importRows(cookie, rows);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ message: importCourseLimitMessage(2, 1) });
    expect(await listRounds(cookie)).toHaveLength(0);
    expect(await getItem(courseKeys.nameClaim(courseIdentityKey('First New Links', city)))).toBeUndefined();

    const preview = await apiFetch('/api/rounds/import', {
      method: 'POST',
      cookie,
      body: { rows, dryRun: true },
    });
    expect(importRoundsResponseSchema.parse(await preview.json())).toMatchObject({
      coursesCreated: 1,
      results: [
        { status: 'ready' },
        { status: 'refused', message: IMPORT_ROW_OVER_COURSE_LIMIT_MESSAGE },
        { status: 'ready' },
      ],
    });
    // What the dialog then sends: the rows the preview did not hold back.
    const imported = await importRows(cookie, [rows[0], rows[2]]);
    expect(importRoundsResponseSchema.parse(await imported.json())).toMatchObject({
      imported: 2,
      coursesCreated: 1,
    });
    expect(
      await getItem(courseKeys.coursesAdded(userId, new Date().toISOString().slice(0, 10))),
    ).toMatchObject({
      count: COURSES_PER_DAY_LIMIT,
    });
  });

  it('answers 400 for more than 100 rows and 401 without a session', async () => {
    const { cookie } = await signIn(freshEmail());
    expect(
      (
        await importRows(
          cookie,
          Array.from({ length: 101 }, () => pebbleRow),
        )
      ).status,
    ).toBe(400);
    expect(
      (await apiFetch('/api/rounds/import', { method: 'POST', body: { rows: [pebbleRow] } })).status,
    ).toBe(401);
  });
});
