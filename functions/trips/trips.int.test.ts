import { describe, expect, it } from 'vitest';
import { nearbyResponseSchema } from '#shared/trips/nearby';
import { tripReportSchema } from '#shared/trips/report';
import { TRIP_NOT_FOUND_MESSAGE, tripSchema, tripsResponseSchema } from '#shared/trips/trip';
import { apiFetch, getItem, signIn } from '../../scripts/local/testing';
import { endpointGroups } from '../endpoint-groups';
import { tripKeys } from '../data/keys/trip-keys';
import { buildRating, createTestCourse, createTestRound } from '../lib/testing/rating-builders';
import { freshEmail } from '../lib/testing/stack-helpers';
import { publicTripView } from './public-trip-view';
import { greatCircleMiles } from '#shared/passport/distance';
import { encodeGeohash } from '#shared/trips/geohash';
import { recountGeoTallies, tallyCellsOfGeoKeys } from '../courses/geo-tallies';
import { batchWrite } from '../data/batch-write';
import { COURSE_GEO_ENTITY, courseKeys } from '../data/keys/course-keys';
import { useStackTable } from '../lib/testing/stack-table';

useStackTable();

const OLD_COURSE = 'old-course-st-andrews';
const CARNOUSTIE = 'carnoustie-championship';
const KINGSBARNS = 'kingsbarns-golf-links';
const AUGUSTA = 'augusta-national-golf-club';
const ST_ANDREWS = { latitude: 56.339, longitude: -2.799 };

const plan = (overrides: Record<string, unknown> = {}) => ({
  name: 'Fife in May',
  startDate: '2025-06-13',
  endDate: '2025-06-15',
  stops: [
    { courseId: OLD_COURSE, date: '2025-06-13' },
    { courseId: KINGSBARNS, date: '2025-06-14' },
    { courseId: CARNOUSTIE, date: '2025-06-15' },
  ],
  lodging: { name: 'Rusacks', latitude: 56.3422, longitude: -2.8008 },
  notes: 'Caddie for the Old Course',
  ...overrides,
});

async function create(cookie: string, body: unknown = plan()) {
  const response = await apiFetch('/api/trips', { method: 'POST', cookie, body });
  expect(response.status).toBe(201);
  return tripSchema.parse(await response.json());
}

describe('the trips routes', () => {
  it('plans a trip, lists it, reorders it and deletes it', async () => {
    const { cookie } = await signIn(freshEmail('trips'));
    const trip = await create(cookie);
    expect(trip.stops.map((stop) => stop.course?.name)).toEqual([
      expect.stringContaining('Old Course'),
      expect.stringContaining('Kingsbarns'),
      expect.stringContaining('Carnoustie'),
    ]);
    // Lodging, then each course in order: three legs, each a straight line.
    expect(trip.legs).toHaveLength(3);
    expect(trip.totalMiles).toBeCloseTo(
      trip.legs.reduce((sum, leg) => sum + (leg.miles ?? 0), 0),
      0,
    );

    const listed = tripsResponseSchema.parse(await (await apiFetch('/api/trips', { cookie })).json());
    expect(listed.trips).toEqual([expect.objectContaining({ id: trip.id, courseCount: 3 })]);

    const reordered = await apiFetch(`/api/trips/${trip.id}`, {
      method: 'PUT',
      cookie,
      body: plan({
        stops: [
          { courseId: CARNOUSTIE, date: '2025-06-13' },
          { courseId: OLD_COURSE, date: '2025-06-14' },
          { courseId: KINGSBARNS, date: '2025-06-15' },
        ],
        expectedUpdatedAt: trip.updatedAt,
      }),
    });
    expect(reordered.status).toBe(200);
    const after = tripSchema.parse(await reordered.json());
    expect(after.stops.map((stop) => stop.courseId)).toEqual([CARNOUSTIE, OLD_COURSE, KINGSBARNS]);
    expect(after.legs[1]?.from).toBe(after.stops[0]?.course?.name);

    // A save over the version it read, now stale, loses nothing: 409.
    const stale = await apiFetch(`/api/trips/${trip.id}`, {
      method: 'PUT',
      cookie,
      body: plan({ expectedUpdatedAt: trip.updatedAt }),
    });
    expect(stale.status).toBe(409);

    expect((await apiFetch(`/api/trips/${trip.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    expect((await apiFetch(`/api/trips/${trip.id}`, { cookie })).status).toBe(404);
    // The count kept with the trip writes is back to none.
    expect(await getItem(tripKeys.totals(await whoAmI(cookie)))).toMatchObject({ trips: 0 });
  });

  it('refuses a plan whose course is on no day of the trip, and writes nothing', async () => {
    const { cookie } = await signIn(freshEmail('trips-bad'));
    const response = await apiFetch('/api/trips', {
      method: 'POST',
      cookie,
      body: plan({ stops: [{ courseId: OLD_COURSE, date: '2025-07-01' }] }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Each course must be on a day of the trip');
    const listed = tripsResponseSchema.parse(await (await apiFetch('/api/trips', { cookie })).json());
    expect(listed.trips).toEqual([]);
  });

  it('refuses a plan naming a course that does not exist', async () => {
    const { cookie } = await signIn(freshEmail('trips-ghost'));
    const response = await apiFetch('/api/trips', {
      method: 'POST',
      cookie,
      body: plan({ stops: [{ courseId: 'no-such-course-anywhere', date: '2025-06-13' }] }),
    });
    expect(response.status).toBe(400);
  });

  it('answers 404 for another golfer’s trip, on every route that names one', async () => {
    const owner = await signIn(freshEmail('trips-owner'));
    const intruder = await signIn(freshEmail('trips-intruder'));
    const trip = await create(owner.cookie);
    for (const [method, path, body] of [
      ['GET', `/api/trips/${trip.id}`, undefined],
      ['GET', `/api/trips/${trip.id}/report`, undefined],
      ['PUT', `/api/trips/${trip.id}`, plan({ name: 'Mine now' })],
      ['DELETE', `/api/trips/${trip.id}`, undefined],
    ] as const) {
      const response = await apiFetch(path, { method, cookie: intruder.cookie, body });
      expect(response.status, `${method} ${path}`).toBe(404);
      if (method !== 'DELETE') expect(await response.text()).toContain(TRIP_NOT_FOUND_MESSAGE);
    }
    const still = tripSchema.parse(
      await (await apiFetch(`/api/trips/${trip.id}`, { cookie: owner.cookie })).json(),
    );
    expect(still.name).toBe('Fife in May');
  });

  it('answers 401 without a session on every trips route', async () => {
    for (const key of endpointGroups.trips.routes) {
      const [method, path] = key.split(' ') as [string, string];
      const response = await apiFetch(path.replace('{id}', '01JTRIPTRIPTRIPTRIPTRIPTRI'), {
        method,
        body: method === 'GET' || method === 'DELETE' ? undefined : plan(),
      });
      expect(response.status, key).toBe(401);
    }
  });

  it('finds the courses around St Andrews within the radius, the bucket list first, with their distance', async () => {
    const { cookie } = await signIn(freshEmail('trips-nearby'));
    expect(
      (
        await apiFetch('/api/user/bucket-list', {
          method: 'POST',
          cookie,
          body: { courseId: CARNOUSTIE, priority: 9 },
        })
      ).status,
    ).toBe(201);
    const query = `latitude=${ST_ANDREWS.latitude}&longitude=${ST_ANDREWS.longitude}&radiusMiles=15`;
    const response = await apiFetch(`/api/courses/nearby?${query}`, { cookie });
    expect(response.status).toBe(200);
    const { courses } = nearbyResponseSchema.parse(await response.json());
    const ids = courses.map((course) => course.id);
    expect(ids[0]).toBe(CARNOUSTIE);
    expect(courses[0]?.bucketPriority).toBe(9);
    expect(ids).toContain(OLD_COURSE);
    expect(ids).toContain(KINGSBARNS);
    expect(ids).not.toContain(AUGUSTA);
    expect(courses.every((course) => course.miles <= 15)).toBe(true);
    // Carnoustie is 11.4 miles in a straight line from the town's point (18.4 km, Vincenty on WGS84).
    expect(courses[0]?.miles).toBeCloseTo(11.4, 0);

    const narrow = nearbyResponseSchema.parse(
      await (
        await apiFetch(
          `/api/courses/nearby?latitude=${ST_ANDREWS.latitude}&longitude=${ST_ANDREWS.longitude}&radiusMiles=5`,
          {
            cookie,
          },
        )
      ).json(),
    );
    expect(narrow.courses.map((course) => course.id)).not.toContain(CARNOUSTIE);
  });

  it('finds a golfer’s custom course near the place it was added', async () => {
    const { cookie } = await signIn(freshEmail('trips-custom'));
    const courseId = await createTestCourse(cookie, 'Nearby');
    const course = (await (await apiFetch(`/api/courses/${courseId}`, { cookie })).json()) as {
      latitude: number | null;
      longitude: number | null;
    };
    expect(course.latitude).not.toBeNull();
    const { courses } = nearbyResponseSchema.parse(
      await (
        await apiFetch(
          `/api/courses/nearby?latitude=${course.latitude}&longitude=${course.longitude}&radiusMiles=5`,
          {
            cookie,
          },
        )
      ).json(),
    );
    expect(courses.find((found) => found.id === courseId)).toMatchObject({ custom: true, miles: 0 });
    // The course write counted it in its cell's tally, in the same transaction as its geo entry.
    const cell = encodeGeohash(course.latitude!, course.longitude!, 4);
    expect((await getItem(courseKeys.geoTally(cell.slice(0, 3))))?.[cell]).toBeGreaterThanOrEqual(1);
  });

  it('lists a course’s community figures from its geo entry, kept through a rating change and a course edit', async () => {
    const { cookie } = await signIn(freshEmail('trips-figures'));
    const courseId = await createTestCourse(cookie, 'Rated');
    const course = (await (await apiFetch(`/api/courses/${courseId}`, { cookie })).json()) as {
      latitude: number;
      longitude: number;
    };
    const listedFigures = async () => {
      const { courses } = nearbyResponseSchema.parse(
        await (
          await apiFetch(
            `/api/courses/nearby?latitude=${course.latitude}&longitude=${course.longitude}&radiusMiles=5`,
            { cookie },
          )
        ).json(),
      );
      const found = courses.find((item) => item.id === courseId);
      return found && { userRating: found.userRating, reviewCount: found.reviewCount };
    };
    expect(await listedFigures()).toEqual({ userRating: 0, reviewCount: 0 });
    const raters = await Promise.all([1, 2, 3].map((i) => signIn(freshEmail(`trips-figures-rater-${i}`))));
    for (const [i, rater] of raters.entries()) {
      await createTestRound(rater.cookie, courseId);
      const response = await apiFetch(`/api/courses/${courseId}/my-rating`, {
        method: 'PUT',
        cookie: rater.cookie,
        body: buildRating(i + 1),
      });
      expect(response.status).toBe(200);
    }
    const rated = await listedFigures();
    expect(rated?.reviewCount).toBe(3);
    expect(rated?.userRating).toBeGreaterThan(0);
    // A course edit writes its geo entry whole: the figures must come back with it.
    const edited = await apiFetch(`/api/courses/${courseId}`, {
      method: 'PATCH',
      cookie,
      body: { architect: 'Figures Person', courseType: 'private' },
    });
    expect(edited.status).toBe(200);
    expect(await listedFigures()).toEqual(rated);
    const removed = await apiFetch(`/api/courses/${courseId}/my-rating`, {
      method: 'DELETE',
      cookie: raters[0]!.cookie,
    });
    expect(removed.status).toBe(200);
    expect(await listedFigures()).toEqual({ userRating: 0, reviewCount: 2 });
  });

  it('lists the nearest 150 of a dense region, says how far the list is complete, and keeps a far bucket-list course', async () => {
    const { cookie } = await signIn(freshEmail('trips-dense'));
    const augusta = (await (await apiFetch(`/api/courses/${AUGUSTA}`, { cookie })).json()) as {
      latitude: number;
      longitude: number;
    };
    // 320 courses within about 20 miles of a point some 100 miles east of Augusta: the 150 nearest of them
    // lie far nearer than Augusta, which is on the golfer's bucket list and must be listed all the same.
    const centre = { latitude: augusta.latitude, longitude: augusta.longitude + 1.75 };
    const next = (() => {
      let seed = 3;
      return () => {
        seed = (seed * 16807) % 2147483647;
        return seed / 2147483647;
      };
    })();
    const dense = Array.from({ length: 320 }, (_, i) => {
      const latitude = centre.latitude + (next() - 0.5) * 0.6;
      const longitude = centre.longitude + (next() - 0.5) * 0.7;
      return {
        ...courseKeys.geoEntry(encodeGeohash(latitude, longitude, 9), `dense-test-${i}`),
        entity: COURSE_GEO_ENTITY,
        courseId: `dense-test-${i}`,
        name: `Dense Test ${i}`,
        city: 'Testville',
        state: 'SC',
        country: 'United States',
        latitude,
        longitude,
        custom: false,
      };
    });
    const tallies = tallyCellsOfGeoKeys(dense.map((entry) => entry.sk));
    await batchWrite(dense.map((Item) => ({ PutRequest: { Item } })));
    await recountGeoTallies(tallies);
    try {
      expect(
        (
          await apiFetch('/api/user/bucket-list', {
            method: 'POST',
            cookie,
            body: { courseId: AUGUSTA, priority: 7 },
          })
        ).status,
      ).toBe(201);
      const answer = nearbyResponseSchema.parse(
        await (
          await apiFetch(
            `/api/courses/nearby?latitude=${centre.latitude}&longitude=${centre.longitude}&radiusMiles=150`,
            { cookie },
          )
        ).json(),
      );
      expect(answer.truncated).toBe(true);
      expect(answer.completeMiles).toBeLessThan(150);
      expect(answer.courses[0]).toMatchObject({ id: AUGUSTA, bucketPriority: 7 });
      const others = answer.courses.filter((course) => course.bucketPriority === null);
      expect(others).toHaveLength(150);
      expect(others.every((course) => course.miles <= answer.completeMiles + 0.1)).toBe(true);
      // Complete within its distance: every dense course nearer than it is listed, none is missing.
      const listed = new Set(answer.courses.map((course) => course.id));
      const nearer = dense.filter((entry) => greatCircleMiles(centre, entry) < answer.completeMiles);
      expect(nearer.length).toBeGreaterThan(100);
      expect(nearer.filter((entry) => !listed.has(entry.courseId))).toEqual([]);
    } finally {
      await batchWrite(dense.map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })));
      await recountGeoTallies(tallies);
    }
  });

  it('refuses a radius outside 5 to 200 miles', async () => {
    const { cookie } = await signIn(freshEmail('trips-radius'));
    const response = await apiFetch('/api/courses/nearby?latitude=56.3&longitude=-2.8&radiusMiles=5000', {
      cookie,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('The radius must be from 5 to 200 miles');
  });

  it('reports the trip’s rounds, its new courses and countries, and shares none of the golfer’s own fields', async () => {
    const { cookie } = await signIn(freshEmail('trips-report'));
    await createTestRound(cookie, AUGUSTA, { playedAt: '2025-01-10' });
    const trip = await create(cookie);
    const round = await createTestRound(cookie, OLD_COURSE, { playedAt: '2025-06-13', score: 79 });
    await createTestRound(cookie, AUGUSTA, { playedAt: '2025-06-14', score: 90 });
    await createTestRound(cookie, KINGSBARNS, { playedAt: '2025-06-20' });

    const response = await apiFetch(`/api/trips/${trip.id}/report`, { cookie });
    expect(response.status).toBe(200);
    const report = tripReportSchema.parse(await response.json());
    expect(report.ended).toBe(true);
    expect(report.rounds.map((r) => [r.playedAt, r.score])).toEqual([
      ['2025-06-13', 79],
      ['2025-06-14', 90],
    ]);
    expect(report.rounds[0]).toMatchObject({ id: round.id, planned: true });
    expect(report.newCourses.map((course) => course.id)).toEqual([OLD_COURSE]);
    expect(report.newCountries).toEqual(['Scotland']);

    const userId = await whoAmI(cookie);
    const shared = await publicTripView(userId, trip.id);
    const text = JSON.stringify(shared);
    expect(shared?.days).toHaveLength(3);
    expect(text).not.toContain(userId);
    expect(text).not.toContain('Caddie for the Old Course');
    expect(text).not.toContain('Rusacks');
    expect(
      await publicTripView(await whoAmI((await signIn(freshEmail('trips-other'))).cookie), trip.id),
    ).toBeUndefined();
  });
});

async function whoAmI(cookie: string): Promise<string> {
  const response = await apiFetch('/api/auth/user', { cookie });
  const body = (await response.json()) as { id?: string; userId?: string; sub?: string };
  return String(body.id ?? body.userId ?? body.sub);
}
