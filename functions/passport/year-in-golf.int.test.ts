import { describe, expect, it } from 'vitest';
import { passportSchema } from '#shared/schemas/passport';
import { roundSchema } from '#shared/schemas/round';
import { YEAR_MESSAGE, yearInGolfSchema } from '#shared/year-in-golf/year-in-golf-schema';
import { apiFetch, signIn } from '../../scripts/local/testing';
import { freshEmail } from '../lib/testing/stack-helpers';
import { collectionsAdvanced } from '../collections/collections-advanced';

const PEBBLE = 'pebble-beach-golf-links';
const OLD_COURSE = 'old-course-st-andrews';
const OAKMONT = 'oakmont-country-club';

async function addRound(cookie: string, body: Record<string, unknown>) {
  const response = await apiFetch('/api/rounds', { method: 'POST', cookie, body });
  expect(response.status).toBe(201);
  return roundSchema.parse(await response.json());
}

async function yearOf(cookie: string, query = '') {
  const response = await apiFetch(`/api/user/year-in-golf${query}`, { cookie });
  expect(response.status).toBe(200);
  return yearInGolfSchema.parse(await response.json());
}

describe('GET /api/user/year-in-golf', () => {
  it('answers a year from the golfer’s rounds by the Passport’s rules, and every year with rounds', async () => {
    const { cookie } = await signIn(freshEmail());
    await addRound(cookie, { courseId: PEBBLE, score: 84, playedAt: '2024-06-01' });
    await addRound(cookie, { courseId: PEBBLE, score: 80, playedAt: '2025-02-01' });
    await addRound(cookie, { courseId: OLD_COURSE, score: 41, holes: 9, playedAt: '2025-07-12' });
    await addRound(cookie, { courseId: OAKMONT, score: 79, playedAt: '2025-09-30' });

    const year = await yearOf(cookie, '?year=2025');
    expect(year.year).toBe(2025);
    expect(year.years).toEqual([
      { year: 2025, rounds: 3 },
      { year: 2024, rounds: 1 },
    ]);
    const figures = year.figures;
    expect(figures).toMatchObject({ rounds: 3, holes: 18 + 9 + 18 });
    // Pebble Beach was first played in 2024: not new. Scotland is a country first played in 2025.
    expect(figures?.newCourseIds).toEqual([OLD_COURSE, OAKMONT]);
    expect(figures?.newCountries).toEqual(['Scotland']);
    expect(figures?.bestRound).toMatchObject({ score: 79, holes: 18 });
    // Pebble Beach and Oakmont one round each: the latest played, Oakmont, wins the tie.
    expect(figures?.mostPlayed).toEqual({ courseId: OAKMONT, rounds: 1, tiedWith: 2 });

    // The Passport's miles over the same courses, from the same home with the same name.
    const response = await apiFetch('/api/user/passport', { cookie });
    const passport = passportSchema.parse(await response.json());
    expect(figures?.miles.home.label).toBe(passport.miles.home.label);
    expect(figures?.miles.miles).toBe(passport.miles.miles);
    expect((await yearOf(cookie, '?year=2024')).figures?.miles.miles).toBe(
      passport.miles.trips.find((trip) => trip.courseId === PEBBLE)?.miles,
    );
  });

  it('shows the collections the year advanced, as the collections read them themselves', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    await addRound(cookie, { courseId: PEBBLE, score: 84, playedAt: '2024-06-01' });
    await addRound(cookie, { courseId: PEBBLE, score: 80, playedAt: '2025-02-01' });
    await addRound(cookie, { courseId: OLD_COURSE, score: 79, playedAt: '2025-07-12' });
    const year = await yearOf(cookie, '?year=2025');
    const open = year.collections.find((c) => c.collectionId === 'championship.open-championship');
    expect(open).toMatchObject({ playedBefore: 0, playedAfter: 1 });
    // Pebble Beach, first played in 2024, moves no list in 2025.
    expect(year.collections.some((c) => c.collectionId === 'championship.us-open')).toBe(false);
    expect(year.collections).toEqual(await collectionsAdvanced(userId, '2025-01-01', '2025-12-31'));
    expect((await yearOf(cookie, '?year=2024')).collections.map((c) => c.collectionId)).toContain(
      'championship.us-open',
    );
  });

  it('opens on the latest year with rounds when none is named', async () => {
    const { cookie } = await signIn(freshEmail());
    await addRound(cookie, { courseId: PEBBLE, score: 84, playedAt: '2022-06-01' });
    await addRound(cookie, { courseId: PEBBLE, score: 84, playedAt: '2023-06-01' });
    const year = await yearOf(cookie);
    expect(year.year).toBe(2023);
    expect(year.figures?.rounds).toBe(1);
  });

  it('answers an empty year (no figures) for a year without rounds, with the years that have some', async () => {
    const { cookie } = await signIn(freshEmail());
    await addRound(cookie, { courseId: PEBBLE, score: 84, playedAt: '2024-06-01' });
    const year = await yearOf(cookie, '?year=2019');
    expect(year).toMatchObject({ year: 2019, figures: null, years: [{ year: 2024, rounds: 1 }] });
  });

  it('never shows another golfer’s year: an intruder asking for it sees only their own (none)', async () => {
    const owner = await signIn(freshEmail());
    await addRound(owner.cookie, { courseId: PEBBLE, score: 84, playedAt: '2025-06-01' });
    const intruder = await signIn(freshEmail());
    const year = await yearOf(intruder.cookie, '?year=2025');
    expect(year).toMatchObject({ year: 2025, years: [], figures: null });
  });

  it.each(['25', 'last', '1899', '2101', '2025-01-01'])(
    'answers 400 with what to send for the year %j',
    async (bad) => {
      const { cookie } = await signIn(freshEmail());
      const response = await apiFetch(`/api/user/year-in-golf?year=${bad}`, { cookie });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: YEAR_MESSAGE });
    },
  );

  it('answers 401 without a session', async () => {
    const response = await apiFetch('/api/user/year-in-golf?year=2025');
    expect(response.status).toBe(401);
  });
});
