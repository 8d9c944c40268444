import { userKeys } from './user-keys';

/**
 * Keys of attempt windows: how many attempts of one kind (a GHIN login) one golfer, or one client address,
 * made in one fixed window. The ADDRESS# and ATTEMPTS# prefixes are written here and nowhere else.
 *
 * Golfer's window:  pk USER#<sub>          sk ATTEMPTS#<action>#<window start, epoch seconds>
 * Address window:   pk ADDRESS#<address>   sk ATTEMPTS#<action>#<window start, epoch seconds>
 *                   (count, expiresAt: the window's end)
 *
 * A golfer's windows sit in their own partition, so they go with the account and its export; the window's
 * start is in the key, so a window TTL has not yet deleted is never read for a later one.
 */
const ATTEMPTS_PREFIX = 'ATTEMPTS#';

export const ATTEMPT_WINDOW_ENTITY = 'ATTEMPT_WINDOW';

export const attemptKeys = {
  golferWindow: (userId: string, action: string, windowStart: number) => ({
    pk: userKeys.profile(userId).pk,
    sk: `${ATTEMPTS_PREFIX}${action}#${windowStart}`,
  }),
  /** `address` is an IPv4 address or an IPv6 /64 prefix (functions/lib/http/client-address.ts). */
  addressWindow: (address: string, action: string, windowStart: number) => ({
    pk: `ADDRESS#${address}`,
    sk: `${ATTEMPTS_PREFIX}${action}#${windowStart}`,
  }),
} as const;
