import { AUTH_USER_PATH } from './paths';
import { markDeviceDataShown, markNetworkAnswered } from './connectivity';
import { forgetDeviceOwner, noteSessionUser } from './device-owner';
import { recallRead, rememberRead } from './read-cache';

/** An answer from the network: parsed for the screen, and its text, which is what the device keeps. */
export interface LiveAnswer {
  body: unknown;
  text: string;
}

/** The screen needs the network and the device has not seen it: said plainly, never a spinner. */
export class OfflineError extends Error {
  override readonly name = 'OfflineError';
  constructor() {
    super('You are offline, and this device has not opened this yet. It needs a connection.');
  }
}

export function isOfflineError(error: unknown): error is OfflineError {
  return error instanceof OfflineError;
}

/** fetch rejects (TypeError) when no answer came at all: no signal, DNS, a dropped connection. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;

/**
 * A GET through the device's read cache: a live answer is kept (in the background, never slowing the
 * screen), no answer falls back to the kept one. A 401 on the session check means the device has no golfer:
 * their reads are dropped. Device-storage trouble never breaks a live answer.
 */
export async function readThroughDevice(
  path: string,
  fetchJson: () => Promise<LiveAnswer>,
): Promise<unknown> {
  try {
    const { body, text } = await fetchJson();
    markNetworkAnswered();
    if (path === AUTH_USER_PATH) {
      await noteSessionUser(body).catch(() => undefined);
    }
    void rememberRead(path, text).catch(() => undefined);
    return body;
  } catch (error) {
    if (path === AUTH_USER_PATH && statusOf(error) === 401) {
      await forgetDeviceOwner().catch(() => undefined);
    }
    if (!isNetworkFailure(error)) throw error;
    const kept = await recallRead(path).catch(() => undefined);
    if (!kept) throw new OfflineError();
    markDeviceDataShown();
    return kept.body;
  }
}
