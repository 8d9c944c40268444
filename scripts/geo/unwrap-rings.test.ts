import { describe, expect, it } from 'vitest';
import { unwrapRing } from './unwrap-rings';

describe('unwrapRing', () => {
  it('keeps a ring that crosses the antimeridian continuous instead of jumping across the world', () => {
    const ring = [
      [179, 65],
      [-179, 65],
      [-179, 66],
      [179, 66],
      [179, 65],
    ];
    expect(unwrapRing(ring)).toEqual([
      [179, 65],
      [181, 65],
      [181, 66],
      [179, 66],
      [179, 65],
    ]);
  });

  it('leaves an ordinary ring as it is', () => {
    const ring = [
      [-3, 56],
      [-2, 56],
      [-2, 57],
      [-3, 56],
    ];
    expect(unwrapRing(ring)).toEqual(ring);
  });
});
