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
 * The south-west and north-east corners that hold every position, for framing; null for none. The longitudes
 * are taken the short way round: the widest gap between the golfer's courses is what the frame leaves out, so
 * New Zealand and Hawaii are framed across the Pacific (the east edge then past 180), and courses in
 * California, Scotland and Australia span 212 degrees rather than 267.
 */
export function boundsAround(
  positions: readonly { latitude: number; longitude: number }[],
): [[number, number], [number, number]] | null {
  if (positions.length === 0) return null;
  let [south, north] = [Infinity, -Infinity];
  const longitudes: number[] = [];
  for (const { latitude, longitude } of positions) {
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
    longitudes.push(longitude >= -180 && longitude < 180 ? longitude : wrapLongitude(longitude));
  }
  longitudes.sort((a, b) => a - b);
  const first = longitudes[0] ?? 0;
  const last = longitudes[longitudes.length - 1] ?? 0;
  // The gap across the antimeridian first, then each between neighbours: the widest is left out.
  let [west, east, widestGap] = [first, last, first + 360 - last];
  for (let index = 1; index < longitudes.length; index += 1) {
    const before = longitudes[index - 1] ?? 0;
    const after = longitudes[index] ?? 0;
    if (after - before > widestGap) [widestGap, west, east] = [after - before, after, before + 360];
  }
  return [
    [west, south],
    [east, north],
  ];
}

/** Space kept clear at each edge of the map, in CSS pixels. */
export interface EdgeInsets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** A box in CSS pixels, as getBoundingClientRect gives it. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The padding that keeps framed courses `margin` pixels inside the map and clear of its controls (MapLibre's
 * attribution button, anything else set in a corner): each control pushes the edge it sits against by its
 * depth, on the side where it is thinner (a 24-px button in the bottom right corner takes 24 px off the
 * bottom, not off the whole right side of a short map).
 */
export function paddingClearOf(map: Box, controls: readonly Box[], margin: number): EdgeInsets {
  const padding = { top: margin, right: margin, bottom: margin, left: margin };
  const width = map.right - map.left;
  const height = map.bottom - map.top;
  for (const control of controls) {
    if (control.right <= control.left || control.bottom <= control.top) continue; // not shown
    const depths: { edge: keyof EdgeInsets; depth: number; share: number }[] = [
      { edge: 'top', depth: control.bottom - map.top, share: (control.bottom - map.top) / height },
      { edge: 'bottom', depth: map.bottom - control.top, share: (map.bottom - control.top) / height },
      { edge: 'left', depth: control.right - map.left, share: (control.right - map.left) / width },
      { edge: 'right', depth: map.right - control.left, share: (map.right - control.left) / width },
    ];
    // The edge the control takes the smallest share of the map from (it sits against that edge).
    const nearest = depths.reduce((best, next) => (next.share < best.share ? next : best));
    padding[nearest.edge] = Math.max(padding[nearest.edge], nearest.depth + margin);
  }
  return padding;
}

/** MapLibre's tiles are 512 px: at zoom z the world is 512 x 2^z pixels wide. */
const TILE_SIZE = 512;
const MAX_LATITUDE = 85.051129;

const mercatorX = (longitude: number) => (longitude + 180) / 360;
function mercatorY(latitude: number): number {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
}
const longitudeOf = (x: number) => x * 360 - 180;
const latitudeOf = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

/**
 * Where MapLibre's camera goes to frame the positions in a map of `size` CSS pixels, inside `padding`: the
 * zoom at which their box fits the padded area (at most `maxZoom`; one course alone is shown at `maxZoom`),
 * and the centre that puts the box in the middle of that area. Unlike fitBounds, it always answers: padding
 * wider than the map is dropped rather than the framing, and a frame wider than the world at the map's least
 * zoom is given the zoom it needs (the caller lowers the map's minimum to it). Null without positions.
 */
export function frameCamera(
  positions: readonly { latitude: number; longitude: number }[],
  size: { width: number; height: number },
  padding: EdgeInsets,
  maxZoom: number,
): { center: [number, number]; zoom: number } | null {
  const bounds = boundsAround(positions);
  if (!bounds || size.width <= 0 || size.height <= 0) return null;
  const [[west, south], [east, north]] = bounds;
  const fits =
    size.width - padding.left - padding.right > 0 && size.height - padding.top - padding.bottom > 0;
  const pad = fits ? padding : { top: 0, right: 0, bottom: 0, left: 0 };
  const boxWidth = size.width - pad.left - pad.right;
  const boxHeight = size.height - pad.top - pad.bottom;
  const x0 = mercatorX(west);
  const x1 = mercatorX(east);
  const y0 = mercatorY(north);
  const y1 = mercatorY(south);
  const scales = [
    x1 > x0 ? boxWidth / ((x1 - x0) * TILE_SIZE) : Infinity,
    y1 > y0 ? boxHeight / ((y1 - y0) * TILE_SIZE) : Infinity,
  ];
  const zoom = Math.min(maxZoom, Math.log2(Math.min(...scales)));
  const worldSize = TILE_SIZE * 2 ** zoom;
  // The box's middle sits at the padded area's middle, which is off the map's centre by half the difference
  // of opposite paddings.
  const centerX = (x0 + x1) / 2 - (pad.left - pad.right) / 2 / worldSize;
  const centerY = (y0 + y1) / 2 - (pad.top - pad.bottom) / 2 / worldSize;
  const longitude = longitudeOf(centerX);
  return {
    center: [
      longitude >= -180 && longitude < 180 ? longitude : wrapLongitude(longitude),
      latitudeOf(centerY),
    ],
    zoom,
  };
}
