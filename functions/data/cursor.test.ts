import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../lib/errors';
import { INVALID_CURSOR_MESSAGE, decodeCursor, encodeCursor } from './cursor';

const shape = { attributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'], fixed: { gsi1pk: 'CATALOG' } } as const;
const key = { pk: 'COURSE#a', sk: 'COURSE', gsi1pk: 'CATALOG', gsi1sk: 'a#a' };

describe('page cursors', () => {
  it('round-trips the last evaluated key as an opaque url-safe string', () => {
    const cursor = encodeCursor(key);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, shape)).toEqual(key);
  });

  it('has no cursor after the last page and no start key without a cursor', () => {
    expect(encodeCursor(undefined)).toBeUndefined();
    expect(decodeCursor(undefined, shape)).toBeUndefined();
  });

  it.each([
    ['not base64 json', 'not-a-cursor'],
    ['another partition', encodeCursor({ ...key, gsi1pk: 'USER#someone' })],
    ['a missing attribute', encodeCursor({ pk: 'COURSE#a', sk: 'COURSE', gsi1pk: 'CATALOG' })],
    ['an extra attribute', encodeCursor({ ...key, other: 'x' })],
    ['a non-string value', encodeCursor({ ...key, sk: 1 })],
    ['an array', Buffer.from('[]').toString('base64url')],
  ])('refuses a cursor with %s as a 400', (_why, cursor) => {
    expect(() => decodeCursor(cursor, shape)).toThrow(new BadRequestError(INVALID_CURSOR_MESSAGE));
  });
});
