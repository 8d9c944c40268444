import { deviceDb, deviceDbAvailable } from './device-db';
import { clearReads } from './read-cache';

const OWNER_KEY = 'owner';

/**
 * The golfer whose data the device keeps. A session answer for someone else (another golfer signed in on
 * this device) clears the reads first, so nobody is ever shown what the previous golfer last saw.
 */
export async function noteSessionUser(body: unknown): Promise<void> {
  if (!deviceDbAvailable()) return;
  const id = typeof body === 'object' && body !== null && 'id' in body ? body.id : undefined;
  if (typeof id !== 'string') return;
  const db = await deviceDb();
  if ((await db.get('meta', OWNER_KEY)) === id) return;
  await clearReads();
  await db.put('meta', id, OWNER_KEY);
}

/** The worker's Background Sync sends the outbox of the golfer last signed in on this device. */
export async function deviceOwner(): Promise<string | undefined> {
  if (!deviceDbAvailable()) return undefined;
  const owner = await (await deviceDb()).get('meta', OWNER_KEY);
  return typeof owner === 'string' ? owner : undefined;
}

/** Signed out: the reads go, and so does the owner (the outbox stays, still marked with its golfer). */
export async function forgetDeviceOwner(): Promise<void> {
  if (!deviceDbAvailable()) return;
  await clearReads();
  await (await deviceDb()).delete('meta', OWNER_KEY);
}
