import { describe, expect, it } from 'vitest';
import { BadRequestError } from '../lib/errors';
import { INVALID_CURSOR_MESSAGE, decodeCursor, encodeCursor } from './cursor';
import { coursePageKeys } from './keys/course-keys';
import { roundPageKeys } from './keys/round-keys';

const catalogKey = { pk: 'COURSE#a', sk: 'COURSE', gsi1pk: 'CATALOG', gsi1sk: 'a#a' };
const roundKey = {
  pk: 'USER#me',
  sk: 'ROUND#01JABCDEFGHJKMNPQRSTVWXYZ0',
  gsi1pk: 'USER#me#ROUNDS',
  gsi1sk: '2024-05-01#01JABCDEFGHJKMNPQRSTVWXYZ0',
};
const raw = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

describe('page cursors', () => {
  it('round-trips the last evaluated key as an opaque url-safe string', () => {
    const cursor = encodeCursor(catalogKey);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, coursePageKeys.catalog)).toEqual(catalogKey);
    expect(decodeCursor(encodeCursor(roundKey), roundPageKeys.byPlayedAt('me'))).toEqual(roundKey);
  });

  it('has no cursor after the last page and no start key without a cursor', () => {
    expect(encodeCursor(undefined)).toBeUndefined();
    expect(decodeCursor(undefined, coursePageKeys.catalog)).toBeUndefined();
  });

  it.each([
    ['garbage that is not base64 JSON', 'not-a-cursor'],
    ['an empty-string index sort key (gsi1sk:"")', raw({ ...catalogKey, gsi1sk: '' })],
    ['an empty-string table key (pk:"")', raw({ ...catalogKey, pk: '' })],
    ['an empty object', raw({})],
    ['JSON null', raw(null)],
    ['an array', raw([])],
    ['another partition', raw({ ...catalogKey, gsi1pk: 'USER#someone' })],
    ['a table key of another entity', raw({ ...catalogKey, pk: 'USER#someone', sk: 'PROFILE' })],
    ['the bare entity prefix as a key', raw({ ...catalogKey, pk: 'COURSE#' })],
    ['a missing attribute', raw({ pk: 'COURSE#a', sk: 'COURSE', gsi1pk: 'CATALOG' })],
    ['an extra attribute', raw({ ...catalogKey, other: 'x' })],
    [
      'a __proto__ attribute',
      Buffer.from(`{"__proto__":{"x":1},${JSON.stringify(catalogKey).slice(1)}`).toString('base64url'),
    ],
    ['a number value', raw({ ...catalogKey, gsi1sk: 1 })],
    ['a DynamoDB-typed value', raw({ ...catalogKey, gsi1sk: { S: 'a#a' } })],
    [
      'a key value longer than DynamoDB stores (1,025 bytes)',
      raw({ ...catalogKey, gsi1sk: 'é'.repeat(513) }),
    ],
  ])('refuses a catalog cursor with %s as a 400', (_attack, cursor) => {
    expect(() => decodeCursor(cursor, coursePageKeys.catalog)).toThrow(
      new BadRequestError(INVALID_CURSOR_MESSAGE),
    );
  });

  it.each([
    ['another golfer’s partition', { ...roundKey, pk: 'USER#other', gsi1pk: 'USER#other#ROUNDS' }],
    ['another golfer’s table key in my index', { ...roundKey, pk: 'USER#other' }],
    ['an empty-string index sort key', { ...roundKey, gsi1sk: '' }],
    ['an index sort key that is not <date>#<ulid>', { ...roundKey, gsi1sk: 'zzzz' }],
    ['a sort key outside the rounds (a course link)', { ...roundKey, sk: 'COURSELINK#valderrama' }],
    [
      'the photo index’s keys on the rounds index',
      { ...roundKey, gsi1pk: undefined, gsi2pk: 'USER#me#PHOTOS' },
    ],
  ])('refuses a rounds cursor with %s as a 400', (_attack, key) => {
    expect(() => decodeCursor(raw(key), roundPageKeys.byPlayedAt('me'))).toThrow(
      new BadRequestError(INVALID_CURSOR_MESSAGE),
    );
  });

  it('refuses a course-links cursor outside the Query’s begins_with (which DynamoDB answers with an error)', () => {
    const links = coursePageKeys.courseLinks('me');
    expect(decodeCursor(raw({ pk: 'USER#me', sk: 'COURSELINK#valderrama' }), links)).toBeDefined();
    for (const key of [
      { pk: 'USER#me', sk: 'ROUND#01JABCDEFGHJKMNPQRSTVWXYZ0' },
      { pk: 'USER#me', sk: '' },
      { pk: 'USER#other', sk: 'COURSELINK#valderrama' },
    ]) {
      expect(() => decodeCursor(raw(key), links), JSON.stringify(key)).toThrow(BadRequestError);
    }
  });
});
