import { describe, expect, it } from 'vitest';
import { boundsAround, frameCamera, isInBounds, paddingClearOf, type EdgeInsets } from './map-bounds';

describe('isInBounds', () => {
  const scotland = { west: -8, south: 54, east: 0, north: 60 };

  it('takes a position inside the view and leaves one outside it', () => {
    expect(isInBounds(scotland, 56.34, -2.8)).toBe(true); // St Andrews
    expect(isInBounds(scotland, 36.57, -121.95)).toBe(false); // Pebble Beach
    expect(isInBounds(scotland, 61, -2.8)).toBe(false); // north of the view
  });

  it('follows a view across the antimeridian, whichever way MapLibre writes its edges', () => {
    // New Zealand to Hawaii, reported as 160 to 205 (one world copy east) and as 160 to -155.
    const pacific = { west: 160, south: -50, east: 205, north: 30 };
    expect(isInBounds(pacific, -36.3, 174.7)).toBe(true); // Tara Iti
    expect(isInBounds(pacific, 21.3, -158)).toBe(true); // Oahu
    expect(isInBounds({ ...pacific, east: -155 }, 21.3, -158)).toBe(true);
    expect(isInBounds(pacific, 56.34, -2.8)).toBe(false);
  });

  it('takes every longitude when the view is wider than the world', () => {
    expect(isInBounds({ west: -300, south: -80, east: 300, north: 80 }, 10, 179)).toBe(true);
  });
});

describe('boundsAround', () => {
  it('frames every position, south-west corner first', () => {
    expect(
      boundsAround([
        { latitude: 56.34, longitude: -2.8 },
        { latitude: 53.4, longitude: -6.1 },
        { latitude: 40.7, longitude: 14.3 },
      ]),
    ).toEqual([
      [-6.1, 40.7],
      [14.3, 56.34],
    ]);
  });

  it('has nothing to frame without positions', () => {
    expect(boundsAround([])).toBeNull();
  });

  it('takes the longitudes the short way round, leaving out the widest gap between courses', () => {
    // Pebble Beach, St Andrews, Royal Melbourne: Melbourne eastwards over the Pacific to St Andrews, 212
    // degrees, rather than Pebble Beach eastwards to Melbourne, 267.
    const bounds = boundsAround([PEBBLE, ST_ANDREWS, MELBOURNE]);
    expect(bounds?.[0][0]).toBe(145.03);
    expect(bounds?.[1][0]).toBeCloseTo(357.2, 6);
    // Tara Iti and Oahu: across the antimeridian, 27 degrees.
    const pacific = boundsAround([TARA_ITI, { latitude: 21.3, longitude: -158 }]);
    expect(pacific?.[0][0]).toBe(174.7);
    expect(pacific?.[1][0]).toBe(202);
  });
});

const PEBBLE = { latitude: 36.568, longitude: -121.95 };
const ST_ANDREWS = { latitude: 56.343, longitude: -2.8 };
const MELBOURNE = { latitude: -37.97, longitude: 145.03 };
const TARA_ITI = { latitude: -36.3, longitude: 174.7 };

/** Where MapLibre draws a position for a camera (Web Mercator, 512-px tiles), in the map's CSS pixels. */
function project(
  camera: { center: [number, number]; zoom: number },
  size: { width: number; height: number },
  position: { latitude: number; longitude: number },
): { x: number; y: number } {
  const world = 512 * 2 ** camera.zoom;
  const mx = (longitude: number) => (longitude + 180) / 360;
  const my = (latitude: number) => {
    const sin = Math.sin((latitude * Math.PI) / 180);
    return 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
  };
  let dx = mx(position.longitude) - mx(camera.center[0]);
  // The nearest world copy, as MapLibre draws it.
  dx -= Math.round(dx);
  return {
    x: size.width / 2 + dx * world,
    y: size.height / 2 + (my(position.latitude) - my(camera.center[1])) * world,
  };
}

function expectInside(
  camera: { center: [number, number]; zoom: number } | null,
  size: { width: number; height: number },
  padding: EdgeInsets,
  positions: { latitude: number; longitude: number }[],
) {
  expect(camera).not.toBeNull();
  for (const position of positions) {
    const { x, y } = project(camera!, size, position);
    expect(x).toBeGreaterThanOrEqual(padding.left - 0.01);
    expect(x).toBeLessThanOrEqual(size.width - padding.right + 0.01);
    expect(y).toBeGreaterThanOrEqual(padding.top - 0.01);
    expect(y).toBeLessThanOrEqual(size.height - padding.bottom + 0.01);
  }
}

describe('frameCamera', () => {
  const desktop = { width: 760, height: 384 };
  const phone = { width: 340, height: 384 };
  const even = { top: 32, right: 32, bottom: 32, left: 32 };

  it('centres a single course at the framing zoom, never the spec world view over Africa', () => {
    const camera = frameCamera([PEBBLE], desktop, even, 3);
    expect(camera?.zoom).toBe(3);
    expect(camera?.center[0]).toBeCloseTo(PEBBLE.longitude, 6);
    expect(camera?.center[1]).toBeCloseTo(PEBBLE.latitude, 6);
    const { x, y } = project(camera!, desktop, PEBBLE);
    expect(x).toBeCloseTo(380, 6);
    expect(y).toBeCloseTo(192, 6);
  });

  it('keeps every course of three continents on a 390-px phone, zooming out past the spec minimum if need be', () => {
    const courses = [PEBBLE, ST_ANDREWS, MELBOURNE];
    const camera = frameCamera(courses, phone, even, 3);
    // 212.17 degrees in 276 px: a world of 468 px, zoom log2(468 / 512) = -0.129.
    expect(camera?.zoom).toBeCloseTo(-0.129, 3);
    expectInside(camera, phone, even, courses);
    expectInside(frameCamera(courses, desktop, even, 3), desktop, even, courses);
  });

  it('keeps the courses clear of a control: the padded area is off centre, and so is the camera', () => {
    const clear = { top: 32, right: 32, bottom: 66, left: 32 };
    const camera = frameCamera([PEBBLE], desktop, clear, 3);
    expect(project(camera!, desktop, PEBBLE).y).toBeCloseTo((32 + 384 - 66) / 2, 6);
    const courses = [PEBBLE, ST_ANDREWS, MELBOURNE, TARA_ITI];
    expectInside(frameCamera(courses, phone, clear, 3), phone, clear, courses);
  });

  it('frames without padding rather than not at all on a map narrower than its padding', () => {
    const camera = frameCamera([PEBBLE, ST_ANDREWS], { width: 50, height: 384 }, even, 3);
    expectInside(camera, { width: 50, height: 384 }, { top: 0, right: 0, bottom: 0, left: 0 }, [
      PEBBLE,
      ST_ANDREWS,
    ]);
    expect(frameCamera([], desktop, even, 3)).toBeNull();
    expect(frameCamera([PEBBLE], { width: 0, height: 0 }, even, 3)).toBeNull();
  });
});

describe('paddingClearOf', () => {
  const map = { left: 100, top: 200, right: 860, bottom: 584 };

  it("adds the attribution button's depth to the edge whose share it takes least, and the margin everywhere", () => {
    // MapLibre's compact attribution: 24 px, 10 px in from the bottom right corner. On a wide map it takes
    // less of the width from the right; on a phone's narrow one, less of the height from the bottom.
    const attribution = { left: 826, top: 550, right: 850, bottom: 574 };
    expect(paddingClearOf(map, [attribution], 32)).toEqual({ top: 32, right: 66, bottom: 32, left: 32 });
    const phone = { left: 25, top: 200, right: 365, bottom: 584 };
    const phoneAttribution = { left: 331, top: 550, right: 355, bottom: 574 };
    expect(paddingClearOf(phone, [phoneAttribution], 32)).toEqual({
      top: 32,
      right: 32,
      bottom: 66,
      left: 32,
    });
  });

  it('takes a tall control on the side from the side, and ignores a hidden one', () => {
    const zoomButtons = { left: 820, top: 210, right: 850, bottom: 300 };
    const hidden = { left: 0, top: 0, right: 0, bottom: 0 };
    expect(paddingClearOf(map, [zoomButtons, hidden], 20)).toEqual({
      top: 20,
      right: 60,
      bottom: 20,
      left: 20,
    });
  });
});
