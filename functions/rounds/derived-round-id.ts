import { createHash } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A ULID-shaped round id made from the golfer and something that names one of their rounds (an import row, a
 * device's Idempotency-Key): the same golfer and material give the same id, so a second write of it is a
 * no-op (`attribute_not_exists(pk)`), and another golfer's never. The 16 characters after the time part are
 * 80 bits of SHA-256 over the golfer's id and the material, so no material a golfer can choose yields an id
 * another golfer's round already has: a round's id is the key of its community story (`STORY#<round id>`,
 * docs/data-model.md), which must never be reachable from someone else's request.
 */
export function derivedRoundId(userId: string, material: string, timePart: string): string {
  const digest = createHash('sha256').update(`${userId}\n${material}`).digest();
  let random = '';
  // 256 is a multiple of 32: every character is equally likely.
  for (let index = 0; index < 16; index += 1) random += CROCKFORD[(digest[index] ?? 0) % 32];
  return timePart + random;
}
