import { describe, expect, it } from 'vitest';
import { PHOTO_CONTENT_TYPES, type PhotoContentType } from '#shared/schemas/photo';
import { hasImageSignature, SIGNATURE_BYTES } from './image-signature';

const bytes = (...parts: (number[] | string)[]): Uint8Array =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  );
const uint32 = (value: number) => [
  (value >>> 24) & 0xff,
  (value >>> 16) & 0xff,
  (value >>> 8) & 0xff,
  value & 0xff,
];
const ftyp = (major: string, compatible: string[]) =>
  bytes(uint32(16 + 4 * compatible.length), 'ftyp', major, [0, 0, 0, 0], compatible.join(''));

/** The first bytes of a real file of each type (the rest of a header does not matter to the check). */
const SAMPLES: Record<PhotoContentType, Uint8Array> = {
  'image/jpeg': bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'),
  'image/png': bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'),
  'image/gif': bytes('GIF89a', [1, 0, 1, 0]),
  'image/webp': bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  'image/heic': ftyp('heic', ['mif1', 'heic']),
  'image/heif': ftyp('mif1', ['mif1', 'heic']),
};

const HTML_ATTACK = bytes('<html><script>fetch("/api/auth/user").then(r=>r.text()).then(alert)</script>');

describe('hasImageSignature', () => {
  it.each(PHOTO_CONTENT_TYPES)('accepts the magic number of %s', (type) => {
    expect(hasImageSignature(type, SAMPLES[type])).toBe(true);
  });

  it.each(PHOTO_CONTENT_TYPES)(
    'refuses an HTML page with a script stored under a %s key (the attack)',
    (type) => {
      expect(hasImageSignature(type, HTML_ATTACK.subarray(0, SIGNATURE_BYTES))).toBe(false);
    },
  );

  it.each([
    [
      'an SVG with a script',
      bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['a page after a UTF-8 byte-order mark', bytes([0xef, 0xbb, 0xbf], '<!doctype html><script>1</script>')],
    ['a PNG signature after leading whitespace', bytes(' ', [0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])],
    ['nothing at all', bytes()],
  ])('refuses %s', (_name, content) => {
    const first = content.subarray(0, SIGNATURE_BYTES);
    for (const type of PHOTO_CONTENT_TYPES) expect(hasImageSignature(type, first), type).toBe(false);
  });

  it('refuses an image of another type than the key claims (a PNG under a .jpg key)', () => {
    expect(hasImageSignature('image/jpeg', SAMPLES['image/png'])).toBe(false);
    expect(hasImageSignature('image/png', SAMPLES['image/jpeg'])).toBe(false);
    expect(hasImageSignature('image/gif', bytes('GIF90a'))).toBe(false);
  });

  it('refuses a RIFF file that is not WebP (a WAV sound)', () => {
    expect(hasImageSignature('image/webp', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBe(false);
  });

  it('accepts a HEIF whose image brand is only among the compatible brands', () => {
    expect(hasImageSignature('image/heic', ftyp('isom', ['mif1', 'miaf']))).toBe(true);
  });

  it('refuses an ISO media file with no image brand (an MP4 video) and a truncated ftyp box', () => {
    expect(hasImageSignature('image/heic', ftyp('isom', ['isom', 'avc1', 'mp41']))).toBe(false);
    expect(hasImageSignature('image/heif', bytes(uint32(24), 'ftyp'))).toBe(false);
  });

  it('reads brands only inside the ftyp box, not from whatever follows it', () => {
    const shortBox = bytes(uint32(16), 'ftyp', 'isom', [0, 0, 0, 0], 'mif1');
    expect(hasImageSignature('image/heic', shortBox)).toBe(false);
  });
});
