import { getGhinLink, getGhinSession } from '../data/ghin-repository';
import { ghinClient } from './ghin-api';
import { operatorCredential } from './operator-credential';

export interface GhinAccess {
  token: string;
  ghinNumber: string;
  /** The golfer's own login (true) or the operator's vendor account (false). */
  golferToken: boolean;
}

/** The operator's vendor token, kept an hour per warm instance (GHIN's last about 12). */
let vendor: { token: string; until: number } | undefined;
const VENDOR_TOKEN_REUSE_MS = 60 * 60 * 1000;

export async function vendorToken(now: Date): Promise<string | undefined> {
  if (vendor && vendor.until > now.getTime()) return vendor.token;
  const credential = await operatorCredential();
  if (!credential) return undefined;
  const token = await ghinClient().vendorLogin(credential.email, credential.password);
  vendor = { token, until: now.getTime() + VENDOR_TOKEN_REUSE_MS };
  return token;
}

/**
 * How Fescue may read this golfer's GHIN data now: the token of their own recent GHIN login, else the
 * operator's vendor account for the GHIN number on their link (when this deployment has one); undefined
 * when neither (the golfer must connect).
 */
export async function ghinAccessFor(userId: string, now: Date): Promise<GhinAccess | undefined> {
  const session = await getGhinSession(userId, now);
  if (session) return { ...session, golferToken: true };
  const link = await getGhinLink(userId);
  if (!link?.ghinNumber) return undefined;
  const token = await vendorToken(now);
  return token ? { token, ghinNumber: link.ghinNumber, golferToken: false } : undefined;
}

export function forgetVendorTokenForTests(): void {
  vendor = undefined;
}
