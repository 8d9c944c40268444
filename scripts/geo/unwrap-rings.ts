type Position = number[];

/**
 * A ring with each longitude within 180° of the one before. world-atlas stitches shapes across the
 * antimeridian (Chukotka, Fiji); drawn as they are, their edges cross the whole world as stripes. Unwrapped,
 * they run past ±180°, which MapLibre draws on the neighbouring copy of the world.
 */
export function unwrapRing(ring: readonly Position[]): Position[] {
  const out: Position[] = [];
  for (const [lon = 0, lat = 0] of ring) {
    const previous = out.at(-1)?.[0];
    let x = lon;
    if (previous !== undefined) {
      while (x - previous > 180) x -= 360;
      while (previous - x > 180) x += 360;
    }
    out.push([x, lat]);
  }
  return out;
}
