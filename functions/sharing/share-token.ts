import { randomBytes } from 'node:crypto';

/**
 * A new share token: 16 bytes from the operating system's CSPRNG (128 bits, so guessing one of the links
 * that exist is hopeless however many there are), base64url so it sits in a path as it is (22 characters,
 * shared/sharing/share-link.ts SHARE_TOKEN_PATTERN). The token is the link's only secret: it carries nothing
 * about its golfer.
 */
export function newShareToken(): string {
  return randomBytes(16).toString('base64url');
}
