import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../api/http';
import { deviceDb, forgetDeviceDbConnection } from './device-db';
import { listDeviceCourses } from './device-courses';
import { outboxStore } from './outbox-store';
import { newEntry } from './outbox-entry';
import { recallRead } from './read-cache';
import { OfflineError, readThroughDevice } from './read-through-device';
import { clearDeviceCopies } from './sign-out';
import { PHOTO_CACHE } from './worker-protocol';

const answer = (body: unknown) => () => Promise.resolve({ body, text: JSON.stringify(body) });
const noSignal = () => Promise.reject(new TypeError('Failed to fetch'));

/** The browser's Cache Storage as the service worker fills it: cache names, each with the URLs it holds. */
function fakeCacheStorage() {
  const names = new Map<string, string[]>();
  return {
    names,
    storage: {
      delete: (name: string) => Promise.resolve(names.delete(name)),
      has: (name: string) => Promise.resolve(names.has(name)),
    },
  };
}
let cacheStorage: ReturnType<typeof fakeCacheStorage>;
/** The worker has shown (and kept) one of the golfer's photos. */
const workerKeptAPhoto = () =>
  cacheStorage.names.set(PHOTO_CACHE, ['/photos/01JD8X2YQ3M4N5P6R7S8T9V0WX.jpg']);

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  forgetDeviceDbConnection();
  cacheStorage = fakeCacheStorage();
  vi.stubGlobal('caches', cacheStorage.storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readThroughDevice', () => {
  it('keeps a live answer and serves it when the network gives none', async () => {
    await readThroughDevice('/api/user/stats', answer({ totalRounds: 3 }));
    await expect.poll(() => recallRead('/api/user/stats')).toMatchObject({ body: { totalRounds: 3 } });
    expect(await readThroughDevice('/api/user/stats', noSignal)).toEqual({ totalRounds: 3 });
  });

  it('keeps the answer as its text, and still serves a read an earlier version kept as an object', async () => {
    await readThroughDevice('/api/user/stats', answer({ totalRounds: 3 }));
    const db = await deviceDb();
    await expect.poll(() => db.get('reads', '/api/user/stats')).toMatchObject({ text: '{"totalRounds":3}' });
    await db.put('reads', { path: '/api/user/map', body: { countries: ['GB'] }, savedAt: 1 });
    expect(await readThroughDevice('/api/user/map', noSignal)).toEqual({ countries: ['GB'] });
  });

  it('says the screen needs a connection when the device never saw it', async () => {
    await expect(readThroughDevice('/api/rounds/recent', noSignal)).rejects.toBeInstanceOf(OfflineError);
  });

  it('passes a server refusal on, never answering it from the device', async () => {
    await readThroughDevice('/api/courses/pebble', answer({ id: 'pebble', name: 'Pebble' }));
    const refusal = new HttpError(404, '404: Course not found', { message: 'Course not found' });
    await expect(readThroughDevice('/api/courses/pebble', () => Promise.reject(refusal))).rejects.toBe(
      refusal,
    );
  });

  it('does not keep searches', async () => {
    await readThroughDevice('/api/courses/search?q=peb', answer([{ id: 'pebble' }]));
    await expect(readThroughDevice('/api/courses/search?q=peb', noSignal)).rejects.toBeInstanceOf(
      OfflineError,
    );
  });

  it("forgets one golfer's reads when the session answer is another golfer", async () => {
    await readThroughDevice('/api/auth/user', answer({ id: 'alex' }));
    await readThroughDevice('/api/user/stats', answer({ totalRounds: 3 }));
    await expect.poll(() => recallRead('/api/user/stats')).toBeDefined();
    await readThroughDevice('/api/auth/user', answer({ id: 'sam' }));
    expect(await recallRead('/api/user/stats')).toBeUndefined();
    expect(await recallRead('/api/auth/user')).toBeDefined();
  });

  it("forgets the previous golfer's cached photos when another golfer signs in after a session that ended without Sign out", async () => {
    await readThroughDevice('/api/auth/user', answer({ id: 'alex' }));
    workerKeptAPhoto();
    // The same golfer's session checks keep the photos.
    await readThroughDevice('/api/auth/user', answer({ id: 'alex' }));
    expect(cacheStorage.names.has(PHOTO_CACHE)).toBe(true);
    // Alex's session expires on the shared device; Sam signs in: the first answer is Sam's.
    await readThroughDevice('/api/auth/user', answer({ id: 'sam' }));
    expect(cacheStorage.names.has(PHOTO_CACHE)).toBe(false);
  });

  it('forgets the cached photos when the session check answers 401 (ended elsewhere, or expired)', async () => {
    await readThroughDevice('/api/auth/user', answer({ id: 'alex' }));
    workerKeptAPhoto();
    const signedOut = new HttpError(401, '401: Unauthorized', { message: 'Unauthorized' });
    await expect(readThroughDevice('/api/auth/user', () => Promise.reject(signedOut))).rejects.toBe(
      signedOut,
    );
    expect(cacheStorage.names.has(PHOTO_CACHE)).toBe(false);
  });

  it('forgets the reads when the session check answers 401 (signed out elsewhere, or expired)', async () => {
    await readThroughDevice('/api/auth/user', answer({ id: 'alex' }));
    await readThroughDevice('/api/user/stats', answer({ totalRounds: 3 }));
    await expect.poll(() => recallRead('/api/user/stats')).toBeDefined();
    const signedOut = new HttpError(401, '401: Unauthorized', { message: 'Unauthorized' });
    await expect(readThroughDevice('/api/auth/user', () => Promise.reject(signedOut))).rejects.toBe(
      signedOut,
    );
    expect(await recallRead('/api/user/stats')).toBeUndefined();
    await expect(readThroughDevice('/api/auth/user', noSignal)).rejects.toBeInstanceOf(OfflineError);
  });
});

describe('sign-out on the device', () => {
  it('clears the reads and the cached photos and keeps the outbox, still marked with its golfer', async () => {
    await readThroughDevice('/api/auth/user', answer({ id: 'alex' }));
    await readThroughDevice('/api/rounds/recent', answer([]));
    const entry = newEntry(
      {
        id: '01JOUTBOX0000000000000000A',
        userId: 'alex',
        round: { courseId: 'pebble', score: 80, holes: 18, roundType: 'Regular' },
        course: {
          id: 'pebble',
          name: 'Pebble',
          city: '',
          state: null,
          country: '',
          architect: null,
          courseType: 'public',
        },
        newCourse: null,
        photo: { blob: new Blob(['jpeg']), contentType: 'image/jpeg' },
      },
      new Date(),
    );
    await outboxStore.put(entry);
    await expect.poll(() => recallRead('/api/rounds/recent')).toBeDefined();
    workerKeptAPhoto();
    await clearDeviceCopies();
    expect(await recallRead('/api/rounds/recent')).toBeUndefined();
    expect(cacheStorage.names.has(PHOTO_CACHE)).toBe(false);
    expect(await recallRead('/api/auth/user')).toBeUndefined();
    expect((await outboxStore.list('alex')).map((kept) => kept.id)).toEqual([entry.id]);
    expect(await outboxStore.list('sam')).toEqual([]);
  });
});

describe('listDeviceCourses', () => {
  it("offers the courses of the golfer's rounds, latest first, then the bucket list, then the course pages seen, each once", async () => {
    const course = (id: string, name: string) => ({
      id,
      name,
      city: 'Town',
      country: 'Scotland',
      courseType: 'links',
    });
    await readThroughDevice(
      '/api/rounds/recent',
      answer([
        { playedAt: '2026-04-01', course: course('old-course', 'Old Course') },
        { playedAt: '2026-05-01', course: course('askernish', 'Askernish') },
      ]),
    );
    await readThroughDevice(
      '/api/rounds?limit=20',
      answer({ rounds: [{ playedAt: '2026-04-01', course: course('old-course', 'Old Course') }] }),
    );
    await readThroughDevice(
      '/api/user/bucket-list',
      answer({
        entries: [
          { course: course('cabot-cliffs', 'Cabot Cliffs') },
          { course: course('askernish', 'Askernish') },
        ],
        total: 2,
      }),
    );
    await readThroughDevice('/api/courses/pebble', answer(course('pebble', 'Pebble Beach')));
    await readThroughDevice('/api/courses/pebble/ratings', answer({ raters: 4 }));
    await expect
      .poll(async () => (await listDeviceCourses()).map((found) => found.name))
      .toEqual(['Askernish', 'Old Course', 'Cabot Cliffs', 'Pebble Beach']);
  });
});
