import type { PhotoContentType } from '#shared/schemas/photo';

/** How many leading bytes the checks below read; enough for every signature, HEIF's brands included. */
export const SIGNATURE_BYTES = 32;

const ascii = (bytes: Uint8Array, start: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, prefix: readonly number[]): boolean =>
  prefix.every((byte, index) => bytes[index] === byte);

/**
 * HEIC and HEIF files are ISO base media files: a first box `ftyp` at offset 4, then the major brand and,
 * after a 4-byte minor version, the compatible brands. Any of these brands in either place marks an image
 * (still-image and sequence brands of HEVC and of the generic image file format).
 */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

function isHeif(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 4) !== 'ftyp') return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const brandsEnd = Math.min(bytes.length, boxSize);
  if (HEIF_BRANDS.has(ascii(bytes, 8, 4))) return true;
  for (let offset = 16; offset + 4 <= brandsEnd; offset += 4) {
    if (HEIF_BRANDS.has(ascii(bytes, offset, 4))) return true;
  }
  return false;
}

/** The magic number each accepted type starts with (the type the key's extension claims). */
const SIGNATURES: Record<PhotoContentType, (bytes: Uint8Array) => boolean> = {
  'image/jpeg': (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  'image/png': (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/gif': (bytes) => ['GIF87a', 'GIF89a'].includes(ascii(bytes, 0, 6)),
  'image/webp': (bytes) => ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP',
  'image/heic': (bytes) => bytes.length >= 12 && isHeif(bytes),
  'image/heif': (bytes) => bytes.length >= 12 && isHeif(bytes),
};

/**
 * Whether the first bytes of a file are those of an image of this type. An HTML page, a script or an SVG
 * (text that a browser could run) fails every check: none of them can start with these bytes.
 */
export function hasImageSignature(contentType: PhotoContentType, firstBytes: Uint8Array): boolean {
  return SIGNATURES[contentType](firstBytes);
}
