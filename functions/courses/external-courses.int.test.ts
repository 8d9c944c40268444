import { teeSetListSchema } from '#shared/scorecards/tee-set';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_LIMIT_MESSAGE, COURSES_PER_DAY_LIMIT, courseSchema } from '#shared/schemas/course';
import {
  externalAddResponseSchema,
  externalSearchResponseSchema,
  externalStatusResponseSchema,
  externalUnavailableSchema,
} from '#shared/schemas/external-course';
import { FAKE_RETRY_AFTER_SECONDS } from '../../scripts/local/fake-golf-course-api';
import { signInOverHttp } from '../../scripts/local/sign-in-driver';
import { startLocalStack, type LocalStack } from '../../scripts/local/stack';
import { apiFetch, getItem, signIn } from '../../scripts/local/testing';
import { courseIdentityKey } from '#shared/courses/normalize';
import { courseKeys } from '../data/keys/course-keys';
import { externalCourseKeys } from '../data/keys/external-course-keys';
import { freshEmail } from '../lib/testing/stack-helpers';
import {
  BUSY_MESSAGE,
  KEY_REFUSED_MESSAGE,
  NOT_CONFIGURED_MESSAGE,
  TIMEOUT_MESSAGE,
  UPSTREAM_FAILED_MESSAGE,
} from './external/external-course-errors';
import { EXTERNAL_COURSE_NOT_FOUND_MESSAGE } from './external/external-course-errors';

// The global stack runs the fake GolfCourseAPI (scripts/local/fake-golf-course-api.ts) with a local key.

let cookie: string;
beforeAll(async () => {
  ({ cookie } = await signIn(freshEmail('worldwide')));
});

/** `session` null: no cookie at all. */
const search = (query: string | undefined, session: string | null = cookie) =>
  apiFetch(
    `/api/external-courses/search${query === undefined ? '' : `?query=${encodeURIComponent(query)}`}`,
    session ? { cookie: session } : {},
  );
const add = (externalId: string, session: string | null = cookie) =>
  apiFetch(`/api/external-courses/${externalId}/add`, {
    method: 'POST',
    ...(session ? { cookie: session } : {}),
  });

describe('GET /api/external-courses/status', () => {
  it('says worldwide search is configured where the server has a key', async () => {
    const response = await apiFetch('/api/external-courses/status', { cookie });
    expect(response.status).toBe(200);
    expect(externalStatusResponseSchema.parse(await response.json())).toEqual({ configured: true });
  });

  it('answers 401 without a session', async () => {
    expect((await apiFetch('/api/external-courses/status')).status).toBe(401);
  });
});

describe('GET /api/external-courses/search', () => {
  it('returns the courses GolfCourseAPI finds', async () => {
    const response = await search('Bethpage');
    expect(response.status).toBe(200);
    const { courses } = externalSearchResponseSchema.parse(await response.json());
    expect(courses.map(({ id, course_name }) => [id, course_name])).toEqual([
      ['10101', 'Black'],
      ['10102', 'Red'],
    ]);
    expect(courses[0]?.tees.male?.[0]).toMatchObject({
      tee_name: 'Black',
      course_rating: 77.5,
      slope_rating: 155,
    });
  });

  it('marks each course the catalog already holds (its name in its city) with that course, others null', async () => {
    const hits = async (query: string) =>
      externalSearchResponseSchema.parse(await (await search(query)).json()).courses;
    expect((await hits('Bethpage')).map((hit) => [hit.id, hit.fescueCourseId])).toEqual([
      ['10101', 'bethpage-black'],
      ['10102', 'bethpage-state-park-red'],
    ]);
    expect((await hits('pebble')).find((hit) => hit.id === '10401')?.fescueCourseId).toBe(
      'pebble-beach-golf-links',
    );
    // Dyker Beach is added only by a later test (this file runs in order).
    await expectNotInCatalog('Dyker Beach Golf Course', 'Brooklyn');
    expect((await hits('Dyker')).map((hit) => hit.fescueCourseId)).toEqual([null]);
  });

  it('answers 400 under 3 characters, and without a query', async () => {
    for (const query of ['ab', '  a  ', undefined]) {
      const response = await search(query);
      expect(response.status, String(query)).toBe(400);
      expect((await response.json()) as unknown, String(query)).toMatchObject({
        message: 'Type at least 3 characters to search worldwide',
      });
    }
  });

  it('answers 401 without a session', async () => {
    const response = await search('pebble', null);
    expect(response.status).toBe(401);
  });

  it.each([
    ['a refused key', 'fail-401', 502, KEY_REFUSED_MESSAGE, null],
    ['throttling', 'fail-429', 503, BUSY_MESSAGE, FAKE_RETRY_AFTER_SECONDS],
    ['an upstream error that lasts', 'fail-500', 503, UPSTREAM_FAILED_MESSAGE, null],
    ['a timeout', 'slow', 503, TIMEOUT_MESSAGE, null],
  ])(
    'answers %s with %s and a clear message, never a 500',
    async (_case, query, status, message, retryAfter) => {
      const response = await search(query);
      expect(response.status).toBe(status);
      expect(externalUnavailableSchema.parse(await response.json())).toEqual({ message, configured: true });
      expect(response.headers.get('retry-after')).toBe(retryAfter);
    },
  );

  it('gets past an upstream failure that passes (tried again), and answers the courses', async () => {
    const response = await search('flaky-503 pebble');
    expect(response.status).toBe(200);
    const { courses } = (await response.json()) as { courses: { id: string }[] };
    expect(courses.map((course) => course.id)).toEqual(['10401']);
  });
});

/** These tests create courses: should the catalog grow to hold one, pick another course of the fake. */
async function expectNotInCatalog(name: string, city: string): Promise<void> {
  const claim = await getItem(courseKeys.nameClaim(courseIdentityKey(name, city)));
  expect(claim?.courseId, `${name} is in the catalog now`).toBeUndefined();
}

describe('POST /api/external-courses/{id}/add', () => {
  it('creates the course once, then returns the existing one', async () => {
    await expectNotInCatalog('Rancho Park Golf Course', 'Los Angeles');
    const first = await add('10201');
    expect(first.status).toBe(201);
    const created = externalAddResponseSchema.parse(await first.json());
    expect(created.created).toBe(true);
    // Figures from the longest men's tee (Blue, 6,585 yards); every tee kept.
    expect(created.course).toMatchObject({
      name: 'Rancho Park Golf Course',
      city: 'Los Angeles',
      state: 'CA',
      country: 'United States',
      par: 71,
      yardage: 6585,
      courseRating: 71.8,
      slopeRating: 125,
      latitude: 34.0448,
      longitude: -118.4136,
      sourceApi: 'golfcourseapi',
    });
    expect(created.course.teeData).toHaveLength(3);
    expect(await getItem(externalCourseKeys.link('golfcourseapi', '10201'))).toMatchObject({
      courseId: created.course.id,
    });

    const again = await add('10201');
    expect(again.status).toBe(200);
    expect(externalAddResponseSchema.parse(await again.json())).toEqual({
      course: created.course,
      created: false,
    });

    const stored = await apiFetch(`/api/courses/${created.course.id}`, { cookie });
    expect(stored.status).toBe(200);
    expect(courseSchema.parse(await stored.json()).id).toBe(created.course.id);

    // The tees' holes are kept: White and Blue for men, Red for women, each hole by hole.
    const teeSets = teeSetListSchema.parse(
      await (await apiFetch(`/api/courses/${created.course.id}/tee-sets`, { cookie })).json(),
    ).teeSets;
    expect(teeSets.map((teeSet) => teeSet.name).sort()).toEqual(['Blue', 'Red', 'White']);
    const blue = teeSets.find((teeSet) => teeSet.name === 'Blue');
    expect(blue).toMatchObject({ source: 'golfcourseapi', par: 71, men: { courseRating: 71.8, slope: 125 } });
    expect(blue?.holes).toHaveLength(18);
    expect(blue?.holes[4]?.strokeIndex).toBe(1);
  });

  it('creates one course when the same external course is added twice at once', async () => {
    await expectNotInCatalog('Lincoln Park Golf Course', 'San Francisco');
    const answers = await Promise.all([add('10203'), add('10203')]);
    const bodies = await Promise.all(
      answers.map(async (response) => externalAddResponseSchema.parse(await response.json())),
    );
    expect(answers.map((response) => response.status).sort()).toEqual([200, 201]);
    expect(bodies[0]?.course.id).toBe(bodies[1]?.course.id);
  });

  it('makes the added course findable by the local search', async () => {
    await expectNotInCatalog('Presidio Golf Course', 'San Francisco');
    const { course } = externalAddResponseSchema.parse(await (await add('10202')).json());
    const response = await apiFetch('/api/courses/search?q=presidio', { cookie });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { id: string }[]).map((hit) => hit.id)).toContain(course.id);
  });

  it('places a course GolfCourseAPI gives no coordinates at its state centroid', async () => {
    await expectNotInCatalog('Dyker Beach Golf Course', 'Brooklyn');
    const { course } = externalAddResponseSchema.parse(await (await add('10301')).json());
    expect(course.city).toBe('Brooklyn');
    expect(course.latitude).not.toBeNull();
    expect([course.latitude, course.longitude]).not.toEqual([40, -74]);
  });

  it('returns the catalog course of the same name and city instead of a duplicate', async () => {
    const response = await add('10101');
    expect(response.status).toBe(200);
    const { course, created } = externalAddResponseSchema.parse(await response.json());
    expect(created).toBe(false);
    expect(course).toMatchObject({ id: 'bethpage-black', sourceApi: 'catalog' });
    expect(await getItem(externalCourseKeys.link('golfcourseapi', '10101'))).toMatchObject({
      courseId: 'bethpage-black',
    });
  });

  it('marks a course added before as the Fescue course it became, in worldwide search', async () => {
    const added = externalAddResponseSchema.parse(await (await add('10201')).json()).course;
    const { courses } = externalSearchResponseSchema.parse(await (await search('Rancho')).json());
    expect(courses.find((hit) => hit.id === '10201')?.fescueCourseId).toBe(added.id);
  });

  it('answers 404 for an external id GolfCourseAPI does not know', async () => {
    const response = await add('999999');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: EXTERNAL_COURSE_NOT_FOUND_MESSAGE });
  });

  it('answers 400 for a malformed id, 401 without a session, 403 from another site', async () => {
    expect((await add('x'.repeat(41))).status).toBe(400);
    expect((await add('10201', null)).status).toBe(401);
    const crossSite = await apiFetch('/api/external-courses/10201/add', {
      method: 'POST',
      cookie,
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
  });

  it('counts a course it creates against the daily limit: at the limit, 429 and nothing written', async () => {
    const flooder = await signIn(freshEmail('flooder'));
    for (let index = 0; index < COURSES_PER_DAY_LIMIT; index += 1) {
      const created = await apiFetch('/api/courses', {
        method: 'POST',
        cookie: flooder.cookie,
        body: { name: `Worldwide Limit ${index} ${flooder.userId}`, city: 'Floodville', country: 'Wales' },
      });
      expect(created.status).toBe(201);
    }
    await expectNotInCatalog('Goat Hill Park', 'Oceanside');
    const refused = await add('10302', flooder.cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ message: COURSE_LIMIT_MESSAGE });
    expect(await getItem(externalCourseKeys.link('golfcourseapi', '10302'))).toBeUndefined();
    await expectNotInCatalog('Goat Hill Park', 'Oceanside');

    // Another golfer adds it; to the first, now that Fescue holds it, it is answered, not refused.
    const added = await add('10302');
    expect(added.status).toBe(201);
    const { course } = externalAddResponseSchema.parse(await added.clone().json());
    expect(await added.text()).not.toContain('createdBy');
    const again = await add('10302', flooder.cookie);
    expect(again.status).toBe(200);
    expect(externalAddResponseSchema.parse(await again.json())).toEqual({ course, created: false });
  });

  it.each([
    ['throttling', 'fail-429', BUSY_MESSAGE, FAKE_RETRY_AFTER_SECONDS],
    ['an upstream error that lasts', 'fail-500', UPSTREAM_FAILED_MESSAGE, null],
    ['a timeout', 'slow', TIMEOUT_MESSAGE, null],
  ])('answers %s with 503 and writes nothing', async (_case, id, message, retryAfter) => {
    const response = await add(id);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(retryAfter);
    expect(externalUnavailableSchema.parse(await response.json()).message).toBe(message);
    expect(await getItem(externalCourseKeys.link('golfcourseapi', id))).toBeUndefined();
  });
});

describe('a server without a GolfCourseAPI key', () => {
  // A stack of its own, started without the fake and its key, as a deployment without the secret.
  let bare: LocalStack;
  let bareCookie: string;
  beforeAll(async () => {
    bare = await startLocalStack({ frontend: 'none', quiet: true, golfCourseApi: 'off' });
    ({ cookie: bareCookie } = await signInOverHttp(bare.url, freshEmail('no-key')));
  });
  afterAll(() => bare?.stop());

  it('says so on the status route', async () => {
    const response = await fetch(`${bare.url}/api/external-courses/status`, {
      headers: { cookie: bareCookie },
    });
    expect(response.status).toBe(200);
    expect(externalStatusResponseSchema.parse(await response.json())).toEqual({ configured: false });
  });

  it('answers 503 with configured false on both routes, with or without a query', async () => {
    const requests = [
      fetch(`${bare.url}/api/external-courses/search`, { headers: { cookie: bareCookie } }),
      fetch(`${bare.url}/api/external-courses/search?query=pebble`, { headers: { cookie: bareCookie } }),
      fetch(`${bare.url}/api/external-courses/10201/add`, {
        method: 'POST',
        headers: { cookie: bareCookie, origin: bare.url },
      }),
    ];
    for (const response of await Promise.all(requests)) {
      expect(response.status).toBe(503);
      expect(externalUnavailableSchema.parse(await response.json())).toEqual({
        message: NOT_CONFIGURED_MESSAGE,
        configured: false,
      });
    }
  });
});
