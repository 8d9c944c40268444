import { describe, expect, it } from 'vitest';
import { linkIsProved } from './ghin-repository';

const LOGIN_AT = '2026-01-01T10:00:00.000Z';
const TYPED_AT = '2026-01-02T10:00:00.000Z';

describe('linkIsProved', () => {
  it('takes the flag a GHIN login or a typed number wrote', () => {
    expect(linkIsProved({ ghinNumber: '1234567', verified: true })).toBe(true);
    // A typed number stays unproved even on a link a login once wrote.
    expect(linkIsProved({ ghinNumber: '7654321', verified: false, connectedAt: LOGIN_AT })).toBe(false);
  });

  it('does not trust a number typed on a link stored before links carried their proof', () => {
    expect(linkIsProved({ ghinNumber: '7654321', updatedAt: TYPED_AT })).toBe(false);
    // A golfer who connected with their own login, then typed someone else's number.
    expect(linkIsProved({ ghinNumber: '7654321', connectedAt: LOGIN_AT, updatedAt: TYPED_AT })).toBe(false);
  });

  it('trusts an older link whose number a GHIN login wrote last', () => {
    expect(linkIsProved({ ghinNumber: '1234567', connectedAt: LOGIN_AT })).toBe(true);
    // Typed first, then proved by a login.
    expect(linkIsProved({ ghinNumber: '1234567', connectedAt: TYPED_AT, updatedAt: LOGIN_AT })).toBe(true);
  });

  it('has nothing to prove without a GHIN number', () => {
    expect(linkIsProved({ verified: true })).toBe(false);
    expect(linkIsProved({ connectedAt: LOGIN_AT })).toBe(false);
  });
});
