import { describe, expect, it } from 'vitest';
import { closeRing, isPoleLine, unwrapRing } from './unwrap-rings';

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

describe('closeRing', () => {
  it("closes a ring once round the world through the pole it encircles, as Antarctica's coast", () => {
    // The coast from -180 to 180 (unwrapped): drawn as it is, its closing edge crosses the whole world.
    const coast = [
      [-180, -84.35],
      [-60, -70],
      [60, -68],
      [180, -84.35],
    ];
    expect(closeRing(coast)).toEqual([...coast, [180, -90], [-180, -90], [-180, -84.35]]);
    const arctic = [
      [-180, 80],
      [0, 82],
      [180, 80],
    ];
    expect(closeRing(arctic).slice(-3)).toEqual([
      [180, 90],
      [-180, 90],
      [-180, 80],
    ]);
  });

  it('repeats the first point of any other open ring, and leaves a closed one as it is', () => {
    const closed = [
      [-3, 56],
      [-2, 56],
      [-2, 57],
      [-3, 56],
    ];
    expect(closeRing(closed)).toEqual(closed);
    expect(closeRing(closed.slice(0, 3))).toEqual(closed);
  });

  it('tells a line along the pole, which encloses no land, from a ring', () => {
    expect(
      isPoleLine([
        [-180, -90],
        [-360, -90],
      ]),
    ).toBe(true);
    expect(
      isPoleLine([
        [-180, -84.35],
        [-180, -90],
      ]),
    ).toBe(false);
  });
});
