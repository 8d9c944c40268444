import { S3Client } from '@aws-sdk/client-s3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { presignPhotoUpload } from '../../functions/rounds/photos/presign-upload';
import { LOCAL_S3_CREDENTIALS } from '../../functions/lib/local-s3-credentials';
import { authenticateS3Request, type IncomingS3Request, type S3AuthResult } from './s3-request-auth';
import { signLocalS3Request } from './s3-signing';

// Signing is local computation: the endpoint is never contacted.
const ENDPOINT = 'http://127.0.0.1:4569';
const BUCKET = 'fescue-photos-local';
const USER = '6f1c2d3e-4b5a-5c6d-8e7f-0a1b2c3d4e5f';
const OTHER = '0a0a0a0a-1b1b-5c2c-8d3d-4e4e4e4e4e4e';
const SIGNED_AT = new Date('2026-05-01T12:00:00Z');
const seconds = (count: number) => new Date(SIGNED_AT.getTime() + count * 1000);

const clientWith = (credentials: { accessKeyId: string; secretAccessKey: string }, region = 'us-east-1') =>
  new S3Client({
    endpoint: ENDPOINT,
    forcePathStyle: true,
    region,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
const localClient = clientWith(LOCAL_S3_CREDENTIALS);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(SIGNED_AT);
});
afterEach(() => {
  vi.useRealTimers();
});

/** The browser's PUT of a presigned photo upload, as it reaches the local S3. */
async function presignedPut(options: { client?: S3Client; size?: number } = {}) {
  const size = options.size ?? 1000;
  const upload = await presignPhotoUpload(options.client ?? localClient, BUCKET, USER, {
    contentType: 'image/png',
    size,
  });
  const url = new URL(upload.uploadUrl);
  const request: IncomingS3Request = {
    method: 'PUT',
    url: `${url.pathname}${url.search}`,
    headers: {
      host: url.host,
      'content-length': String(size),
      'content-type': upload.headers['Content-Type'],
      'cache-control': upload.headers['Cache-Control'],
      origin: 'http://localhost:3000',
    },
  };
  return { request, url };
}

const refusalOf = (result: S3AuthResult) => (result.ok ? undefined : result.refusal);
const SIGNATURE_MISMATCH = { status: 403, code: 'SignatureDoesNotMatch' };

describe('a presigned PUT (the browser’s photo upload)', () => {
  it('is accepted exactly as it was signed, without a body hash to check', async () => {
    const { request } = await presignedPut();
    expect(await authenticateS3Request(request, seconds(10))).toEqual({ ok: true });
  });

  it('refuses an HTML body declared as text/html (attack: store a page under an image key)', async () => {
    const { request } = await presignedPut();
    const html = { ...request, headers: { ...request.headers, 'content-type': 'text/html' } };
    expect(refusalOf(await authenticateS3Request(html, seconds(10)))).toMatchObject(SIGNATURE_MISMATCH);
  });

  it('refuses a body of another length than was signed (attack: a larger file than the size checked)', async () => {
    const { request } = await presignedPut();
    const larger = { ...request, headers: { ...request.headers, 'content-length': '6000000' } };
    expect(refusalOf(await authenticateS3Request(larger, seconds(10)))).toMatchObject(SIGNATURE_MISMATCH);
  });

  it('refuses the URL moved to another golfer’s prefix (attack: write under their key)', async () => {
    const { request } = await presignedPut();
    const moved = { ...request, url: request.url.replace(`/uploads/${USER}/`, `/uploads/${OTHER}/`) };
    expect(refusalOf(await authenticateS3Request(moved, seconds(10)))).toMatchObject(SIGNATURE_MISMATCH);
  });

  it('refuses a tampered signature, a longer expiry and a dropped signed header', async () => {
    const { request, url } = await presignedPut();
    const signature = url.searchParams.get('X-Amz-Signature') ?? '';
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const tampered = { ...request, url: request.url.replace(signature, flipped) };
    const longer = { ...request, url: request.url.replace('X-Amz-Expires=300', 'X-Amz-Expires=3600') };
    const { 'cache-control': _dropped, ...fewer } = request.headers;
    for (const attempt of [tampered, longer, { ...request, headers: fewer }]) {
      expect(refusalOf(await authenticateS3Request(attempt, seconds(10)))).toMatchObject(SIGNATURE_MISMATCH);
    }
  });

  it('refuses a URL signed with another secret for the local key id (attack: any signature will do)', async () => {
    const forged = await presignedPut({
      client: clientWith({ accessKeyId: LOCAL_S3_CREDENTIALS.accessKeyId, secretAccessKey: 'guessed' }),
    });
    expect(refusalOf(await authenticateS3Request(forged.request, seconds(10)))).toMatchObject(
      SIGNATURE_MISMATCH,
    );
  });

  it('refuses another key id and another region as S3 does', async () => {
    const otherKey = await presignedPut({
      client: clientWith({ accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'x' }),
    });
    expect(refusalOf(await authenticateS3Request(otherKey.request, seconds(10)))).toMatchObject({
      status: 403,
      code: 'InvalidAccessKeyId',
    });
    const otherRegion = await presignedPut({ client: clientWith(LOCAL_S3_CREDENTIALS, 'eu-west-1') });
    expect(refusalOf(await authenticateS3Request(otherRegion.request, seconds(10)))).toMatchObject({
      status: 400,
      code: 'AuthorizationHeaderMalformed',
    });
  });

  it('is accepted until its five minutes are up, then refused as expired (attack: a leaked old URL)', async () => {
    const { request } = await presignedPut();
    expect((await authenticateS3Request(request, seconds(300))).ok).toBe(true);
    expect(refusalOf(await authenticateS3Request(request, seconds(301)))).toEqual({
      status: 403,
      code: 'AccessDenied',
      message: 'Request has expired',
    });
  });
});

describe('an unsigned request', () => {
  it.each([
    ['PUT of a page under an upload key', 'PUT', `/${BUCKET}/uploads/${USER}/01JD8X2YQ3M4N5P6R7S8T9V0WX.png`],
    [
      'GET of a photo straight from the bucket',
      'GET',
      `/${BUCKET}/photos/${USER}/01JD8X2YQ3M4N5P6R7S8T9V0WX.png`,
    ],
    ['listing of every key', 'GET', `/${BUCKET}?list-type=2`],
    ['listing of every bucket', 'GET', '/'],
  ])('is refused with 403 AccessDenied: %s', async (_name, method, url) => {
    const result = await authenticateS3Request({ method, url, headers: { host: '127.0.0.1:4569' } });
    expect(refusalOf(result)).toEqual({ status: 403, code: 'AccessDenied', message: 'Access Denied' });
  });

  it('passes a CORS preflight on to the bucket’s CORS rules, as S3 does', async () => {
    const preflight = await authenticateS3Request({
      method: 'OPTIONS',
      url: `/${BUCKET}/uploads/${USER}/01JD8X2YQ3M4N5P6R7S8T9V0WX.png`,
      headers: {
        host: '127.0.0.1:4569',
        origin: 'http://localhost:3000',
        'access-control-request-method': 'PUT',
      },
    });
    expect(preflight).toEqual({ ok: true });
  });
});

describe('a header-signed request (the SDK’s own calls, the /photos proxy’s reads)', () => {
  async function signedGet(path: string): Promise<IncomingS3Request> {
    const url = new URL(`${ENDPOINT}${path}`);
    const headers = await signLocalS3Request(url, 'GET', { range: 'bytes=0-31' });
    return { method: 'GET', url: `${url.pathname}${url.search}`, headers };
  }
  const key = `/${BUCKET}/photos/${USER}/01JD8X2YQ3M4N5P6R7S8T9V0WX.png`;

  it('is accepted, with the signed payload hash for the body check', async () => {
    expect(await authenticateS3Request(await signedGet(key), seconds(1))).toEqual({
      ok: true,
      bodySha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    });
  });

  it('refuses the signature replayed on another key, with another signed header value or without it', async () => {
    const request = await signedGet(key);
    const otherKey = { ...request, url: key.replace(USER, OTHER) };
    const otherRange = { ...request, headers: { ...request.headers, range: 'bytes=0-' } };
    const { range: _range, ...withoutRange } = request.headers;
    for (const attempt of [otherKey, otherRange, { ...request, headers: withoutRange }]) {
      expect(refusalOf(await authenticateS3Request(attempt, seconds(1)))).toMatchObject(SIGNATURE_MISMATCH);
    }
  });

  it('refuses a request signed more than 15 minutes away from now', async () => {
    const request = await signedGet(key);
    expect(refusalOf(await authenticateS3Request(request, seconds(16 * 60)))).toMatchObject({
      status: 403,
      code: 'RequestTimeTooSkewed',
    });
  });

  it('refuses a malformed Authorization header and one signed without the payload hash header', async () => {
    const request = await signedGet(key);
    const malformed = { ...request, headers: { ...request.headers, authorization: 'AWS S3RVER:abc' } };
    expect(refusalOf(await authenticateS3Request(malformed, seconds(1)))).toMatchObject({
      status: 400,
      code: 'AuthorizationHeaderMalformed',
    });
    const { 'x-amz-content-sha256': _hash, ...withoutHash } = request.headers;
    expect(
      refusalOf(await authenticateS3Request({ ...request, headers: withoutHash }, seconds(1))),
    ).toMatchObject({ status: 400, code: 'InvalidRequest' });
  });
});
