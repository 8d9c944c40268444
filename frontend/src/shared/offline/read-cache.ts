import { deviceDb, deviceDbAvailable } from './device-db';

/**
 * The read cache (docs/product-rules.md#offline): each GET answer a screen used is kept in IndexedDB, so the
 * dashboard, Round History and the course pages this device visited open offline with their last known data.
 * Search answers are not kept (every keystroke is a new path, and a stale search helps nobody). The service
 * worker never caches /api/ answers itself: this store is the only copy, and it is cleared on sign-out.
 */
const NOT_KEPT = [/^\/api\/courses\/search/, /^\/api\/external-courses\//, /^\/api\/rounds\/export/];

export function isKeptRead(path: string): boolean {
  return path.startsWith('/api/') && !NOT_KEPT.some((pattern) => pattern.test(path));
}

export async function rememberRead(path: string, body: unknown): Promise<void> {
  if (!deviceDbAvailable() || !isKeptRead(path)) return;
  const db = await deviceDb();
  await db.put('reads', { path, body, savedAt: Date.now() });
}

export async function recallRead(path: string): Promise<{ body: unknown; savedAt: number } | undefined> {
  if (!deviceDbAvailable() || !isKeptRead(path)) return undefined;
  const db = await deviceDb();
  return db.get('reads', path);
}

/** Every kept read whose path starts with `prefix` (the picker's courses this device has seen). */
export async function recallReadsStartingWith(prefix: string): Promise<{ path: string; body: unknown }[]> {
  if (!deviceDbAvailable()) return [];
  const db = await deviceDb();
  return db.getAll('reads', IDBKeyRange.bound(prefix, `${prefix}\uffff`));
}

/** Sign-out, or a session answer for someone else: nothing one golfer saw stays for the next. */
export async function clearReads(): Promise<void> {
  if (!deviceDbAvailable()) return;
  const db = await deviceDb();
  await db.clear('reads');
}
