import { deviceDb } from './device-db';
import type { OutboxEntry } from './outbox-entry';

/** The outbox in IndexedDB. Keys are ULIDs, so `getAll` answers the entries in the order they were saved. */
export interface OutboxStore {
  list(userId: string): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(id: string): Promise<void>;
}

/** Page and worker both write it; a BroadcastChannel tells every open screen to read it again. */
export const OUTBOX_CHANNEL = 'fescue-outbox';

function announceChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

export const outboxStore: OutboxStore = {
  async list(userId) {
    const db = await deviceDb();
    return (await db.getAll('outbox')).filter((entry) => entry.userId === userId);
  },
  async put(entry) {
    const db = await deviceDb();
    await db.put('outbox', entry);
    announceChange();
  },
  async remove(id) {
    const db = await deviceDb();
    await db.delete('outbox', id);
    announceChange();
  },
};
