import { deviceDb, deviceDbAvailable } from './device-db';
import { clearReads } from './read-cache';
import { PHOTO_CACHE } from './worker-protocol';

const OWNER_KEY = 'owner';

/** The photos the service worker kept for the screens (the Cache Storage the worker fills, /photos/*). */
async function clearPhotoCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(PHOTO_CACHE);
}

/**
 * Everything one golfer's screens left on the device: the kept reads (IndexedDB) and the photos the worker
 * cached. Both go together, wherever one golfer's session gives way to none or to another.
 */
async function forgetWhatWasShown(): Promise<void> {
  await Promise.all([clearPhotoCache(), deviceDbAvailable() ? clearReads() : undefined]);
}

/**
 * The golfer whose data the device keeps. A session answer for someone else (another golfer signed in on
 * this device, after a session that ended without Sign out) clears the reads and the cached photos first,
 * so nobody is ever shown what the previous golfer last saw.
 */
export async function noteSessionUser(body: unknown): Promise<void> {
  if (!deviceDbAvailable()) return;
  const id = typeof body === 'object' && body !== null && 'id' in body ? body.id : undefined;
  if (typeof id !== 'string') return;
  const db = await deviceDb();
  if ((await db.get('meta', OWNER_KEY)) === id) return;
  await forgetWhatWasShown();
  await db.put('meta', id, OWNER_KEY);
}

/** The worker's Background Sync sends the outbox of the golfer last signed in on this device. */
export async function deviceOwner(): Promise<string | undefined> {
  if (!deviceDbAvailable()) return undefined;
  const owner = await (await deviceDb()).get('meta', OWNER_KEY);
  return typeof owner === 'string' ? owner : undefined;
}

/**
 * Signed out (here, elsewhere, or the session expired: the session check's 401): the reads and the cached
 * photos go, and so does the owner (the outbox stays, still marked with its golfer).
 */
export async function forgetDeviceOwner(): Promise<void> {
  await forgetWhatWasShown();
  if (!deviceDbAvailable()) return;
  await (await deviceDb()).delete('meta', OWNER_KEY);
}
