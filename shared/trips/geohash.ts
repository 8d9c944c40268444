/**
 * Geohash (base-32 interleaved latitude/longitude bits, Niemeyer's public-domain scheme): nearby points share
 * a prefix, so a course's geohash in a sort key lets one Query read a cell (docs/data-model.md, "Courses
 * near a place").
 */
const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

export function encodeGeohash(latitude: number, longitude: number, precision = 9): string {
  let latMin = -90;
  let latMax = 90;
  let lonMin = -180;
  let lonMax = 180;
  let hash = '';
  let bits = 0;
  let value = 0;
  let even = true;
  while (hash.length < precision) {
    if (even) {
      const mid = (lonMin + lonMax) / 2;
      if (longitude >= mid) {
        value = value * 2 + 1;
        lonMin = mid;
      } else {
        value *= 2;
        lonMax = mid;
      }
    } else {
      const mid = (latMin + latMax) / 2;
      if (latitude >= mid) {
        value = value * 2 + 1;
        latMin = mid;
      } else {
        value *= 2;
        latMax = mid;
      }
    }
    even = !even;
    bits += 1;
    if (bits === 5) {
      hash += BASE32.charAt(value);
      bits = 0;
      value = 0;
    }
  }
  return hash;
}

/** The size of a cell of `precision` characters, in degrees. */
export function cellSize(precision: number): { latitude: number; longitude: number } {
  const bits = precision * 5;
  const lonBits = Math.ceil(bits / 2);
  const latBits = Math.floor(bits / 2);
  return { latitude: 180 / 2 ** latBits, longitude: 360 / 2 ** lonBits };
}

const MILES_PER_DEGREE_LATITUDE = 69.05;

/** The latitude/longitude box around a point that holds every point within `miles` (clamped at the poles). */
export function boundingBox(latitude: number, longitude: number, miles: number) {
  const dLat = miles / MILES_PER_DEGREE_LATITUDE;
  const south = Math.max(-90, latitude - dLat);
  const north = Math.min(90, latitude + dLat);
  const widest = Math.max(Math.abs(south), Math.abs(north));
  const cos = Math.cos((Math.min(89.9, widest) * Math.PI) / 180);
  const dLon = Math.min(180, miles / (MILES_PER_DEGREE_LATITUDE * cos));
  return { south, north, west: longitude - dLon, east: longitude + dLon };
}

/** The cells of one precision that together hold a latitude/longitude box; longitudes past the date line wrap. */
export function cellsOfBox(box: ReturnType<typeof boundingBox>, precision: number): string[] {
  const size = cellSize(precision);
  const rows = Math.floor(box.north / size.latitude) - Math.floor(box.south / size.latitude) + 1;
  const columns = Math.min(
    Math.round(360 / size.longitude),
    Math.floor(box.east / size.longitude) - Math.floor(box.west / size.longitude) + 1,
  );
  const cells = new Set<string>();
  const latStart = Math.floor(box.south / size.latitude);
  const lonStart = Math.floor(box.west / size.longitude);
  for (let r = 0; r < rows; r += 1) {
    const lat = Math.min(89.999999, (latStart + r + 0.5) * size.latitude);
    for (let c = 0; c < columns; c += 1) {
      let lon = (lonStart + c + 0.5) * size.longitude;
      lon = ((((lon + 180) % 360) + 360) % 360) - 180;
      cells.add(encodeGeohash(lat, lon, precision));
    }
  }
  return [...cells];
}

/** The latitude/longitude bounds of a geohash cell. */
export function cellBounds(cell: string): { south: number; north: number; west: number; east: number } {
  let south = -90;
  let north = 90;
  let west = -180;
  let east = 180;
  let even = true;
  for (const char of cell) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`Not a geohash: ${cell}`);
    for (let bit = 4; bit >= 0; bit -= 1) {
      const on = ((value >> bit) & 1) === 1;
      if (even) {
        const mid = (west + east) / 2;
        if (on) west = mid;
        else east = mid;
      } else {
        const mid = (south + north) / 2;
        if (on) south = mid;
        else north = mid;
      }
      even = !even;
    }
  }
  return { south, north, west, east };
}
