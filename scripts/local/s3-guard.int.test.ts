import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_S3_CREDENTIALS } from '../../functions/lib/local-s3-credentials';
import { newUploadKey } from '../../functions/rounds/photos/photo-key';
import { freshEmail } from '../../functions/lib/testing/stack-helpers';
import { photoUploadResponseSchema } from '#shared/schemas/photo';
import { localS3Signer } from './s3-signing';
import { apiFetch, signIn } from './testing';

// The local S3 as the handlers and the browser reach it: s3rver behind the signature guard, over HTTP.
let endpoint: string;
let bucket: string;
const USER = '6f1c2d3e-4b5a-5c6d-8e7f-0a1b2c3d4e5f';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const HTML = Buffer.from('<html><script>alert(document.cookie)</script>');

const clientWith = (secretAccessKey: string) =>
  new S3Client({
    endpoint,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: { accessKeyId: LOCAL_S3_CREDENTIALS.accessKeyId, secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 1,
  });
let local: S3Client;

beforeAll(() => {
  ({ s3Endpoint: endpoint, photosBucket: bucket } = inject('fescueStack'));
  local = clientWith(LOCAL_S3_CREDENTIALS.secretAccessKey);
});

const objectUrl = (key: string) => `${endpoint}/${bucket}/${key}`;

async function s3Error(response: Response): Promise<{ status: number; code: string | undefined }> {
  const body = await response.text();
  return { status: response.status, code: /<Code>([^<]+)<\/Code>/.exec(body)?.[1] };
}

async function storedBody(key: string): Promise<string | undefined> {
  try {
    const { Body } = await local.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return await Body?.transformToString();
  } catch {
    return undefined;
  }
}

describe('the local S3 guard', () => {
  it('refuses an unsigned PUT of a page under a golfer’s upload key with 403 AccessDenied, storing nothing', async () => {
    const key = newUploadKey(USER, 'image/png');
    const put = await fetch(objectUrl(key), {
      method: 'PUT',
      headers: { 'content-type': 'text/html' },
      body: HTML,
    });
    expect(await s3Error(put)).toEqual({ status: 403, code: 'AccessDenied' });
    expect(await storedBody(key)).toBeUndefined();
  });

  it('refuses anonymous listing of every key and anonymous reads, as a private bucket does', async () => {
    const key = newUploadKey(USER, 'image/png');
    await local.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: PNG, ContentType: 'image/png' }));
    for (const url of [
      `${endpoint}/${bucket}?list-type=2`,
      `${endpoint}/${bucket}`,
      `${endpoint}/`,
      objectUrl(key),
    ]) {
      expect(await s3Error(await fetch(url)), url).toEqual({ status: 403, code: 'AccessDenied' });
    }
  });

  it('accepts the SDK’s own signed calls (put, head, get, list, delete) with the local key', async () => {
    const key = newUploadKey(USER, 'image/png');
    await local.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: PNG, ContentType: 'image/png' }));
    const head = await local.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    expect(head.ContentLength).toBe(PNG.length);
    const listed = await local.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `uploads/${USER}/` }));
    expect(listed.Contents?.map((item) => item.Key)).toContain(key);
    await local.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    expect(await storedBody(key)).toBeUndefined();
  });

  it('refuses calls signed with another secret for the local key id (attack: any signature will do)', async () => {
    const forged = clientWith('not-the-local-secret');
    const key = newUploadKey(USER, 'image/png');
    const error: unknown = await forged
      .send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: HTML, ContentType: 'text/html' }))
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(S3ServiceException);
    expect(error).toMatchObject({ name: 'SignatureDoesNotMatch', $metadata: { httpStatusCode: 403 } });
    expect(await storedBody(key)).toBeUndefined();
  });

  it('refuses a body that is not the one whose SHA-256 was signed', async () => {
    const key = newUploadKey(USER, 'image/png');
    const url = new URL(objectUrl(key));
    const signed = await localS3Signer().sign({
      method: 'PUT',
      protocol: 'http:',
      hostname: url.hostname,
      port: Number(url.port),
      path: url.pathname,
      query: {},
      headers: { host: url.host, 'content-type': 'image/png', 'content-length': String(PNG.length) },
      body: PNG,
    });
    const swapped = Buffer.concat([HTML, Buffer.alloc(PNG.length - HTML.length, 0x20)]).subarray(
      0,
      PNG.length,
    );
    const { host: _host, ...headers } = signed.headers;
    const put = await fetch(url, { method: 'PUT', headers, body: swapped });
    expect(await s3Error(put)).toEqual({ status: 400, code: 'XAmzContentSHA256Mismatch' });
    expect(await storedBody(key)).toBeUndefined();
  });

  it('refuses a presigned PUT moved to another golfer’s prefix (attack: write under their key)', async () => {
    const golfer = await signIn(freshEmail());
    const victim = await signIn(freshEmail());
    const response = await apiFetch('/api/rounds/upload-url', {
      method: 'POST',
      cookie: golfer.cookie,
      body: { contentType: 'image/png', size: PNG.length },
    });
    const upload = photoUploadResponseSchema.parse(await response.json());
    const moved = upload.uploadUrl.replace(`/uploads/${golfer.userId}/`, `/uploads/${victim.userId}/`);
    expect(moved).not.toBe(upload.uploadUrl);
    const put = await fetch(moved, { method: 'PUT', headers: upload.headers, body: PNG });
    expect(await s3Error(put)).toEqual({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(await storedBody(upload.key.replace(golfer.userId, victim.userId))).toBeUndefined();
  });

  it('refuses a presigned PUT once it has expired (attack: replay a leaked URL later)', async () => {
    const key = newUploadKey(USER, 'image/png');
    const url = await getSignedUrl(
      local,
      new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: 'image/png' }),
      { expiresIn: 1 },
    );
    await sleep(2100);
    const put = await fetch(url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: PNG });
    expect(put.status).toBe(403);
    expect(await put.text()).toContain('Request has expired');
    expect(await storedBody(key)).toBeUndefined();
  });
});
