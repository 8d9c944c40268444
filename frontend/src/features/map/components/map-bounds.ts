/**
 * What the map shows: the west, south, east and north edges in degrees, as MapLibre reports them. After a
 * pan across the antimeridian the west edge can be east of the east edge, or the span wider than the world.
 */
export interface MapBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Longitude brought into [-180, 180). */
function wrapLongitude(longitude: number): number {
  return ((((longitude + 180) % 360) + 360) % 360) - 180;
}

/** Whether a position is inside the bounds the map reported (any number of world copies wide). */
export function isInBounds(bounds: MapBounds, latitude: number, longitude: number): boolean {
  if (latitude < bounds.south || latitude > bounds.north) return false;
  if (bounds.east - bounds.west >= 360) return true;
  const west = wrapLongitude(bounds.west);
  const east = wrapLongitude(bounds.east);
  const lon = wrapLongitude(longitude);
  // A view across the antimeridian: everything east of its west edge, or west of its east edge.
  return west <= east ? lon >= west && lon <= east : lon >= west || lon <= east;
}

/**
 * The south-west and north-east corners that hold every position, for MapLibre's fitBounds; null for none.
 * (A set spread across the antimeridian is framed the long way round, as a world view would show it.)
 */
export function boundsAround(
  positions: readonly { latitude: number; longitude: number }[],
): [[number, number], [number, number]] | null {
  if (positions.length === 0) return null;
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { latitude, longitude } of positions) {
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  }
  return [
    [west, south],
    [east, north],
  ];
}
