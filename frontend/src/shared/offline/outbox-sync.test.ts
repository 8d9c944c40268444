import { describe, expect, it, vi } from 'vitest';
import { toCourseSearchResult } from '#shared/schemas/course';
import { buildCourse } from '@/testing/build-course';
import { HttpError } from '../api/http';
import { newEntry, type OutboxEntry } from './outbox-entry';
import type { OutboxStore } from './outbox-store';
import { PHOTO_UPLOAD_REUSE_MS } from '#shared/schemas/photo';
import { BACKOFF_BASE_MS, backoffMs, classifyFailure, syncOutbox, type OutboxSenders } from './outbox-sync';

const PEBBLE = toCourseSearchResult(buildCourse());
const NOW = Date.parse('2026-06-01T18:00:00Z');

/** An outbox in memory with the store's contract: entries listed in id (saving) order. */
function memoryStore(entries: OutboxEntry[]): OutboxStore & { entries: Map<string, OutboxEntry> } {
  const map = new Map(entries.map((entry) => [entry.id, structuredClone(entry)]));
  return {
    entries: map,
    list: async (userId) =>
      [...map.values()].filter((entry) => entry.userId === userId).sort((a, b) => a.id.localeCompare(b.id)),
    put: async (entry) => void map.set(entry.id, structuredClone(entry)),
    remove: async (id) => void map.delete(id),
  };
}

function entry(id: string, overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    ...newEntry(
      {
        id,
        userId: 'golfer-1',
        round: { courseId: PEBBLE.id, score: 80, holes: 18, roundType: 'Regular', playedAt: '2026-06-01' },
        course: PEBBLE,
        newCourse: null,
        photo: null,
      },
      new Date(NOW),
    ),
    ...overrides,
  };
}

const photo = () => ({ blob: new Blob(['jpeg']), contentType: 'image/jpeg' as const });

/** Senders that record the order of every request; `fail` decides per request what goes wrong. */
function recordingSenders(fail: (request: string) => unknown = () => undefined) {
  const log: string[] = [];
  const attempt = (request: string) => {
    log.push(request);
    const error = fail(request);
    if (error) throw error;
  };
  const senders: OutboxSenders = {
    uploadPhoto: vi.fn(async (sent) => {
      attempt(`photo ${await sent.blob.text()}`);
      return `uploads/golfer-1/${log.length}.jpg`;
    }),
    createCourse: vi.fn(async (course) => {
      attempt(`course ${course.name}`);
      return { id: 'new-course-id' };
    }),
    createRound: vi.fn(async (key, round) => {
      attempt(`round ${key}`);
      return { id: key, ...round };
    }),
  };
  return { senders, log };
}

const offline = () => new TypeError('Failed to fetch');
const refused = (status: number, message: string) =>
  new HttpError(status, `${status}: ${message}`, { message });

describe('syncOutbox', () => {
  it('uploads every photo first, then sends the rounds in the order they were saved', async () => {
    const store = memoryStore([
      entry('01A', { photo: { ...photo(), blob: new Blob(['first']) } }),
      entry('01B'),
      entry('01C', { photo: { ...photo(), blob: new Blob(['third']) } }),
    ]);
    const { senders, log } = recordingSenders();
    const result = await syncOutbox({ userId: 'golfer-1', store, senders, now: () => NOW });
    expect(log).toEqual(['photo first', 'photo third', 'round 01A', 'round 01B', 'round 01C']);
    expect(result.sent).toEqual(['01A', '01B', '01C']);
    expect(store.entries.size).toBe(0);
    expect(senders.createRound).toHaveBeenCalledWith(
      '01A',
      expect.objectContaining({ imageUrl: 'uploads/golfer-1/1.jpg' }),
    );
    expect(senders.createRound).toHaveBeenCalledWith('01B', expect.objectContaining({ imageUrl: null }));
  });

  it('gathers the achievements the sent rounds earned, each once, for the toast an online save gets', async () => {
    const store = memoryStore([entry('01A'), entry('01B'), entry('01C')]);
    const { senders } = recordingSenders();
    const firstCountry = { id: 'first-country', title: 'Passport Stamped', points: 10 };
    const tenRounds = { id: 'ten-rounds', title: 'Regular', points: 25 };
    const earnedBy: Record<string, unknown[]> = {
      '01A': [firstCountry],
      '01B': [],
      '01C': [firstCountry, tenRounds],
    };
    vi.mocked(senders.createRound).mockImplementation(async (key, round) => ({
      id: key,
      ...round,
      achievements: { earned: earnedBy[key], lost: [] },
    }));
    const result = await syncOutbox({ userId: 'golfer-1', store, senders, now: () => NOW });
    expect(result.sent).toEqual(['01A', '01B', '01C']);
    expect(result.earned).toEqual([firstCountry, tenRounds]);
  });

  it("sends only the signed-in golfer's entries", async () => {
    const store = memoryStore([entry('01A'), entry('01B', { userId: 'golfer-2' })]);
    const { senders, log } = recordingSenders();
    await syncOutbox({ userId: 'golfer-1', store, senders, now: () => NOW });
    expect(log).toEqual(['round 01A']);
    expect([...store.entries.keys()]).toEqual(['01B']);
  });

  it('creates a course typed offline before its round, and sends the round to the new id', async () => {
    const store = memoryStore([
      entry('01A', {
        newCourse: {
          name: 'Askernish',
          city: 'South Uist',
          country: 'Scotland',
          courseType: 'public',
          par: 72,
        },
        course: { ...PEBBLE, id: 'device-course', name: 'Askernish' },
        round: { courseId: 'device-course', score: 90, holes: 18, roundType: 'Regular' },
      }),
    ]);
    const { senders, log } = recordingSenders();
    await syncOutbox({ userId: 'golfer-1', store, senders, now: () => NOW });
    expect(log).toEqual(['course Askernish', 'round 01A']);
    expect(senders.createRound).toHaveBeenCalledWith(
      '01A',
      expect.objectContaining({ courseId: 'new-course-id' }),
    );
  });

  it('stops at a network failure, keeps every entry and backs the failed one off', async () => {
    const store = memoryStore([entry('01A'), entry('01B')]);
    const { senders, log } = recordingSenders((request) => (request === 'round 01A' ? offline() : undefined));
    const result = await syncOutbox({ userId: 'golfer-1', store, senders, now: () => NOW });
    expect(result).toMatchObject({ sent: [], interrupted: true, signedOut: false });
    expect(log).toEqual(['round 01A']);
    expect(store.entries.get('01A')).toMatchObject({ attempts: 1, nextAttemptAt: NOW + BACKOFF_BASE_MS });
    expect(store.entries.get('01B')).toMatchObject({ attempts: 0, state: 'pending' });
  });

  it('keeps an uploaded photo key, so a retry after a lost round answer does not upload it again', async () => {
    const store = memoryStore([entry('01A', { photo: photo() })]);
    let lose = true;
    const { senders, log } = recordingSenders((request) => {
      if (request === 'round 01A' && lose) {
        lose = false;
        return offline();
      }
      return undefined;
    });
    await syncOutbox({ userId: 'golfer-1', store, senders, now: () => NOW });
    await syncOutbox({ userId: 'golfer-1', store, senders, now: () => NOW, force: true });
    expect(log).toEqual(['photo jpeg', 'round 01A', 'round 01A']);
    expect(store.entries.size).toBe(0);
  });

  it('uploads the photo again when its upload is older than the bucket keeps an upload no round took', async () => {
    const store = memoryStore([entry('01A', { photo: photo() })]);
    const { senders, log } = recordingSenders((request) => (request === 'round 01A' ? offline() : undefined));
    await syncOutbox({ userId: 'golfer-1', store, senders, now: () => NOW });
    // The device stays offline past the upload's reuse window: the next send uploads the photo again.
    await syncOutbox({
      userId: 'golfer-1',
      store,
      senders,
      now: () => NOW + PHOTO_UPLOAD_REUSE_MS,
      force: true,
    });
    expect(log).toEqual(['photo jpeg', 'round 01A', 'photo jpeg', 'round 01A']);
    expect(store.entries.get('01A')?.photoKey).toBe('uploads/golfer-1/3.jpg');
  });

  it('uploads the photo again for an entry kept before upload times were (no time: not trusted)', async () => {
    const store = memoryStore([
      entry('01A', { photo: photo(), photoKey: 'uploads/golfer-1/old.jpg', photoUploadedAt: undefined }),
    ]);
    const { senders, log } = recordingSenders();
    await syncOutbox({ userId: 'golfer-1', store, senders, now: () => NOW });
    expect(log).toEqual(['photo jpeg', 'round 01A']);
  });

  it('leaves an entry alone until its backoff is over, and never lets a later one overtake it', async () => {
    const store = memoryStore([entry('01A', { attempts: 2, nextAttemptAt: NOW + 1_000 }), entry('01B')]);
    const { senders, log } = recordingSenders();
    await syncOutbox({ userId: 'golfer-1', store, senders, now: () => NOW });
    expect(log).toEqual([]);
    await syncOutbox({ userId: 'golfer-1', store, senders, now: () => NOW + 1_000 });
    expect(log).toEqual(['round 01A', 'round 01B']);
  });

  it('retries at once when forced (the connection came back), whatever the backoff', async () => {
    const store = memoryStore([entry('01A', { attempts: 5, nextAttemptAt: NOW + 60_000 })]);
    const { senders, log } = recordingSenders();
    await syncOutbox({ userId: 'golfer-1', store, senders, now: () => NOW, force: true });
    expect(log).toEqual(['round 01A']);
  });

  it('parks a round the server refuses (400) with its reason, and sends the others', async () => {
    const store = memoryStore([entry('01A'), entry('01B')]);
    const { senders } = recordingSenders((request) =>
      request === 'round 01A' ? refused(400, "Date played can't be in the future") : undefined,
    );
    const result = await syncOutbox({ userId: 'golfer-1', store, senders, now: () => NOW });
    expect(result).toMatchObject({ sent: ['01B'], parked: ['01A'] });
    expect(store.entries.get('01A')).toMatchObject({
      state: 'parked',
      problem: "Date played can't be in the future",
    });
    const again = recordingSenders();
    await syncOutbox({ userId: 'golfer-1', store, senders: again.senders, now: () => NOW, force: true });
    expect(again.log).toEqual([]);
  });

  it('parks a round whose course no longer exists (404)', async () => {
    const store = memoryStore([entry('01A')]);
    const { senders } = recordingSenders(() => refused(404, 'Course not found'));
    await syncOutbox({ userId: 'golfer-1', store, senders, now: () => NOW });
    expect(store.entries.get('01A')).toMatchObject({ state: 'parked', problem: 'Course not found' });
  });

  it('waits for sign-in on a 401 and changes nothing', async () => {
    const store = memoryStore([entry('01A', { photo: photo() }), entry('01B')]);
    const before = structuredClone([...store.entries.values()]);
    const { senders } = recordingSenders(() => refused(401, 'Unauthorized'));
    const result = await syncOutbox({ userId: 'golfer-1', store, senders, now: () => NOW });
    expect(result).toMatchObject({ signedOut: true, sent: [], parked: [] });
    expect([...store.entries.values()]).toEqual(before);
  });

  it('treats a 5xx and a 429 as worth retrying, not as a refusal', async () => {
    for (const status of [500, 503, 429]) {
      const store = memoryStore([entry('01A')]);
      const { senders } = recordingSenders(() => refused(status, 'busy'));
      await syncOutbox({ userId: 'golfer-1', store, senders, now: () => NOW });
      expect(store.entries.get('01A')).toMatchObject({ state: 'pending', attempts: 1 });
    }
  });
});

describe('backoffMs', () => {
  it('doubles from 5 s and stops at 10 minutes', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(backoffMs(30)).toBe(600_000);
  });
});

describe('classifyFailure', () => {
  it('reads no answer as the network, and a refusal with the server message', () => {
    expect(classifyFailure(offline())).toEqual({ kind: 'network' });
    expect(classifyFailure(refused(409, 'Taken'))).toEqual({ kind: 'refused', message: 'Taken' });
  });
});
