import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressResponse, MIN_COMPRESSED_BYTES, preferredEncoding } from './compression';
import { json } from './responses';

const large = json(200, {
  rounds: Array.from({ length: 200 }, (_, i) => ({ id: `r${i}`, course: 'Old Course' })),
});
const small = json(200, { ok: true });

function decoded(result: ReturnType<typeof compressResponse>): string {
  const bytes = Buffer.from(String(result.body), 'base64');
  const encoding = result.headers?.['content-encoding'];
  return (encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString('utf8');
}

describe('preferredEncoding', () => {
  it('takes brotli, else gzip, honouring q-values and refusals', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('compressResponse', () => {
  it('compresses a large JSON answer as asked, the body unchanged once decoded', () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const result = compressResponse(accept, large);
      expect(result.isBase64Encoded).toBe(true);
      expect(result.headers).toMatchObject({ 'content-encoding': encoding, vary: 'accept-encoding' });
      expect(result.headers).toMatchObject({
        'cache-control': 'no-store',
        'content-type': large.headers?.['content-type'],
      });
      expect(decoded(result)).toBe(large.body);
      expect(Buffer.from(String(result.body), 'base64').length).toBeLessThan(String(large.body).length / 5);
    }
  });

  it('leaves a client that accepts neither, a small answer and a binary one as they are', () => {
    expect(compressResponse(undefined, large)).toEqual({
      ...large,
      headers: { ...large.headers, vary: 'accept-encoding' },
    });
    expect(String(small.body).length).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect(compressResponse('br', small)).toBe(small);
    const archive = {
      statusCode: 200,
      headers: { 'content-type': 'application/zip' },
      body: 'UEsDBA==',
      isBase64Encoded: true,
    };
    expect(compressResponse('br', archive)).toBe(archive);
    const png = { statusCode: 200, headers: { 'content-type': 'image/png' }, body: 'x'.repeat(5000) };
    expect(compressResponse('br', png)).toBe(png);
  });

  it('reads header names in any case, keeps a Vary already set and leaves an encoded answer alone', () => {
    const capitalised = { ...large, headers: { 'Content-Type': 'application/json', Vary: 'origin' } };
    const result = compressResponse('gzip', capitalised);
    expect(result.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'origin, accept-encoding' });
    expect(result.headers).not.toHaveProperty('Vary');
    expect(decoded(result)).toBe(large.body);
    const encoded = { ...large, headers: { ...large.headers, 'content-encoding': 'identity' } };
    expect(compressResponse('br', encoded)).toBe(encoded);
  });
});
