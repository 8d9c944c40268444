import { deviceDb, deviceDbAvailable, type KeptRead } from './device-db';

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

/**
 * Kept as the answer's JSON text, not its parsed object: IndexedDB copies a value on the page's main thread
 * as it is put, and a string is copied in one piece where an answer's object tree is walked node by node
 * (milliseconds on a phone, as the screen is drawing its first answers; docs/performance.md).
 */
export async function rememberRead(path: string, text: string): Promise<void> {
  if (!deviceDbAvailable() || !isKeptRead(path)) return;
  const db = await deviceDb();
  await db.put('reads', { path, text, savedAt: Date.now() });
}

/** A kept read's answer: its text parsed, or the object an earlier version of the app kept. */
function bodyOf(read: KeptRead): unknown {
  return read.text === undefined ? read.body : JSON.parse(read.text);
}

export async function recallRead(path: string): Promise<{ body: unknown; savedAt: number } | undefined> {
  if (!deviceDbAvailable() || !isKeptRead(path)) return undefined;
  const db = await deviceDb();
  const read = await db.get('reads', path);
  return read && { body: bodyOf(read), savedAt: read.savedAt };
}

/** Every kept read whose path starts with `prefix` (the picker's courses this device has seen). */
export async function recallReadsStartingWith(prefix: string): Promise<{ path: string; body: unknown }[]> {
  if (!deviceDbAvailable()) return [];
  const db = await deviceDb();
  const reads = await db.getAll('reads', IDBKeyRange.bound(prefix, `${prefix}\uffff`));
  return reads.map((read) => ({ path: read.path, body: bodyOf(read) }));
}

/** Sign-out, or a session answer for someone else: nothing one golfer saw stays for the next. */
export async function clearReads(): Promise<void> {
  if (!deviceDbAvailable()) return;
  const db = await deviceDb();
  await db.clear('reads');
}
