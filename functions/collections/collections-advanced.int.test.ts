import { describe, expect, it } from 'vitest';
import { apiFetch, signIn } from '../../scripts/local/testing';
import { createTestRound } from '../lib/testing/rating-builders';
import { freshEmail } from '../lib/testing/stack-helpers';
import { collectionsAdvanced } from './collections-advanced';

const OLD_COURSE = 'old-course-st-andrews'; // Fife, Scotland; links; Open Championship venue
const KINGSBARNS = 'kingsbarns-golf-links'; // Fife, Scotland; links; no Open
const CARNOUSTIE = 'carnoustie-championship'; // Angus, Scotland; links; Open venue, founded 1842
const PEBBLE = 'pebble-beach-golf-links'; // US Open venue

describe('the collections a stretch of time advanced', () => {
  it('counts only courses first played within the stretch, not a course played again in it', async () => {
    const { cookie, userId } = await signIn(freshEmail('advanced'));
    await createTestRound(cookie, KINGSBARNS, { playedAt: '2024-05-01' });
    await createTestRound(cookie, KINGSBARNS, { playedAt: '2025-06-10' });
    await createTestRound(cookie, OLD_COURSE, { playedAt: '2025-06-12' });
    await createTestRound(cookie, CARNOUSTIE, { playedAt: '2026-01-03' });

    const advances = await collectionsAdvanced(userId, '2025-06-01', '2025-06-30');
    const byId = new Map(advances.map((advance) => [advance.collectionId, advance]));

    const open = byId.get('championship.open-championship');
    expect(open).toMatchObject({ source: 'catalog', name: 'Open Championship venues', playedBefore: 0 });
    // Carnoustie, first played after the stretch, is not counted by its end.
    expect(open?.playedAfter).toBe(1);
    expect(open?.total).toBeGreaterThan(2);
    expect(byId.get('state.scotland.fife')).toMatchObject({ playedBefore: 1, playedAfter: 2 });
    expect(byId.get('links')).toMatchObject({ playedBefore: 1, playedAfter: 2 });
    // Kingsbarns was new in 2024: played again in June 2025, it advances no list of its own.
    expect(byId.has('architect.kyle-phillips')).toBe(false);
    expect(byId.has('championship.us-open')).toBe(false);
  });

  it('counts a course marked played without a round as played before, never as an advance', async () => {
    const { cookie, userId } = await signIn(freshEmail('advanced'));
    const marked = await apiFetch(`/api/played-courses/${PEBBLE}`, { method: 'PUT', cookie, body: {} });
    expect(marked.status).toBe(201);
    expect(await collectionsAdvanced(userId, '2000-01-01', '2099-12-31')).toEqual([]);
    await createTestRound(cookie, OLD_COURSE, { playedAt: '2025-06-12' });
    const advances = await collectionsAdvanced(userId, '2025-01-01', '2025-12-31');
    expect(advances.some((advance) => advance.collectionId === 'championship.us-open')).toBe(false);
    expect(
      advances.find((advance) => advance.collectionId === 'championship.open-championship'),
    ).toMatchObject({
      playedBefore: 0,
      playedAfter: 1,
    });
  });

  it('answers nothing for a golfer with no course new in the stretch', async () => {
    const { cookie, userId } = await signIn(freshEmail('advanced'));
    await createTestRound(cookie, OLD_COURSE, { playedAt: '2025-06-12' });
    expect(await collectionsAdvanced(userId, '2025-07-01', '2025-12-31')).toEqual([]);
  });
});
