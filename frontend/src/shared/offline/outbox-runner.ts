import { outboxStore } from './outbox-store';
import { networkSenders } from './outbox-senders';
import { syncOutbox, type SyncResult } from './outbox-sync';

/** One sync at a time across the tabs and the worker (Web Locks); the Idempotency-Key covers the rest. */
const SYNC_LOCK = 'fescue-outbox-sync';

export function runOutboxSync(userId: string, { force = false } = {}): Promise<SyncResult> {
  const run = () => syncOutbox({ userId, store: outboxStore, senders: networkSenders, force });
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(SYNC_LOCK, run) : run();
}

/** The Background Sync tag the page registers and the service worker answers. */
export const OUTBOX_SYNC_TAG = 'fescue-outbox';

/** Asks the browser to wake the worker when a connection is back (Chromium; elsewhere the page syncs). */
export async function requestBackgroundSync(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  const registration = await navigator.serviceWorker.getRegistration();
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
  if (!sync) return false;
  try {
    await sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}
