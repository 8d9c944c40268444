import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { SignOutMarker } from '../lib/session/sign-out-marker';
import { isClosing } from '../lib/session/sign-out-marker';

/**
 * Staying signed in (docs/architecture.md, "Staying signed in"). The browser holds a random secret in an
 * HttpOnly cookie; the server holds the provider's refresh token sealed with a key derived from that secret.
 * Neither half renews anything alone. A session ends after REFRESH_IDLE_LIMIT_MS without use, and in any case
 * REFRESH_ABSOLUTE_LIMIT_MS after the sign-in (the provider's refresh token lasts as long: infra/auth.ts).
 */
export const REFRESH_IDLE_LIMIT_MS = 14 * 24 * 3600 * 1000;
export const REFRESH_ABSOLUTE_LIMIT_MS = 30 * 24 * 3600 * 1000;

/** What the refresh cookie carries: whose session, and the secret that finds and opens it. */
export interface RefreshCookie {
  userId: string;
  secret: string;
}

const SECRET_BYTES = 32;
const COOKIE_PATTERN = /^([\w-]{1,128})\.([\w-]{43})$/;

export function newRefreshCookie(userId: string): RefreshCookie {
  return { userId, secret: randomBytes(SECRET_BYTES).toString('base64url') };
}

export function formatRefreshCookie(cookie: RefreshCookie): string {
  return `${cookie.userId}.${cookie.secret}`;
}

/** Undefined for anything that is not a cookie this module wrote. */
export function parseRefreshCookie(value: string | undefined): RefreshCookie | undefined {
  const match = value ? COOKIE_PATTERN.exec(value) : null;
  return match ? { userId: match[1] ?? '', secret: match[2] ?? '' } : undefined;
}

/** The item's key part: the secret's hash, so the table never holds the secret itself. */
export function lookupIdOf(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

function sealingKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'fescue-refresh-session', 'refresh-token', 32));
}

/** AES-256-GCM, the golfer's id as associated data: a sealed token moved to another golfer's item opens to nothing. */
export function sealRefreshToken(refreshToken: string, cookie: RefreshCookie): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(cookie.secret), iv);
  cipher.setAAD(Buffer.from(cookie.userId));
  const body = Buffer.concat([cipher.update(refreshToken, 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

/** The refresh token, or undefined when the secret or the golfer is not the one it was sealed for. */
export function openRefreshToken(sealed: string, cookie: RefreshCookie): string | undefined {
  const [iv, body, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !body || !tag || iv.length !== 12 || tag.length !== 16) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(cookie.secret), iv);
    decipher.setAAD(Buffer.from(cookie.userId));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** Epoch ms when a session used at `lastUsedAt` ends: the idle limit slides, the absolute cap does not. */
export function refreshSessionEndsAt(session: { createdAt: number; lastUsedAt: number }): number {
  return Math.min(session.lastUsedAt + REFRESH_IDLE_LIMIT_MS, session.createdAt + REFRESH_ABSOLUTE_LIMIT_MS);
}

export type RenewalRefusal = 'ended' | 'signed-out' | 'closing';

/**
 * Why a stored session may not be renewed at `now`, or null when it may: it has run out (idle or capped),
 * the golfer signed out since it began (here or on any device: the sign-out marker the session check reads),
 * or the account is being deleted.
 */
export function renewalRefusal(
  session: { createdAt: number; lastUsedAt: number },
  marker: SignOutMarker | undefined,
  now: number,
): RenewalRefusal | null {
  if (isClosing(marker, now)) return 'closing';
  if (marker && marker.signedOutAt >= session.createdAt) return 'signed-out';
  if (refreshSessionEndsAt(session) <= now) return 'ended';
  return null;
}
