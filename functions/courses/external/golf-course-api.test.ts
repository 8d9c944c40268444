import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_RETRY_AFTER_SECONDS,
  startFakeGolfCourseApi,
  type FakeGolfCourseApi,
} from '../../../scripts/local/fake-golf-course-api';
import { NotFound } from '../../lib/errors';
import {
  BUSY_MESSAGE,
  ExternalCourseApiError,
  KEY_REFUSED_MESSAGE,
  NOT_CONFIGURED_MESSAGE,
  TIMEOUT_MESSAGE,
  UNREACHABLE_MESSAGE,
  UNREADABLE_MESSAGE,
  UPSTREAM_FAILED_MESSAGE,
} from './external-course-errors';
import { EXTERNAL_SEARCH_CAP, createGolfCourseApi } from './golf-course-api';

const API_KEY = 'unit-test-key';
let fake: FakeGolfCourseApi;

beforeAll(async () => {
  fake = await startFakeGolfCourseApi({ apiKey: API_KEY });
});
afterAll(() => fake.stop());

const api = (overrides: { apiKey?: string; timeoutMs?: number; baseUrl?: string } = {}) =>
  createGolfCourseApi({
    baseUrl: fake.url,
    apiKey: API_KEY,
    timeoutMs: 2000,
    backoffMs: () => 0,
    ...overrides,
  });

/** The ExternalCourseApiError a call fails with (or the test fails). */
async function failureOf(call: Promise<unknown>): Promise<ExternalCourseApiError> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ExternalCourseApiError);
  return error as ExternalCourseApiError;
}

describe('GolfCourseAPI adapter: search', () => {
  it('maps courses to the picker shape, ids as strings, every tee kept', async () => {
    const courses = await api().search('bethpage');
    expect(courses.map((course) => course.id)).toEqual(['10101', '10102']);
    expect(courses[0]).toEqual({
      id: '10101',
      club_name: 'Bethpage State Park',
      course_name: 'Black',
      location: {
        address: '99 Quaker Meeting House Rd, Farmingdale, NY 11735, USA',
        city: 'Farmingdale',
        state: 'NY',
        country: 'United States',
      },
      tees: {
        male: [
          { tee_name: 'Black', par_total: 71, total_yards: 7468, course_rating: 77.5, slope_rating: 155 },
          { tee_name: 'White', par_total: 71, total_yards: 6684, course_rating: 75.4, slope_rating: 148 },
        ],
        female: [
          { tee_name: 'White', par_total: 71, total_yards: 6684, course_rating: 81.1, slope_rating: 153 },
        ],
      },
    });
  });

  it('sends the query URL-encoded and returns an empty list when nothing matches', async () => {
    expect(await api().search('no such course & co')).toEqual([]);
    expect((await api().search('St Andrews')).map((course) => course.course_name)).toEqual(['Old Course']);
  });

  it(`returns at most ${EXTERNAL_SEARCH_CAP} courses and skips unusable ones`, async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, club_name: `Club ${i + 1}`, tees: {} }));
    const server = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ courses: [{ id: 99 }, { club_name: 'No id' }, ...many] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const courses = await api({ baseUrl: `http://127.0.0.1:${port}` }).search('club');
      expect(courses).toHaveLength(EXTERNAL_SEARCH_CAP);
      expect(courses[0]).toMatchObject({ id: '1', club_name: 'Club 1', course_name: '', tees: { male: [] } });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('GolfCourseAPI adapter: course detail', () => {
  it('returns the full course, coordinates included', async () => {
    const course = await api().getCourse('10201');
    expect(course).toMatchObject({
      id: '10201',
      club_name: 'Rancho Park Golf Course',
      location: { city: 'Los Angeles', latitude: 34.0448, longitude: -118.4136 },
    });
    expect(course.tees.male).toHaveLength(2);
  });

  it('says not found (NotFound, 404) for an id GolfCourseAPI does not know', async () => {
    const error = await api()
      .getCourse('999999')
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(NotFound);
    expect(error).toMatchObject({ reason: 'external-course' });
  });
});

describe('GolfCourseAPI adapter: failures', () => {
  it('is not configured without a key (configured false) and calls nobody', async () => {
    const before = fake.requestCount;
    const unconfigured = api({ apiKey: '' });
    for (const call of [unconfigured.assertConfigured(), unconfigured.search('pebble')]) {
      const error = await failureOf(call);
      expect(error).toMatchObject({
        kind: 'not-configured',
        configured: false,
        message: NOT_CONFIGURED_MESSAGE,
      });
    }
    expect(fake.requestCount).toBe(before);
  });

  it.each([
    ['a wrong key', { apiKey: 'wrong-key' }, 'pebble'],
    ['upstream 401', {}, 'fail-401'],
    ['upstream 403', {}, 'fail-403'],
  ])('turns %s into a bad answer (502) "misconfigured", not tried again', async (_case, overrides, query) => {
    const before = fake.requestCount;
    const error = await failureOf(api(overrides).search(query));
    expect(error).toMatchObject({ kind: 'bad-answer', configured: true, message: KEY_REFUSED_MESSAGE });
    expect(fake.requestCount - before).toBe(1);
  });

  it('turns upstream 429 into unavailable (503) "busy" with its Retry-After, not waited out', async () => {
    const before = fake.requestCount;
    const error = await failureOf(api().search('fail-429'));
    expect(error).toMatchObject({
      kind: 'unavailable',
      message: BUSY_MESSAGE,
      retryAfterSeconds: Number(FAKE_RETRY_AFTER_SECONDS),
    });
    expect(fake.requestCount - before).toBe(1);
    expect((await failureOf(api().getCourse('fail-429'))).retryAfterSeconds).toBe(
      Number(FAKE_RETRY_AFTER_SECONDS),
    );
  });

  it.each(['fail-500', 'fail-503'])(
    'tries upstream %s twice more, then says it is having problems (503)',
    async (query) => {
      const before = fake.requestCount;
      const error = await failureOf(api().search(query));
      expect(error).toMatchObject({ kind: 'unavailable', message: UPSTREAM_FAILED_MESSAGE });
      expect(fake.requestCount - before).toBe(3);
    },
  );

  it('gets past a failure that passes: a 503, then the answer', async () => {
    const courses = await api().search('flaky-503 pebble');
    expect(courses.map((course) => course.id)).toEqual(['10401']);
  });

  it('gives up after the timeout (503 "did not answer in time"), without waiting it out again', async () => {
    const started = Date.now();
    const error = await failureOf(api({ timeoutMs: 200 }).search('slow'));
    expect(error).toMatchObject({ kind: 'unavailable', message: TIMEOUT_MESSAGE });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('answers a payload it cannot read as a bad answer (502)', async () => {
    const error = await failureOf(api().search('bad-json'));
    expect(error).toMatchObject({ kind: 'bad-answer', message: UNREADABLE_MESSAGE });
  });

  it('says "could not be reached" (503) when nothing listens', async () => {
    const gone = await startFakeGolfCourseApi({ apiKey: API_KEY });
    await gone.stop();
    const error = await failureOf(api({ baseUrl: gone.url }).search('pebble'));
    expect(error).toMatchObject({ kind: 'unavailable', message: UNREACHABLE_MESSAGE });
  });
});
