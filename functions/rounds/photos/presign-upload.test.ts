import { S3Client } from '@aws-sdk/client-s3';
import { createHash, createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_MAX_BYTES } from '#shared/schemas/photo';
import { presignPhotoUpload, UPLOAD_CACHE_CONTROL, UPLOAD_URL_EXPIRES_SECONDS } from './presign-upload';

// One fixed key and one fixed clock, so that two presigns differ only by what the test changes.
vi.mock('ulid', () => ({ ulid: () => '01JD8X2YQ3M4N5P6R7S8T9V0WX' }));

const ACCESS_KEY = 'AKIDEXAMPLE';
const SECRET_KEY = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
const USER = '6f1c2d3e-4b5a-5c6d-8e7f-0a1b2c3d4e5f';
const BUCKET = 'fescue-photos-test';

// A client as in AWS (virtual-hosted, real S3 host names): presigning is local computation, no request.
const client = new S3Client({
  region: 'eu-west-1',
  credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY },
  requestChecksumCalculation: 'WHEN_REQUIRED',
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-01T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The SigV4 signature S3 computes for a PUT to this presigned URL with these headers (query-string auth,
 * unsigned payload), written from the SigV4 specification rather than with the SDK that made the URL.
 */
function signatureS3Expects(url: URL, headers: Record<string, string>): string {
  const query = url.searchParams;
  const signedHeaders = (query.get('X-Amz-SignedHeaders') ?? '').split(';');
  const canonicalQuery = [...query.entries()]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => `${rfc3986(name)}=${rfc3986(value)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    'PUT',
    url.pathname,
    canonicalQuery,
    ...signedHeaders.map((name) => `${name}:${(headers[name] ?? '').trim()}`),
    '',
    signedHeaders.join(';'),
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const [, day, region, service] = (query.get('X-Amz-Credential') ?? '').split('/');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    query.get('X-Amz-Date'),
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
  let key = hmac(`AWS4${SECRET_KEY}`, day ?? '');
  for (const part of [region ?? '', service ?? '', 'aws4_request']) key = hmac(key, part);
  return createHmac('sha256', key).update(stringToSign).digest('hex');
}

async function presign(contentType: 'image/jpeg' | 'image/png', size: number) {
  const result = await presignPhotoUpload(client, BUCKET, USER, { contentType, size });
  return { ...result, url: new URL(result.uploadUrl) };
}

describe('presignPhotoUpload', () => {
  it('signs Content-Length, Content-Type and Cache-Control as headers, not as query parameters', async () => {
    const { url } = await presign('image/jpeg', 123_456);
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual([
      'cache-control',
      'content-length',
      'content-type',
      'host',
    ]);
    for (const name of url.searchParams.keys()) {
      expect(name.toLowerCase()).not.toMatch(/^(content-|cache-control)/);
    }
  });

  it('carries no checksum of an empty body, which S3 would check against the photo', async () => {
    const { url } = await presign('image/jpeg', 123_456);
    const names = [...url.searchParams.keys()].map((name) => name.toLowerCase());
    expect(names.filter((name) => name.includes('checksum'))).toEqual([]);
    expect(url.searchParams.get('X-Amz-Content-Sha256')).toBe('UNSIGNED-PAYLOAD');
  });

  it('is a PUT URL to a new key under the golfer’s own private upload prefix, never photos/, valid for five minutes', async () => {
    const { url, key } = await presign('image/png', 2048);
    expect(key).toBe(`uploads/${USER}/01JD8X2YQ3M4N5P6R7S8T9V0WX.png`);
    expect(url.host).toBe(`${BUCKET}.s3.eu-west-1.amazonaws.com`);
    expect(url.pathname).toBe(`/${key}`);
    expect(UPLOAD_URL_EXPIRES_SECONDS).toBe(300);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('X-Amz-Date')).toBe('20260501T120000Z');
    expect(url.searchParams.get('X-Amz-Credential')).toBe('AKIDEXAMPLE/20260501/eu-west-1/s3/aws4_request');
  });

  it('tells the browser the exact headers it must send', async () => {
    const { headers } = await presign('image/jpeg', 10);
    expect(headers).toEqual({ 'Content-Type': 'image/jpeg', 'Cache-Control': UPLOAD_CACHE_CONTROL });
  });

  it('signs the size: another size gives another signature, all else equal', async () => {
    const small = await presign('image/jpeg', 1000);
    const same = await presign('image/jpeg', 1000);
    const larger = await presign('image/jpeg', PHOTO_MAX_BYTES);
    const signature = (result: { url: URL }) => result.url.searchParams.get('X-Amz-Signature');
    expect(signature(same)).toBe(signature(small));
    expect(signature(larger)).not.toBe(signature(small));
    expect(larger.key).toBe(small.key);
  });

  it('is what S3 accepts for exactly the requested type and size, and refuses for anything else', async () => {
    const { url } = await presign('image/jpeg', 1000);
    const sent = {
      host: url.host,
      'content-type': 'image/jpeg',
      'content-length': '1000',
      'cache-control': UPLOAD_CACHE_CONTROL,
    };
    expect(signatureS3Expects(url, sent)).toBe(url.searchParams.get('X-Amz-Signature'));
    for (const changed of [
      { 'content-length': '1001' },
      { 'content-length': String(PHOTO_MAX_BYTES * 2) },
      { 'content-type': 'image/png' },
      { 'content-type': 'text/html' },
      { 'cache-control': 'public, max-age=31536000' },
    ]) {
      expect(signatureS3Expects(url, { ...sent, ...changed }), JSON.stringify(changed)).not.toBe(
        url.searchParams.get('X-Amz-Signature'),
      );
    }
  });
});
