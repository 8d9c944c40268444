import * as z from 'zod';

/**
 * The `Idempotency-Key` header of POST /api/rounds: a ULID the device made when the round was saved, so a
 * retry after a lost answer is told apart from a second round. The server derives the round's id from the
 * golfer and the key (never the key itself: a round id is also its community story's key), so the same key
 * from the same golfer finds the same round, and from another golfer makes another round.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MESSAGE =
  'Idempotency-Key must be a ULID (26 characters, 0-9 and A-Z without I, L, O or U)';
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different round. Make a new key for a new round.';

/** Crockford base32, the first character at most 7 (a 48-bit time): what `ulid()` makes. */
const ULID_PATTERN = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/;

export const idempotencyKeySchema = z
  .string({ error: IDEMPOTENCY_KEY_MESSAGE })
  .regex(ULID_PATTERN, { error: IDEMPOTENCY_KEY_MESSAGE });

/** The header as the route reads it: absent is fine (a round logged online gets a server-made id). */
export const idempotencyHeaderSchema = z.object({
  key: idempotencyKeySchema.optional(),
});
