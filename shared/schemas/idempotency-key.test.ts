import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { IDEMPOTENCY_KEY_MESSAGE, idempotencyKeySchema } from './idempotency-key';

describe('idempotencyKeySchema', () => {
  it('accepts a ULID made by ulid()', () => {
    const key = ulid();
    expect(idempotencyKeySchema.parse(key)).toBe(key);
  });

  it.each([
    ['lower case', ulid().toLowerCase()],
    ['too short', ulid().slice(1)],
    ['a letter Crockford leaves out (U)', `${ulid().slice(0, 25)}U`],
    ['a time past 10889 (first character 8)', `8${ulid().slice(1)}`],
    ['a key path', 'ROUND#01HZX'],
  ])('refuses %s with a message that says what a key is', (_case, value) => {
    const result = idempotencyKeySchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(IDEMPOTENCY_KEY_MESSAGE);
  });
});
