import { describe, expect, it } from 'vitest';
import { SHARE_TOKEN_PATTERN, shareTokenSchema } from '#shared/sharing/share-link';
import { newShareToken } from './share-token';

describe('share tokens', () => {
  it('are 128 random bits in base64url, 22 characters that sit in a path as they are', () => {
    const token = newShareToken();
    expect(token).toMatch(SHARE_TOKEN_PATTERN);
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    expect(encodeURIComponent(token)).toBe(token);
  });

  it('never repeat (attack: guessing the next link from the last)', () => {
    const tokens = new Set(Array.from({ length: 10_000 }, newShareToken));
    expect(tokens.size).toBe(10_000);
  });

  it('refuse anything but a token as a path parameter', () => {
    for (const bad of [
      '',
      'short',
      'x'.repeat(23),
      `${'a'.repeat(21)}/`,
      `${'a'.repeat(21)}%`,
      '../../etc/passwd',
    ])
      expect(shareTokenSchema.safeParse(bad).success, bad).toBe(false);
  });
});
