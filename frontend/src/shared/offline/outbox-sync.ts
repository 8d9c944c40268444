import type { CreateCourse } from '#shared/schemas/course-requests';
import { PHOTO_UPLOAD_REUSE_MS, type PhotoContentType } from '#shared/schemas/photo';
import type { CreateRound } from '#shared/schemas/round-requests';
import { achievementNewsOf, type AchievementNews } from '../api/achievement-events';
import type { OutboxEntry } from './outbox-entry';
import type { OutboxStore } from './outbox-store';

/** The three requests a queued round may need, in the order they are made. */
export interface OutboxSenders {
  /** Uploads the photo, answering its key for the round's `imageUrl`. */
  uploadPhoto(photo: { blob: Blob; contentType: PhotoContentType }): Promise<string>;
  /** Creates a course typed offline (or answers the one Fescue already holds under that name and town). */
  createCourse(course: CreateCourse): Promise<{ id: string }>;
  /** POST /api/rounds with the entry's id as its Idempotency-Key; answers the API's answer, news included. */
  createRound(idempotencyKey: string, round: CreateRound): Promise<unknown>;
}

export interface SyncResult {
  /** Ids of the rounds the server now holds. */
  sent: string[];
  /** Ids parked in this run, with their reason on the entry. */
  parked: string[];
  /** A 401: the session ended while offline; everything waits, untouched, for sign-in. */
  signedOut: boolean;
  /** The network (or the server) failed: the rest waits for the next sync. */
  interrupted: boolean;
  /** The achievements the sent rounds earned, once each: the golfer hears of them as after an online save. */
  earned: AchievementNews['earned'];
}

type Failure = { kind: 'network' } | { kind: 'signed-out' } | { kind: 'refused'; message: string };

export const BACKOFF_BASE_MS = 5_000;
export const BACKOFF_MAX_MS = 10 * 60_000;

/** 5 s, 10 s, 20 s... at most 10 minutes: a server in trouble is not hammered by every phone at once. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

const GENERIC_REFUSAL = 'Fescue could not save this round. Fix it or discard it.';

/**
 * What a failed send means for the outbox. No answer (fetch's TypeError), a 5xx, 408 or 429 is worth trying
 * again later; a 401 waits for sign-in; any other answer is the server refusing this entry, for a reason
 * that sending it again will not change.
 */
export function classifyFailure(error: unknown): Failure {
  const status =
    typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
      ? error.status
      : undefined;
  if (status === undefined) return { kind: 'network' };
  if (status === 401) return { kind: 'signed-out' };
  if (status >= 500 || status === 408 || status === 429) return { kind: 'network' };
  const body = (error as { body?: { message?: unknown } | null }).body;
  const message = typeof body?.message === 'string' && body.message ? body.message : GENERIC_REFUSAL;
  return { kind: 'refused', message };
}

export interface SyncOptions {
  userId: string;
  store: OutboxStore;
  senders: OutboxSenders;
  now?: () => number;
  /** The connection just came back (or the golfer asked): ignore the backoff. */
  force?: boolean;
}

/**
 * Sends the golfer's outbox: every waiting photo first, then the rounds, each in the order they were saved.
 * An entry is removed only once the server holds its round; an entry still backing off stops the run, so a
 * later round never overtakes an earlier one. Safe to run twice at once: the Idempotency-Key makes a second
 * send of a round answer the first.
 */
export async function syncOutbox({
  userId,
  store,
  senders,
  now = Date.now,
  force = false,
}: SyncOptions): Promise<SyncResult> {
  const result: SyncResult = { sent: [], parked: [], signedOut: false, interrupted: false, earned: [] };
  const due: OutboxEntry[] = [];
  for (const entry of await store.list(userId)) {
    if (entry.state === 'parked') continue;
    if (!force && entry.nextAttemptAt > now()) break;
    due.push(entry);
  }

  /** Runs one step of an entry; false stops the whole run. */
  const step = async (entry: OutboxEntry, run: () => Promise<void>): Promise<boolean> => {
    try {
      await run();
      return true;
    } catch (error) {
      const failure = classifyFailure(error);
      if (failure.kind === 'signed-out') {
        result.signedOut = true;
        return false;
      }
      if (failure.kind === 'network') {
        const attempts = entry.attempts + 1;
        await store.put({ ...entry, attempts, nextAttemptAt: now() + backoffMs(attempts) });
        result.interrupted = true;
        return false;
      }
      Object.assign(entry, { state: 'parked', problem: failure.message });
      await store.put(entry);
      result.parked.push(entry.id);
      return true;
    }
  };

  for (const entry of due) {
    if (!entry.photo || uploadStillKept(entry, now())) continue;
    const photo = entry.photo;
    const carryOn = await step(entry, async () => {
      entry.photoKey = await senders.uploadPhoto(photo);
      entry.photoUploadedAt = now();
      await store.put(entry);
    });
    if (!carryOn) return result;
  }

  for (const entry of due) {
    if (entry.state === 'parked') continue;
    const carryOn = await step(entry, async () => {
      if (entry.newCourse) {
        const { id } = await senders.createCourse(entry.newCourse);
        entry.round = { ...entry.round, courseId: id };
        entry.course = { ...entry.course, id };
        entry.newCourse = null;
        await store.put(entry);
      }
      const answer = await senders.createRound(entry.id, {
        ...entry.round,
        imageUrl: entry.photoKey ?? null,
      });
      await store.remove(entry.id);
      result.sent.push(entry.id);
      for (const achievement of achievementNewsOf(answer)?.earned ?? []) {
        if (!result.earned.some((known) => known.id === achievement.id)) result.earned.push(achievement);
      }
    });
    if (!carryOn) return result;
  }
  return result;
}

/** Whether the entry's uploaded photo may still be named: uploaded, and recently enough that the bucket has it. */
function uploadStillKept(entry: OutboxEntry, now: number): boolean {
  if (!entry.photoKey || typeof entry.photoUploadedAt !== 'number') return false;
  return now - entry.photoUploadedAt < PHOTO_UPLOAD_REUSE_MS;
}
