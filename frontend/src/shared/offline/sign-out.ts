import { LOGOUT_URL, navigateTo } from '../lib/browser-navigation';
import { forgetDeviceOwner } from './device-owner';

/**
 * Sign-out on this device: what the golfer's screens kept (IndexedDB reads, cached photos) goes before the
 * server ends the session, so the next person on the device sees none of it, online or off. Rounds still in
 * the outbox stay, marked with their golfer: they are sent when that golfer signs in again, never shown to
 * anyone else.
 */
export async function clearDeviceCopies(): Promise<void> {
  await forgetDeviceOwner().catch(() => undefined);
}

export function signOut(): void {
  void clearDeviceCopies().finally(() => navigateTo(LOGOUT_URL));
}
