import { LAND_MASK_BASE64, LAND_MASK_COLUMNS, LAND_MASK_ROWS } from './land-mask';

let landBits: Uint8Array | null = null;

/** Whether a cell of the 1° land grid (row 0 from 90°N, column 0 from 180°W; columns wrap) is land. */
export function isLandCell(row: number, column: number): boolean {
  landBits ??= Uint8Array.from(atob(LAND_MASK_BASE64), (char) => char.charCodeAt(0));
  const wrapped = ((column % LAND_MASK_COLUMNS) + LAND_MASK_COLUMNS) % LAND_MASK_COLUMNS;
  const index = row * LAND_MASK_COLUMNS + wrapped;
  return ((landBits[index >> 3] ?? 0) & (1 << (7 - (index & 7)))) !== 0;
}

/** Whether the grid's cell holding a point is land. */
export function isLandAt(latitude: number, longitude: number): boolean {
  const row = Math.min(Math.max(Math.floor(90 - latitude), 0), LAND_MASK_ROWS - 1);
  return isLandCell(row, Math.floor(longitude + 180));
}
