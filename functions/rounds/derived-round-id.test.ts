import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { roundIdParamSchema } from '#shared/schemas/round';
import { derivedRoundId } from './derived-round-id';
import { roundIdForKey } from './routes/create-round';

describe('roundIdForKey', () => {
  it("never makes another golfer's story id out of a key a golfer chose", () => {
    const victimsRoundId = ulid();
    // The key is the victim's round (and story) id; the round made from it is the attacker's own.
    const id = roundIdForKey('attacker', victimsRoundId);
    expect(id).not.toBe(victimsRoundId);
    expect(id.slice(10)).not.toBe(victimsRoundId.slice(10));
  });

  it('gives the same golfer and key the same id (a retry finds its round), another golfer another id', () => {
    const key = ulid();
    expect(roundIdForKey('alex', key)).toBe(roundIdForKey('alex', key));
    expect(roundIdForKey('sam', key)).not.toBe(roundIdForKey('alex', key));
    expect(roundIdForKey('alex', ulid())).not.toBe(roundIdForKey('alex', key));
  });

  it('is a round id the API accepts, dated when the device saved the round', () => {
    const key = ulid();
    const id = roundIdForKey('alex', key);
    expect(roundIdParamSchema.safeParse({ id }).success).toBe(true);
    expect(id.slice(0, 10)).toBe(key.slice(0, 10));
  });
});

describe('derivedRoundId', () => {
  it('keeps the time part and makes 16 characters from the golfer and the material', () => {
    const id = derivedRoundId('alex', 'material', '01HZZZZZZZ');
    expect(id).toMatch(/^01HZZZZZZZ[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(derivedRoundId('alex', 'other material', '01HZZZZZZZ')).not.toBe(id);
  });
});
