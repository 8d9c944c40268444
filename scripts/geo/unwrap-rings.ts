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

/** Whether every point of a ring lies on a pole (world-atlas's edge along latitude -90: no land at all). */
export function isPoleLine(ring: readonly Position[]): boolean {
  return ring.every(([, lat = 0]) => Math.abs(lat) === 90);
}

/**
 * A ring that goes once round the world (Antarctica's coast, from -180° to 180°) ends unwrapped 360° from where
 * it starts, so it does not close, and a renderer closing it draws a line straight across the world. Such a
 * ring is closed round the pole it encircles: down to the pole at its end, along it to its start's longitude,
 * and back to its start. Any other ring is closed if it is not (its first point repeated), and returned as it is
 * when it is.
 */
export function closeRing(ring: readonly Position[]): Position[] {
  const first = ring[0];
  const last = ring.at(-1);
  if (!first || !last) return [...ring];
  const [firstLon = 0, firstLat = 0] = first;
  const [lastLon = 0, lastLat = 0] = last;
  if (firstLon === lastLon && firstLat === lastLat) return [...ring];
  if (Math.abs(Math.abs(lastLon - firstLon) - 360) < 1e-9) {
    // The pole on the side of the ring's mean latitude (Antarctica's: the south).
    const meanLatitude = ring.reduce((sum, [, lat = 0]) => sum + lat, 0) / ring.length;
    const pole = meanLatitude < 0 ? -90 : 90;
    return [...ring, [lastLon, pole], [firstLon, pole], [firstLon, firstLat]];
  }
  return [...ring, [firstLon, firstLat]];
}
