import { getGhinLink, getGhinSession } from './ghin-repository';
import { ghinClient } from './ghin-api';

export interface GhinAccess {
  token: string;
  ghinNumber: string;
  /** The golfer's own login (true) or the operator's vendor account (false). */
  golferToken: boolean;
}

/**
 * The operator's vendor token: the client keeps it per warm instance until the expiry GHIN wrote in it, and
 * logs in again once when GHIN ends it early (functions/ghin/client/ghin-client.ts).
 */
export function vendorToken(): Promise<string | undefined> {
  return ghinClient().vendorToken();
}

/** How Fescue may read a golfer's GHIN data now, or why it may not. */
export type GhinReach =
  | { kind: 'access'; access: GhinAccess }
  /** No GHIN login lasts and no proved number (or no operator account to read it with): connect. */
  | { kind: 'not-connected' }
  /** Only a number the golfer typed: their own note, never read (docs/architecture.md). */
  | { kind: 'unproved'; ghinNumber: string };

/**
 * How Fescue may read this golfer's GHIN data now: the token of their own recent GHIN login (GHIN itself
 * proves whose it is), else the operator's vendor account for the GHIN number on their link, only when a
 * GHIN login proved that number (`verified`) and this deployment has an operator account. A typed number is
 * never read: anyone can type anyone's number, and the vendor account reads every golfer who approved it.
 */
export async function ghinReachFor(userId: string, now: Date): Promise<GhinReach> {
  const session = await getGhinSession(userId, now);
  if (session) return { kind: 'access', access: { ...session, golferToken: true } };
  const link = await getGhinLink(userId);
  if (!link?.ghinNumber) return { kind: 'not-connected' };
  if (!link.verified) return { kind: 'unproved', ghinNumber: link.ghinNumber };
  const token = await vendorToken();
  return token
    ? { kind: 'access', access: { token, ghinNumber: link.ghinNumber, golferToken: false } }
    : { kind: 'not-connected' };
}
