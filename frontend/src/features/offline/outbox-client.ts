import { useSyncExternalStore } from 'react';
import { ulid } from 'ulid';
import { announceAchievementNews, type AchievementNews } from '@/shared/api/achievement-events';
import { isBrowserOffline } from '@/shared/offline/connectivity';
import { deviceDbAvailable } from '@/shared/offline/device-db';
import {
  newEntry,
  type NewOutboxEntry,
  type OutboxCourse,
  type OutboxEntry,
} from '@/shared/offline/outbox-entry';
import { OUTBOX_CHANNEL, outboxStore } from '@/shared/offline/outbox-store';
import { requestBackgroundSync, runOutboxSync } from '@/shared/offline/outbox-runner';
import { readOutboxSentMessage } from '@/shared/offline/worker-protocol';

/**
 * The page's side of the outbox: what the screens show ("Saved on this device, will sync") and when it
 * syncs: at app start, when the connection returns (the `online` event), right after a save, and through
 * Background Sync where the browser has it. One golfer at a time: the signed-in shell starts it.
 */
export type OutboxStatus = 'idle' | 'syncing' | 'waiting-for-sign-in';

interface OutboxSnapshot {
  entries: OutboxEntry[];
  status: OutboxStatus;
}

const EMPTY: OutboxSnapshot = { entries: [], status: 'idle' };
let snapshot: OutboxSnapshot = EMPTY;
let userId: string | null = null;
/** Called once rounds kept on this device reached the archive: how many, or null when the worker sent them. */
let afterSent: (sent: number | null) => void = () => undefined;
const listeners = new Set<() => void>();

/**
 * Rounds reached the archive: the screens hear of it, then of the achievements they earned, as the toast an
 * online save gets (the announcer shows it after the sync's own toast).
 */
function announceSent(sent: number | null, earned: AchievementNews['earned']): void {
  afterSent(sent);
  if (earned.length > 0) announceAchievementNews({ earned, lost: [] });
}

function publish(next: Partial<OutboxSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  listeners.forEach((listener) => listener());
}

async function reload(): Promise<void> {
  if (!userId || !deviceDbAvailable()) return;
  publish({ entries: await outboxStore.list(userId) });
}

/** Sends what is waiting; `force` ignores the backoff (the connection just came back, or the golfer asked). */
export async function syncNow({ force = false } = {}): Promise<void> {
  if (!userId || !deviceDbAvailable() || isBrowserOffline()) return;
  publish({ status: 'syncing' });
  try {
    const result = await runOutboxSync(userId, { force });
    publish({ status: result.signedOut ? 'waiting-for-sign-in' : 'idle' });
    if (result.sent.length > 0) announceSent(result.sent.length, result.earned);
  } catch {
    publish({ status: 'idle' });
  }
  await reload();
}

/** Starts the outbox for the signed-in golfer; `onSent` refreshes the screens that show rounds and stats. */
export function startOutbox(golferId: string, onSent: (sent: number | null) => void): () => void {
  userId = golferId;
  afterSent = onSent;
  snapshot = EMPTY;
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);
  const onChange = () => void reload();
  const onWorkerMessage = (event: MessageEvent) => {
    const sent = readOutboxSentMessage(event.data);
    if (sent) announceSent(null, sent.earned);
  };
  const onOnline = () => void syncNow({ force: true });
  channel?.addEventListener('message', onChange);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  window.addEventListener('online', onOnline);
  void reload().then(() => syncNow({ force: true }));
  return () => {
    channel?.close();
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    window.removeEventListener('online', onOnline);
    if (userId === golferId) userId = null;
  };
}

/** Whether a round can be kept on this device now (a signed-in golfer, and IndexedDB). */
export function canSaveOnDevice(): boolean {
  return userId !== null && deviceDbAvailable();
}

/** Keeps a round on the device and tries to send it at once; the answer is the entry the screens show. */
export async function saveRoundOnDevice(entry: Omit<NewOutboxEntry, 'id' | 'userId'>): Promise<OutboxEntry> {
  if (!userId) throw new Error('No golfer is signed in on this device');
  const saved = newEntry({ ...entry, id: ulid(), userId }, new Date());
  await outboxStore.put(saved);
  await reload();
  void requestBackgroundSync();
  void syncNow({ force: true });
  return saved;
}

export async function discardOutboxEntry(id: string): Promise<void> {
  await outboxStore.remove(id);
  await reload();
}

/** A parked entry after the golfer fixed it (another course, no photo) or asked to try again. */
export async function retryOutboxEntry(
  entry: OutboxEntry,
  fix: { course?: OutboxCourse; dropPhoto?: boolean } = {},
): Promise<void> {
  const next: OutboxEntry = { ...entry, state: 'pending', problem: null, attempts: 0, nextAttemptAt: 0 };
  if (fix.course) {
    next.course = fix.course;
    next.newCourse = null;
    next.round = { ...next.round, courseId: fix.course.id };
  }
  // Sent again as the golfer asked: its photo is uploaded again too (the refusal may have been the upload's).
  next.photoKey = null;
  next.photoUploadedAt = null;
  if (fix.dropPhoto) next.photo = null;
  await outboxStore.put(next);
  await reload();
  await syncNow({ force: true });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOutbox(): OutboxSnapshot {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => EMPTY,
  );
}
