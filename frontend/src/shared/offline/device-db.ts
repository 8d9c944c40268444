import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxEntry } from './outbox-entry';

/**
 * What Fescue keeps on the device (docs/product-rules.md#offline), in one IndexedDB database:
 * - `reads`: the last answer of each GET the golfer's screens made, so they open offline;
 * - `outbox`: rounds saved on the device, waiting to be sent (keyed by their ULID, so in saving order);
 * - `meta`: small facts, such as whose data the reads are.
 * The page and the service worker both open it (Background Sync sends the outbox from the worker).
 */
/** A kept GET answer: its JSON text (`body`, the parsed answer, in reads an earlier version kept). */
export interface KeptRead {
  path: string;
  text?: string;
  body?: unknown;
  savedAt: number;
}

export interface DeviceDbSchema extends DBSchema {
  reads: { key: string; value: KeptRead };
  outbox: { key: string; value: OutboxEntry };
  meta: { key: string; value: unknown };
}

export const DEVICE_DB_NAME = 'fescue-device';
const DEVICE_DB_VERSION = 1;

let opening: Promise<IDBPDatabase<DeviceDbSchema>> | undefined;

/** IndexedDB is missing in some test environments and private modes; callers then keep nothing. */
export function deviceDbAvailable(): boolean {
  return typeof indexedDB !== 'undefined';
}

export function deviceDb(): Promise<IDBPDatabase<DeviceDbSchema>> {
  opening ??= openDB<DeviceDbSchema>(DEVICE_DB_NAME, DEVICE_DB_VERSION, {
    upgrade(db) {
      db.createObjectStore('reads', { keyPath: 'path' });
      db.createObjectStore('outbox', { keyPath: 'id' });
      db.createObjectStore('meta');
    },
    // Another tab or the worker upgrading: let it, and open again next time.
    blocking() {
      void opening?.then((db) => db.close());
      opening = undefined;
    },
  });
  return opening;
}

/** Tests start from an empty database. */
export function forgetDeviceDbConnection(): void {
  opening = undefined;
}
