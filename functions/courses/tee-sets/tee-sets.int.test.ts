import { describe, expect, it } from 'vitest';
import { courseSchema, type Course } from '#shared/schemas/course';
import { teeSetHistorySchema, teeSetListSchema, teeSetSchema } from '#shared/scorecards/tee-set';
import { apiFetch, getItem, signIn } from '../../../scripts/local/testing';
import { teeSetKeys } from '../../data/keys/tee-set-keys';
import { freshEmail } from '../../lib/testing/stack-helpers';
import { TEE_SET_CHANGED_MESSAGE } from '../routes/put-tee-set';

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const INDEXES = [3, 11, 17, 7, 1, 13, 15, 9, 5, 4, 12, 18, 8, 2, 14, 16, 10, 6];
const holes = () =>
  PARS.map((par, i) => ({ hole: i + 1, par, strokeIndex: INDEXES[i] ?? null, yardage: 350 + i * 10 }));
const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Blue',
  colour: 'blue',
  holes: holes(),
  men: { courseRating: 71.9, slope: 129 },
  women: null,
  expectedVersion: null,
  ...overrides,
});

/** A course of par 72 of the test's own, so no other test's tee sets meet this one's. */
async function customCourse(cookie: string): Promise<Course> {
  const response = await apiFetch('/api/courses', {
    method: 'POST',
    cookie,
    body: {
      name: `Tee Test ${Math.random().toString(36).slice(2, 10)}`,
      city: 'Bend',
      country: 'United States',
      par: 72,
    },
  });
  expect(response.status).toBe(201);
  return courseSchema.parse(await response.json());
}

const put = (cookie: string | undefined, courseId: string, teeSetId: string, payload: unknown) =>
  apiFetch(`/api/courses/${courseId}/tee-sets/${teeSetId}`, { method: 'PUT', cookie, body: payload });

describe('tee sets entered by golfers', () => {
  it('a golfer enters a tee set, another edits it, and the history says who, when and what', async () => {
    const first = await signIn(freshEmail());
    const second = await signIn(freshEmail());
    const course = await customCourse(first.cookie);

    const empty = await apiFetch(`/api/courses/${course.id}/tee-sets`, { cookie: second.cookie });
    expect(teeSetListSchema.parse(await empty.json()).teeSets).toEqual([]);

    const created = await put(first.cookie, course.id, 'blue', body());
    expect(created.status).toBe(201);
    expect(teeSetSchema.parse(await created.json())).toMatchObject({ version: 1, par: 72, source: 'golfer' });

    const edited = await put(second.cookie, course.id, 'blue', {
      ...body({ expectedVersion: 1 }),
      holes: holes().map((h) => (h.hole === 7 ? { ...h, yardage: 180 } : h)),
    });
    expect(edited.status).toBe(200);

    const listed = teeSetListSchema.parse(
      await (await apiFetch(`/api/courses/${course.id}/tee-sets`, { cookie: first.cookie })).json(),
    );
    expect(listed.teeSets).toHaveLength(1);
    expect(listed.teeSets[0]?.holes[6]?.yardage).toBe(180);

    const history = teeSetHistorySchema.parse(
      await (
        await apiFetch(`/api/courses/${course.id}/tee-sets/blue/history`, { cookie: first.cookie })
      ).json(),
    );
    expect(history.changes.map((change) => [change.version, change.by, change.changes])).toEqual([
      [2, 'a golfer', ['Hole 7: yardage 410 → 180']],
      [1, 'you', ['Entered 18 holes']],
    ]);
  });

  it('refuses a save over a version another golfer changed since (409), writing nothing', async () => {
    const { cookie } = await signIn(freshEmail());
    const course = await customCourse(cookie);
    expect((await put(cookie, course.id, 'white', body({ name: 'White' }))).status).toBe(201);
    expect((await put(cookie, course.id, 'white', body({ name: 'White', expectedVersion: 1 }))).status).toBe(
      200,
    );
    const before = await getItem(teeSetKeys.teeSet(course.id, 'white'));
    const stale = await put(cookie, course.id, 'white', body({ name: 'White', expectedVersion: 1 }));
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toBe(TEE_SET_CHANGED_MESSAGE);
    expect(await getItem(teeSetKeys.teeSet(course.id, 'white'))).toEqual(before);
    expect(await getItem(teeSetKeys.change(course.id, 'white', 3))).toBeUndefined();
  });

  it('refuses pars that do not add up to the course par, and a stroke index used twice (400, nothing written)', async () => {
    const { cookie } = await signIn(freshEmail());
    const course = await customCourse(cookie);
    const wrongPar = await put(cookie, course.id, 'red', {
      ...body({ name: 'Red' }),
      holes: holes().map((h) => (h.hole === 1 ? { ...h, par: 5 } : h)),
    });
    expect(wrongPar.status).toBe(400);
    expect(((await wrongPar.json()) as { message: string }).message).toBe(
      'The pars add up to 73, but this course’s par is 72: check each hole’s par',
    );
    const twice = await put(cookie, course.id, 'red', {
      ...body({ name: 'Red' }),
      holes: holes().map((h) => (h.hole === 2 ? { ...h, strokeIndex: 3 } : h)),
    });
    expect(twice.status).toBe(400);
    expect(((await twice.json()) as { message: string }).message).toMatch(
      /Stroke index 3 is on hole 1 and on hole 2/,
    );
    expect(await getItem(teeSetKeys.teeSet(course.id, 'red'))).toBeUndefined();
    expect(await getItem(teeSetKeys.change(course.id, 'red', 1))).toBeUndefined();
  });

  it('answers 404 for a course that does not exist and for the history of a tee set it does not have', async () => {
    const { cookie } = await signIn(freshEmail());
    expect((await apiFetch('/api/courses/no-such-course-xyz/tee-sets', { cookie })).status).toBe(404);
    expect((await put(cookie, 'no-such-course-xyz', 'blue', body())).status).toBe(404);
    const course = await customCourse(cookie);
    expect((await apiFetch(`/api/courses/${course.id}/tee-sets/gold/history`, { cookie })).status).toBe(404);
  });

  it('answers 401 without a session, before reading anything', async () => {
    expect((await apiFetch('/api/courses/pebble-beach-golf-links/tee-sets', {})).status).toBe(401);
    expect((await put(undefined, 'pebble-beach-golf-links', 'blue', body())).status).toBe(401);
  });
});
