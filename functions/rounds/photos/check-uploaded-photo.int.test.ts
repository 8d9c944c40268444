import type { S3Client } from '@aws-sdk/client-s3';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  PHOTO_MAX_BYTES,
  PHOTO_MISSING_MESSAGE,
  PHOTO_UNREADABLE_MESSAGE,
  PHOTO_WORDS,
} from '#shared/schemas/photo';
import { inWords, Invalid, type BadRequestError } from '../../lib/errors';
import { httpErrorOf } from '../../lib/http/error-handler';
import { resetS3ClientForTests, s3Client } from '../../lib/s3-client';
import { stubConfig } from '../../lib/testing/test-config';
import { checkUploadedPhoto } from './check-uploaded-photo';
import { newUploadKey } from './photo-key';

// The check runs in this process against the test stack's S3 (s3rver behind the signature guard), over HTTP.
let client: S3Client;
let bucket: string;
beforeAll(async () => {
  const stack = inject('fescueStack');
  stubConfig({ S3_ENDPOINT: stack.s3Endpoint, PHOTOS_BUCKET: stack.photosBucket });
  vi.stubEnv('AWS_REGION', 'us-east-1');
  resetS3ClientForTests();
  client = await s3Client();
  bucket = stack.photosBucket;
});
afterAll(() => {
  vi.unstubAllEnvs();
  resetS3ClientForTests();
});

const USER = '6f1c2d3e-4b5a-5c6d-8e7f-0a1b2c3d4e5f';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const HTML = Buffer.from('<html><script>fetch("/api/auth/user").then((r) => r.text()).then(alert)</script>');

/** Puts an object as anything with the bucket's key could (a leaked URL, the console), not via presign. */
async function storeObject(key: string, body: Buffer, contentType: string): Promise<void> {
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
}

async function exists(key: string): Promise<boolean> {
  try {
    await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch {
    return false;
  }
}

/** The refusal as the golfer gets it: the check's domain error, in the rounds routes' words (PHOTO_WORDS). */
async function refusal(key: string): Promise<BadRequestError> {
  const error: unknown = await inWords(checkUploadedPhoto(key), PHOTO_WORDS).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(Invalid);
  return httpErrorOf(error as Invalid) as BadRequestError;
}

describe('checkUploadedPhoto', () => {
  it('accepts a real PNG stored as image/png under a .png key and leaves it in place', async () => {
    const key = newUploadKey(USER, 'image/png');
    await storeObject(key, PNG, 'image/png');
    await expect(checkUploadedPhoto(key)).resolves.toMatchObject({ contentType: 'image/png' });
    expect(await exists(key)).toBe(true);
  });

  it('refuses an HTML page stored as text/html under a .png key and deletes it (the attack)', async () => {
    const key = newUploadKey(USER, 'image/png');
    await storeObject(key, HTML, 'text/html');
    const error = await refusal(key);
    expect(error.message).toBe(PHOTO_UNREADABLE_MESSAGE);
    expect(error.fieldErrors).toEqual({ imageUrl: PHOTO_UNREADABLE_MESSAGE });
    expect(await exists(key)).toBe(false);
  });

  it('refuses an HTML page stored as image/png under a .png key, by its first bytes, and deletes it', async () => {
    const key = newUploadKey(USER, 'image/png');
    await storeObject(key, HTML, 'image/png');
    expect((await refusal(key)).message).toBe(PHOTO_UNREADABLE_MESSAGE);
    expect(await exists(key)).toBe(false);
  });

  it('refuses a JPEG under a .png key: the bytes must be the type the key claims', async () => {
    const key = newUploadKey(USER, 'image/png');
    await storeObject(key, Buffer.concat([JPEG_START, Buffer.alloc(100)]), 'image/png');
    expect((await refusal(key)).message).toBe(PHOTO_UNREADABLE_MESSAGE);
    expect(await exists(key)).toBe(false);
  });

  it('refuses an object over the 5 MB limit even when it starts like a PNG, and deletes it', async () => {
    const key = newUploadKey(USER, 'image/png');
    await storeObject(key, Buffer.concat([PNG, Buffer.alloc(PHOTO_MAX_BYTES + 1 - PNG.length)]), 'image/png');
    expect((await refusal(key)).message).toBe(PHOTO_UNREADABLE_MESSAGE);
    expect(await exists(key)).toBe(false);
  });

  it('refuses an empty object and deletes it', async () => {
    const key = newUploadKey(USER, 'image/jpeg');
    await storeObject(key, Buffer.alloc(0), 'image/jpeg');
    expect((await refusal(key)).message).toBe(PHOTO_UNREADABLE_MESSAGE);
    expect(await exists(key)).toBe(false);
  });

  it('answers "did not finish uploading" for a key with nothing behind it', async () => {
    const error = await refusal(newUploadKey(USER, 'image/webp'));
    expect(error.message).toBe(PHOTO_MISSING_MESSAGE);
    expect(error.fieldErrors).toEqual({ imageUrl: PHOTO_MISSING_MESSAGE });
  });
});
