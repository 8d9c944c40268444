import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  COLLECTION_ID_MESSAGE,
  COLLECTION_NOT_FOUND_MESSAGE,
  OWN_LIST_COURSES_MESSAGE,
  OWN_LIST_NAME_MESSAGE,
  collectionDetailSchema,
  collectionsResponseSchema,
  publicListSchema,
} from '#shared/collections/collection';
import { COURSE_NOT_FOUND_MESSAGE } from '#shared/schemas/course';
import { apiFetch, getItem, signIn } from '../../scripts/local/testing';
import { collectionKeys } from '../data/keys/collection-keys';
import { freshEmail } from '../lib/testing/stack-helpers';
import { putRankingEntries } from '../ratings/rankings-repository';
import { endpointGroups } from '../endpoint-groups';
import { publicListView } from './public-list-view';

const OLD_COURSE = 'old-course-st-andrews';
const CARNOUSTIE = 'carnoustie-championship';
const KINGSBARNS = 'kingsbarns-golf-links';
const PEBBLE = 'pebble-beach-golf-links';
const OPEN = 'championship.open-championship';

async function detail(cookie: string, id: string) {
  const response = await apiFetch(`/api/collections/${id}`, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return collectionDetailSchema.parse(await response.json());
}

async function summaries(cookie: string) {
  const response = await apiFetch('/api/collections', { cookie });
  expect(response.status).toBe(200);
  return collectionsResponseSchema.parse(await response.json()).collections;
}

async function createList(cookie: string, body: unknown, status = 201) {
  const response = await apiFetch('/api/collections', { method: 'POST', cookie, body });
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as { id: string; message?: string };
}

describe('the collections routes', () => {
  it('cover every collections route key', () => {
    expect(endpointGroups.collections.routes).toEqual([
      'GET /api/collections',
      'POST /api/collections',
      'GET /api/collections/{id}',
      'PATCH /api/collections/{id}',
      'DELETE /api/collections/{id}',
    ]);
  });

  it('refuse every route without a session, and write nothing', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/collections', undefined],
      ['POST', '/api/collections', { name: 'Mine' }],
      ['GET', `/api/collections/${OPEN}`, undefined],
      ['PATCH', '/api/collections/own.x', { name: 'Mine' }],
      ['DELETE', '/api/collections/own.x', undefined],
    ] as const) {
      const response = await apiFetch(path, { method, body });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('a catalog list', () => {
  it('shows the championship venues with the golfer’s played and bucket-list courses, nearest the bucket list first', async () => {
    const { cookie } = await signIn(freshEmail('collections'));
    const before = await detail(cookie, OPEN);
    expect(before).toMatchObject({ source: 'catalog', kind: 'championship', played: 0 });
    expect(before.total).toBeGreaterThanOrEqual(5);
    expect(before.courses.map((course) => course.id)).toEqual(
      expect.arrayContaining([OLD_COURSE, CARNOUSTIE]),
    );

    const marked = await apiFetch(`/api/played-courses/${OLD_COURSE}`, { method: 'PUT', cookie, body: {} });
    expect(marked.status).toBe(201);
    const listed = await apiFetch('/api/user/bucket-list', {
      method: 'POST',
      cookie,
      body: { courseId: CARNOUSTIE },
    });
    expect(listed.status).toBe(201);

    const after = await detail(cookie, OPEN);
    expect(after.played).toBe(1);
    expect(after.courses.find((course) => course.id === OLD_COURSE)?.status).toBe('played');
    expect(after.courses.find((course) => course.id === CARNOUSTIE)?.status).toBe('bucket-list');
    expect(after.nextUp).not.toContain(OLD_COURSE);
    expect(after.nextUp[0]).toBe(CARNOUSTIE);
    const miles = after.nextUp.map(
      (id) => after.courses.find((course) => course.id === id)?.milesFromBucketList,
    );
    const known = miles.filter((value): value is number => typeof value === 'number');
    expect(known).toEqual([...known].sort((a, b) => a - b));

    const open = (await summaries(cookie)).find((list) => list.id === OPEN);
    expect(open).toMatchObject({ played: 1, total: after.total, name: 'Open Championship venues' });
  });

  it('moves a course between architect lists when the catalog changes it', async () => {
    const { cookie } = await signIn(freshEmail('collections'));
    const tag = randomUUID().slice(0, 6).replace(/[0-9]/g, 'q');
    const created = await apiFetch('/api/courses', {
      method: 'POST',
      cookie,
      body: { name: `List Move ${tag}`, city: 'Bandon', country: 'United States', architect: `Ann ${tag}` },
    });
    expect(created.status).toBe(201);
    const courseId = ((await created.json()) as { id: string }).id;
    const first = await detail(cookie, `architect.ann-${tag}`);
    expect(first.courses.map((course) => course.id)).toEqual([courseId]);

    const moved = await apiFetch(`/api/courses/${courseId}`, {
      method: 'PATCH',
      cookie,
      body: { architect: `Bea ${tag}` },
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect((await apiFetch(`/api/collections/architect.ann-${tag}`, { cookie })).status).toBe(404);
    expect((await detail(cookie, `architect.bea-${tag}`)).courses.map((course) => course.id)).toEqual([
      courseId,
    ]);
    expect(await getItem(collectionKeys.member(`architect.ann-${tag}`, courseId))).toBeUndefined();
  });

  it('answers 404 for an id that names no list, and 400 for one that cannot be an id', async () => {
    const { cookie } = await signIn(freshEmail('collections'));
    const missing = await apiFetch('/api/collections/championship.no-such-event', { cookie });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toBe(COLLECTION_NOT_FOUND_MESSAGE);
    const bad = await apiFetch('/api/collections/Not!A!List', { cookie });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe(COLLECTION_ID_MESSAGE);
  });
});

describe('an imported ranking', () => {
  it('is a list shown by its source’s name, in the ranking’s own order', async () => {
    const source = `Matchplay Monthly ${randomUUID().slice(0, 4)}`;
    await putRankingEntries([
      { source, year: 2031, position: 1, region: 'world', courseId: PEBBLE, notes: null },
      { source, year: 2031, position: 2, region: 'world', courseId: OLD_COURSE, notes: null },
    ]);
    const { cookie } = await signIn(freshEmail('collections'));
    const list = (await summaries(cookie)).find((summary) => summary.name === `${source} (2031)`);
    expect(list).toMatchObject({ source: 'ranking', total: 2, played: 0 });
    const page = await detail(cookie, list!.id);
    expect(page.courses.map((course) => course.id)).toEqual([PEBBLE, OLD_COURSE]);
  });
});

describe('a golfer’s own list', () => {
  it('is created, read in its order, reordered, renamed, shared by link and deleted', async () => {
    const { cookie } = await signIn(freshEmail('collections'));
    const { id } = await createList(cookie, {
      name: '  Fife trip ',
      description: 'The Kingdom',
      courseIds: [OLD_COURSE, KINGSBARNS, CARNOUSTIE],
    });
    expect(id).toMatch(/^own\.[0-9a-z]{26}$/);
    const read = await detail(cookie, id);
    expect(read).toMatchObject({ name: 'Fife trip', source: 'own', visibility: 'private', total: 3 });
    expect(read.courses.map((course) => course.id)).toEqual([OLD_COURSE, KINGSBARNS, CARNOUSTIE]);

    const patched = await apiFetch(`/api/collections/${id}`, {
      method: 'PATCH',
      cookie,
      body: { courseIds: [CARNOUSTIE, OLD_COURSE, KINGSBARNS], visibility: 'link', name: 'Fife' },
    });
    expect(patched.status).toBe(200);
    const reordered = await detail(cookie, id);
    expect(reordered.courses.map((course) => course.id)).toEqual([CARNOUSTIE, OLD_COURSE, KINGSBARNS]);
    expect(reordered).toMatchObject({ name: 'Fife', visibility: 'link' });
    expect((await summaries(cookie)).find((list) => list.id === id)).toMatchObject({ total: 3, played: 0 });

    const deleted = await apiFetch(`/api/collections/${id}`, { method: 'DELETE', cookie });
    expect(deleted.status).toBe(200);
    expect((await apiFetch(`/api/collections/${id}`, { cookie })).status).toBe(404);
  });

  it('refuses a bad list with the words to fix it, and writes nothing', async () => {
    const { cookie, userId } = await signIn(freshEmail('collections'));
    for (const [body, words] of [
      [{ name: '' }, OWN_LIST_NAME_MESSAGE],
      [{ name: 'x'.repeat(81) }, OWN_LIST_NAME_MESSAGE],
      [{ name: 'Twice', courseIds: [OLD_COURSE, OLD_COURSE] }, OWN_LIST_COURSES_MESSAGE],
      [{ name: 'Extra', owner: 'someone-else' }, 'owner'],
      [{ name: 'Public', visibility: 'public' }, 'visibility'],
    ] as const) {
      const refused = await createList(cookie, body, 400);
      expect(JSON.stringify(refused)).toContain(words);
    }
    const unknown = await createList(cookie, { name: 'Ghost', courseIds: ['no-such-course-anywhere'] }, 404);
    expect(unknown.message).toBe(COURSE_NOT_FOUND_MESSAGE);
    expect(await summaries(cookie).then((lists) => lists.filter((list) => list.source === 'own'))).toEqual(
      [],
    );
    expect(userId).toBeTruthy();
  });

  it('answers 404 to another golfer who reads, changes or deletes it, and leaves it as it was', async () => {
    const owner = await signIn(freshEmail('collections'));
    const intruder = await signIn(freshEmail('collections'));
    const { id } = await createList(owner.cookie, { name: 'Private', courseIds: [OLD_COURSE] });
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'Taken' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await apiFetch(`/api/collections/${id}`, { method, cookie: intruder.cookie, body });
      expect(response.status, method).toBe(404);
    }
    expect(await getItem(collectionKeys.ownList(intruder.userId, id))).toBeUndefined();
    expect(await detail(owner.cookie, id)).toMatchObject({ name: 'Private', total: 1 });
  });

  it('shows anyone holding the link only the name, description and courses with played yes or no', async () => {
    const owner = await signIn(freshEmail('collections'));
    const other = await signIn(freshEmail('collections'));
    const { id } = await createList(owner.cookie, {
      name: 'Shared',
      description: 'Links of Fife',
      visibility: 'link',
      courseIds: [OLD_COURSE, KINGSBARNS],
    });
    const marked = await apiFetch(`/api/played-courses/${OLD_COURSE}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { note: 'Private note' },
    });
    expect(marked.status).toBe(201);
    const view = await publicListView(owner.userId, id);
    expect(publicListSchema.parse(view)).toEqual(view);
    expect(view?.courses.map((course) => [course.id, course.played])).toEqual([
      [OLD_COURSE, true],
      [KINGSBARNS, false],
    ]);
    const text = JSON.stringify(view);
    expect(text).not.toContain(owner.userId);
    expect(text).not.toContain('Private note');
    expect(await publicListView(other.userId, id)).toBeUndefined();
    expect(await publicListView(owner.userId, OPEN)).toBeUndefined();
  });
});

describe('Completed a Collection', () => {
  it('is earned by playing every course of a catalog collection, not by an own list of played courses', async () => {
    const { cookie } = await signIn(freshEmail('collections'));
    const { id } = await createList(cookie, { name: 'Already played', courseIds: [OLD_COURSE] });
    const marked = await apiFetch(`/api/played-courses/${OLD_COURSE}`, { method: 'PUT', cookie, body: {} });
    const first = (await marked.json()) as { achievements?: { unlocked?: { id: string }[] } };
    expect(JSON.stringify(first.achievements ?? {})).not.toContain('collection-complete');
    expect((await detail(cookie, id)).played).toBe(1);

    // Augusta National is the catalog's one Masters venue: playing it completes that collection.
    const masters = await detail(cookie, 'championship.masters');
    expect(masters.total).toBe(1);
    const augusta = await apiFetch(`/api/played-courses/${masters.courses[0]!.id}`, {
      method: 'PUT',
      cookie,
      body: {},
    });
    expect(augusta.status).toBe(201);
    expect(JSON.stringify(await augusta.json())).toContain('collection-complete');
    const list = (await (await apiFetch('/api/achievements', { cookie })).json()) as {
      achievements: { id: string; earned: boolean }[];
    };
    expect(list.achievements.find((a) => a.id === 'collection-complete')?.earned).toBe(true);
  });
});
