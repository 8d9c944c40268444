import { HOME_COURSE_MESSAGE } from '#shared/schemas/user';
import { describe, expect, it } from 'vitest';
import { passportSchema, PASSPORT_TODAY_MESSAGE } from '#shared/schemas/passport';
import { roundSchema } from '#shared/schemas/round';
import { apiFetch, signIn } from '../../scripts/local/testing';
import { linkCourseToUser } from '../courses/courses-repository';
import { freshEmail } from '../lib/testing/stack-helpers';

const PEBBLE = 'pebble-beach-golf-links'; // US Open venue, coastal, historic (1919), resort
const OLD_COURSE = 'old-course-st-andrews'; // links, coastal, Open Championship venue
const SCOTTSDALE = 'tpc-scottsdale-stadium'; // desert, PGA Tour stop
const BANDON = 'bandon-dunes';

async function addRound(cookie: string, body: Record<string, unknown>) {
  const response = await apiFetch('/api/rounds', { method: 'POST', cookie, body });
  expect(response.status).toBe(201);
  return roundSchema.parse(await response.json());
}

async function passportOf(cookie: string, query = '') {
  const response = await apiFetch(`/api/user/passport${query}`, { cookie });
  expect(response.status).toBe(200);
  return passportSchema.parse(await response.json());
}

describe('GET /api/user/passport', () => {
  it('answers brotli- or gzip-compressed as the client accepts, and plain when it accepts neither', async () => {
    const { cookie } = await signIn(freshEmail());
    await addRound(cookie, { courseId: PEBBLE, score: 82, playedAt: '2024-12-31' });
    const plain = await apiFetch('/api/user/passport', {
      cookie,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const expected = passportSchema.parse(await plain.json());
    for (const encoding of ['br', 'gzip']) {
      // fetch decodes the body itself; the header says how it travelled.
      const response = await apiFetch('/api/user/passport', {
        cookie,
        headers: { 'accept-encoding': encoding },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(passportSchema.parse(await response.json())).toEqual(expected);
    }
  });

  it('computes the tiles from the golfer’s own rounds, bucket list and the catalog’s facts', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    await addRound(cookie, { courseId: PEBBLE, score: 82, playedAt: '2024-12-31', roundType: 'Tournament' });
    await addRound(cookie, { courseId: OLD_COURSE, score: 41, holes: 9, playedAt: '2025-01-01' });
    await addRound(cookie, { courseId: OLD_COURSE, score: 79, playedAt: '2025-01-01' });
    await addRound(cookie, { courseId: SCOTTSDALE, score: 90, playedAt: '2023-03-09' });
    await linkCourseToUser(userId, BANDON, { bucketList: true });

    const passport = await passportOf(cookie);
    expect(passport.rounds.total).toBe(4);
    expect(passport.coursesPlayed).toHaveLength(3);
    expect(passport.countries.map((c) => c.country).sort()).toEqual(['Scotland', 'United States']);
    expect(passport.states.map((s) => s.state).sort()).toEqual(['AZ', 'CA']);
    // The best 18-hole round against its par, as GET /api/user/stats has it: not the nine's 41.
    expect(passport.bestScore).toMatchObject({ score: 79, holes: 18 });
    const stats = await apiFetch('/api/user/stats', { cookie }).then((r) => r.json());
    expect(stats).toMatchObject({ bestScore: 79, bestScoreHoles: 18 });
    expect(passport.venues.usOpen).toEqual([PEBBLE]);
    expect(passport.venues.openChampionship).toEqual([OLD_COURSE]);
    expect(passport.venues.pgaTour.sort()).toEqual([PEBBLE, SCOTTSDALE].sort());
    expect(passport.links).toEqual([OLD_COURSE]);
    expect(passport.desert).toEqual([SCOTTSDALE]);
    expect(passport.historic).toContain(PEBBLE);
    expect(passport.resort).toEqual([PEBBLE]);
    expect(passport.tournamentRounds.map((r) => r.courseId)).toEqual([PEBBLE]);
    expect(passport.bucketList).toEqual([BANDON]);
    expect(passport.courses.find((c) => c.id === BANDON)?.status).toBe('wishlist');
    expect(passport.timeZones.flatMap((z) => z.zones).sort()).toEqual([
      'America/Los_Angeles',
      'America/Phoenix',
      'Europe/London',
    ]);
    expect(passport.records.days[0]).toMatchObject({ day: '2025-01-01', holes: 27, rounds: 2 });
    expect(passport.records.consecutiveDays.longest).toEqual({
      length: 2,
      from: '2024-12-31',
      to: '2025-01-01',
    });
    expect(passport.miles.home.source).toBe('default');
    expect(passport.miles.miles).toBeGreaterThan(0);
  });

  it('measures miles from the profile’s city once it is set', async () => {
    const { cookie } = await signIn(freshEmail());
    await addRound(cookie, { courseId: PEBBLE, score: 88, playedAt: '2024-05-01' });
    const update = await apiFetch('/api/user/profile', {
      method: 'PATCH',
      cookie,
      body: { city: 'Monterey', state: 'CA', country: 'United States' },
    });
    expect(update.status).toBe(200);
    const passport = await passportOf(cookie);
    expect(passport.miles.home).toMatchObject({ source: 'profile-city', label: 'Monterey' });
    expect(passport.miles.miles).toBeLessThan(20);
  });

  it("measures Pittsburgh's Oakmont trip from the city the profile placed (21 miles), else names the state's centre (275)", async () => {
    const { cookie } = await signIn(freshEmail());
    await addRound(cookie, { courseId: 'oakmont-country-club', score: 88, playedAt: '2024-05-01' });
    const refused = await apiFetch('/api/user/profile', {
      method: 'PATCH',
      cookie,
      body: { city: 'Pittsburgh', cityPoint: { latitude: 200, longitude: -79.996 } },
    });
    expect(refused.status).toBe(400);
    expect((await passportOf(cookie)).miles.home.source).toBe('default');

    // The gazetteer's point for Pittsburgh, PA, as the profile form sends it on save.
    const placed = await apiFetch('/api/user/profile', {
      method: 'PATCH',
      cookie,
      body: {
        city: 'Pittsburgh',
        state: 'PA',
        country: 'United States',
        cityPoint: { latitude: 40.441, longitude: -79.996 },
      },
    });
    expect(placed.status).toBe(200);
    let passport = await passportOf(cookie);
    expect(passport.miles.home).toMatchObject({ source: 'profile-city', label: 'Pittsburgh' });
    expect(passport.miles.miles).toBe(21);

    // A new place sent without a point clears the old one: the town is not placed, and the tile says so.
    await apiFetch('/api/user/profile', { method: 'PATCH', cookie, body: { city: 'Oakmont' } });
    passport = await passportOf(cookie);
    expect(passport.miles.home).toMatchObject({
      source: 'profile-region',
      label: 'the centre of Pennsylvania',
    });
    expect(passport.miles.miles).toBe(275);
  });

  it('measures from the home course picked from the catalog, and refuses an id that names no course', async () => {
    const { cookie } = await signIn(freshEmail());
    await addRound(cookie, { courseId: 'oakmont-country-club', score: 88, playedAt: '2024-05-01' });
    const refused = await apiFetch('/api/user/profile', {
      method: 'PATCH',
      cookie,
      body: { homeCourseId: 'no-such-course', city: 'Pittsburgh' },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ fieldErrors: { homeCourse: HOME_COURSE_MESSAGE } });
    expect((await passportOf(cookie)).miles.home.source).toBe('default');

    const picked = await apiFetch('/api/user/profile', {
      method: 'PATCH',
      cookie,
      body: { homeCourseId: 'oakmont-country-club', homeCourse: 'anything typed' },
    });
    expect(picked.status).toBe(200);
    expect(await picked.json()).toMatchObject({
      homeCourseId: 'oakmont-country-club',
      homeCourse: 'Oakmont Country Club',
    });
    const passport = await passportOf(cookie);
    expect(passport.miles.home).toMatchObject({ source: 'home-course', label: 'Oakmont Country Club' });
    expect(passport.miles.miles).toBe(0);

    // A name typed by hand is no catalog course: the pick goes, and so does the home point.
    await apiFetch('/api/user/profile', { method: 'PATCH', cookie, body: { homeCourse: 'My muni' } });
    expect((await passportOf(cookie)).miles.home.source).toBe('default');
  });

  it('counts a custom course by the facts its golfer gave it', async () => {
    const { cookie } = await signIn(freshEmail());
    const created = await apiFetch('/api/courses', {
      method: 'POST',
      cookie,
      body: {
        name: `Dune Test ${Date.now()}`,
        city: 'Dubai',
        country: 'United Arab Emirates',
        facts: ['desert', 'links'],
      },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await addRound(cookie, { courseId: id, score: 90, playedAt: '2024-02-02' });
    const passport = await passportOf(cookie);
    expect(passport.desert).toEqual([id]);
    expect(passport.links).toEqual([id]);
    expect(passport.timeZones.flatMap((z) => z.zones)).toEqual(['Asia/Dubai']);
  });

  it('answers 400 for bad course facts on a custom course and creates nothing', async () => {
    const { cookie } = await signIn(freshEmail());
    const response = await apiFetch('/api/courses', {
      method: 'POST',
      cookie,
      body: { name: 'Fact Test', city: 'Dubai', country: 'United Arab Emirates', facts: ['volcanic'] },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'Course facts are links, desert, coastal or historic',
    });
  });

  it('gives a golfer without rounds zeros, and never another golfer’s rounds', async () => {
    const other = await signIn(freshEmail());
    await addRound(other.cookie, { courseId: PEBBLE, score: 80, playedAt: '2024-05-01' });
    const { cookie } = await signIn(freshEmail());
    const passport = await passportOf(cookie);
    expect(passport.rounds.total).toBe(0);
    expect(passport.courses).toEqual([]);
    expect(passport.bestScore.score).toBeNull();
    expect(passport.venues.usOpen).toEqual([]);
  });

  it('ends the current streak on the golfer’s own day, and answers 400 for a day far from today', async () => {
    const { cookie } = await signIn(freshEmail());
    const today = new Date().toISOString().slice(0, 10);
    await addRound(cookie, { courseId: PEBBLE, score: 80, playedAt: today });
    expect((await passportOf(cookie, `?today=${today}`)).records.consecutiveDays.current.length).toBe(1);
    for (const bad of ['2001-01-01', 'tomorrow']) {
      const response = await apiFetch(`/api/user/passport?today=${bad}`, { cookie });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: PASSPORT_TODAY_MESSAGE });
    }
  });

  it('answers 401 without a session', async () => {
    const response = await apiFetch('/api/user/passport');
    expect(response.status).toBe(401);
  });
});
