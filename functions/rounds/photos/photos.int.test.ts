import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  PHOTO_MAX_BYTES,
  PHOTO_MISSING_MESSAGE,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  PHOTO_UNREADABLE_MESSAGE,
  photoUploadResponseSchema,
  type PhotoUploadResponse,
} from '../../../shared/schemas/photo';
import { apiFetch, signIn, stackUrl } from '../../../scripts/local/testing';
import { resetS3ClientForTests, s3Client } from '../../lib/s3-client';
import { freshEmail } from '../../lib/testing/stack-helpers';
import { stubConfig } from '../../lib/testing/test-config';
import { deletePhotoObject } from './index';
import { newPhotoKey } from './photo-key';
import { PHOTO_CACHE_CONTROL } from './presign-upload';

// deletePhotoObject runs in this process: point it at the test stack's s3rver and bucket.
beforeAll(() => {
  const stack = inject('fescueStack');
  stubConfig({ S3_ENDPOINT: stack.s3Endpoint, PHOTOS_BUCKET: stack.photosBucket });
  vi.stubEnv('AWS_REGION', 'us-east-1');
  resetS3ClientForTests();
});
afterAll(() => {
  vi.unstubAllEnvs();
  resetS3ClientForTests();
});

// A 1×1 PNG: real image bytes, so the served object is checked byte for byte.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function requestUpload(cookie: string | undefined, body: unknown): Promise<Response> {
  return apiFetch('/api/rounds/upload-url', { method: 'POST', cookie, body });
}

async function uploadUrlFor(cookie: string, contentType: string, size: number): Promise<PhotoUploadResponse> {
  const response = await requestUpload(cookie, { contentType, size });
  expect(response.status).toBe(200);
  return photoUploadResponseSchema.parse(await response.json());
}

describe('POST /api/rounds/upload-url', () => {
  it('gives a PUT URL whose photo is then served at /photos/ on the app origin, until it is deleted', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    const upload = await uploadUrlFor(cookie, 'image/png', PNG.length);
    expect(upload.key).toMatch(new RegExp(`^photos/${userId}/[0-9A-HJKMNP-TV-Z]{26}\\.png$`));
    expect(upload.photoUrl).toBe(`/${upload.key}`);
    expect(new URL(upload.uploadUrl).searchParams.get('X-Amz-SignedHeaders')).toMatch(
      /content-length;content-type/,
    );

    const put = await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: PNG });
    expect(put.status).toBe(200);

    const served = await fetch(new URL(upload.photoUrl, stackUrl()));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe(PHOTO_CACHE_CONTROL);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    await deletePhotoObject(upload.key);
    expect((await fetch(new URL(upload.photoUrl, stackUrl()))).status).toBe(404);
    // Deleting again (a retried round delete) is not an error.
    await expect(deletePhotoObject(upload.photoUrl)).resolves.toBeUndefined();
  });

  it('lets the app’s page PUT cross-origin to the bucket with the headers it must send', async () => {
    const { cookie } = await signIn(freshEmail());
    const upload = await uploadUrlFor(cookie, 'image/jpeg', 1000);
    const requestedHeaders = Object.keys(upload.headers).join(',').toLowerCase();
    const preflight = (origin: string) =>
      fetch(upload.uploadUrl, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'PUT',
          'access-control-request-headers': requestedHeaders,
        },
      });

    const allowed = await preflight(new URL(stackUrl()).origin);
    expect(allowed.status).toBe(200);
    // s3rver answers a matched preflight with '*'; the origin rule shows in the refusal of another origin.
    expect(allowed.headers.get('access-control-allow-origin')).not.toBeNull();
    expect(allowed.headers.get('access-control-allow-methods')).toMatch(/PUT/);
    expect(allowed.headers.get('access-control-allow-headers')).toBe('content-type, cache-control');
    expect((await preflight('https://evil.example')).status).toBe(403);
  });

  it('gives every request a new key under the golfer’s own prefix', async () => {
    const first = await signIn(freshEmail());
    const second = await signIn(freshEmail());
    const a = await uploadUrlFor(first.cookie, 'image/jpeg', 1000);
    const b = await uploadUrlFor(first.cookie, 'image/jpeg', 1000);
    const c = await uploadUrlFor(second.cookie, 'image/jpeg', 1000);
    expect(a.key).not.toBe(b.key);
    expect(a.key.startsWith(`photos/${first.userId}/`)).toBe(true);
    expect(c.key.startsWith(`photos/${second.userId}/`)).toBe(true);
  });

  it('answers 400 with the image-only message for a PDF', async () => {
    const { cookie } = await signIn(freshEmail());
    const response = await requestUpload(cookie, { contentType: 'application/pdf', size: 1000 });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: PHOTO_TYPE_MESSAGE });
  });

  it('answers 400 "Please select an image smaller than 5MB" for a 6 MB photo', async () => {
    const { cookie } = await signIn(freshEmail());
    const response = await requestUpload(cookie, { contentType: 'image/jpeg', size: 6 * 1024 * 1024 });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: PHOTO_SIZE_MESSAGE,
      fieldErrors: { size: PHOTO_SIZE_MESSAGE },
    });
    expect((await requestUpload(cookie, { contentType: 'image/jpeg', size: PHOTO_MAX_BYTES })).status).toBe(
      200,
    );
  });

  it('answers 401 without a session', async () => {
    const response = await requestUpload(undefined, { contentType: 'image/png', size: 1000 });
    expect(response.status).toBe(401);
  });
});

describe('a round’s photo over its life', () => {
  async function uploadPhoto(cookie: string): Promise<PhotoUploadResponse> {
    const upload = await uploadUrlFor(cookie, 'image/png', PNG.length);
    const put = await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: PNG });
    expect(put.status).toBe(200);
    return upload;
  }
  const servedStatus = async (photoUrl: string) => (await fetch(new URL(photoUrl, stackUrl()))).status;

  it('is deleted when the round replaces it, removes it, or is deleted', async () => {
    const { cookie } = await signIn(freshEmail());
    const first = await uploadPhoto(cookie);
    const created = await apiFetch('/api/rounds', {
      method: 'POST',
      cookie,
      body: { courseId: 'pebble-beach-golf-links', score: 84, imageUrl: first.key },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(await servedStatus(first.photoUrl)).toBe(200);

    // Replacing the photo deletes the old object; the new one is served.
    const second = await uploadPhoto(cookie);
    const replaced = await apiFetch(`/api/rounds/${id}`, {
      method: 'PATCH',
      cookie,
      body: { imageUrl: second.key },
    });
    expect(replaced.status).toBe(200);
    expect(await servedStatus(first.photoUrl)).toBe(404);
    expect(await servedStatus(second.photoUrl)).toBe(200);

    // An edit that leaves the photo alone keeps it.
    const kept = await apiFetch(`/api/rounds/${id}`, { method: 'PATCH', cookie, body: { score: 83 } });
    expect(kept.status).toBe(200);
    expect(await servedStatus(second.photoUrl)).toBe(200);

    // Removing it (imageUrl null) deletes it.
    const removed = await apiFetch(`/api/rounds/${id}`, {
      method: 'PATCH',
      cookie,
      body: { imageUrl: null },
    });
    expect(removed.status).toBe(200);
    expect(await servedStatus(second.photoUrl)).toBe(404);

    // Deleting the round deletes its photo.
    const third = await uploadPhoto(cookie);
    await apiFetch(`/api/rounds/${id}`, { method: 'PATCH', cookie, body: { imageUrl: third.key } });
    expect((await apiFetch(`/api/rounds/${id}`, { method: 'DELETE', cookie })).status).toBe(200);
    expect(await servedStatus(third.photoUrl)).toBe(404);
  });

  it('is listed by GET /api/rounds?withPhoto=true only while the round has it (the gallery)', async () => {
    const { cookie } = await signIn(freshEmail());
    const photo = await uploadPhoto(cookie);
    const add = async (body: Record<string, unknown>) => {
      const response = await apiFetch('/api/rounds', { method: 'POST', cookie, body });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const withPhoto = await add({ courseId: 'pebble-beach-golf-links', score: 84, imageUrl: photo.key });
    await add({ courseId: 'pebble-beach-golf-links', score: 90 });
    const gallery = async () => {
      const response = await apiFetch('/api/rounds?withPhoto=true', { cookie });
      expect(response.status).toBe(200);
      return ((await response.json()) as { rounds: Array<{ id: string; imageUrl: string | null }> }).rounds;
    };
    expect(await gallery()).toEqual([expect.objectContaining({ id: withPhoto, imageUrl: `/${photo.key}` })]);

    await apiFetch(`/api/rounds/${withPhoto}`, { method: 'PATCH', cookie, body: { imageUrl: null } });
    expect(await gallery()).toEqual([]);

    const bad = await apiFetch('/api/rounds?withPhoto=maybe', { cookie });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      message: expect.stringContaining('withPhoto must be true or false'),
    });
  });

  it('cannot be another golfer’s: a round pointing at their key answers 400 and nothing is deleted', async () => {
    const owner = await signIn(freshEmail());
    const theirs = await uploadPhoto(owner.cookie);
    const intruder = await signIn(freshEmail());
    const response = await apiFetch('/api/rounds', {
      method: 'POST',
      cookie: intruder.cookie,
      body: { courseId: 'pebble-beach-golf-links', score: 84, imageUrl: theirs.key },
    });
    expect(response.status).toBe(400);
    expect(await servedStatus(theirs.photoUrl)).toBe(200);
  });
});

describe('a photo that is not an image (attack: an HTML page uploaded as a photo)', () => {
  const HTML = Buffer.from(
    '<html><script>fetch("/api/auth/user").then((r) => r.text()).then(alert)</script>',
  );
  const servedStatus = async (photoUrl: string) => (await fetch(new URL(photoUrl, stackUrl()))).status;

  /** The attack as reproduced: ask for a PNG of exactly the page's length, PUT the page with the signed type. */
  async function uploadPageAsPng(cookie: string): Promise<PhotoUploadResponse> {
    const upload = await uploadUrlFor(cookie, 'image/png', HTML.length);
    const put = await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: HTML });
    expect(put.status).toBe(200);
    return upload;
  }

  it('cannot be PUT as text/html: the local S3 refuses the changed signed Content-Type with 403', async () => {
    const { cookie } = await signIn(freshEmail());
    const upload = await uploadUrlFor(cookie, 'image/png', HTML.length);
    const put = await fetch(upload.uploadUrl, {
      method: 'PUT',
      headers: { ...upload.headers, 'Content-Type': 'text/html' },
      body: HTML,
    });
    expect(put.status).toBe(403);
    expect(await put.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
    expect(await servedStatus(upload.photoUrl)).toBe(404);
  });

  it('is refused by POST /api/rounds with 400 "could not be read as an image", deleted, and no round is written', async () => {
    const { cookie } = await signIn(freshEmail());
    const upload = await uploadPageAsPng(cookie);
    const response = await apiFetch('/api/rounds', {
      method: 'POST',
      cookie,
      body: { courseId: 'pebble-beach-golf-links', score: 84, imageUrl: upload.key },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: PHOTO_UNREADABLE_MESSAGE,
      fieldErrors: { imageUrl: PHOTO_UNREADABLE_MESSAGE },
    });
    expect(await servedStatus(upload.photoUrl)).toBe(404);
    const rounds = (await (await apiFetch('/api/rounds', { cookie })).json()) as { rounds: unknown[] };
    expect(rounds.rounds).toEqual([]);
  });

  it('is refused by PATCH /api/rounds/{id}, which keeps the round and its photo as they were', async () => {
    const { cookie } = await signIn(freshEmail());
    const photo = await uploadUrlFor(cookie, 'image/png', PNG.length);
    await fetch(photo.uploadUrl, { method: 'PUT', headers: photo.headers, body: PNG });
    const created = await apiFetch('/api/rounds', {
      method: 'POST',
      cookie,
      body: { courseId: 'pebble-beach-golf-links', score: 84, imageUrl: photo.key },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const page = await uploadPageAsPng(cookie);
    const response = await apiFetch(`/api/rounds/${id}`, {
      method: 'PATCH',
      cookie,
      body: { imageUrl: page.key, score: 70 },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: PHOTO_UNREADABLE_MESSAGE });
    expect(await servedStatus(page.photoUrl)).toBe(404);
    expect(await servedStatus(photo.photoUrl)).toBe(200);
    const rounds = (await (await apiFetch('/api/rounds', { cookie })).json()) as {
      rounds: Array<{ id: string; score: number; imageUrl: string | null }>;
    };
    expect(rounds.rounds).toEqual([expect.objectContaining({ id, score: 84, imageUrl: photo.photoUrl })]);
  });

  it('answers 400 "did not finish uploading" for one of the golfer’s keys with nothing uploaded', async () => {
    const { cookie } = await signIn(freshEmail());
    const upload = await uploadUrlFor(cookie, 'image/jpeg', 1000);
    const response = await apiFetch('/api/rounds', {
      method: 'POST',
      cookie,
      body: { courseId: 'pebble-beach-golf-links', score: 84, imageUrl: upload.key },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: PHOTO_MISSING_MESSAGE });
  });
});

describe('GET /photos/* (attack: an HTML body stored under an image key, served on the app origin)', () => {
  const HTML = Buffer.from(
    '<html><script>fetch("/api/auth/user").then((r) => r.text()).then(alert)</script>',
  );
  const USER = '6f1c2d3e-4b5a-5c6d-8e7f-0a1b2c3d4e5f';

  /** Stores bytes as anything holding the bucket's key could, with the type it chooses (not via presign). */
  async function store(key: string, body: Buffer, contentType: string): Promise<void> {
    const { photosBucket } = inject('fescueStack');
    await s3Client().send(
      new PutObjectCommand({ Bucket: photosBucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  it('serves an HTML body stored as text/html under a .png key as image/png, nosniff, sandboxed, inline', async () => {
    const key = newPhotoKey(USER, 'image/png');
    await store(key, HTML, 'text/html');
    const served = await fetch(new URL(`/${key}`, stackUrl()));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('content-disposition')).toBe('inline');
    expect(Buffer.from(await served.arrayBuffer()).equals(HTML)).toBe(true);
  });

  it('serves a key of no photo extension as bytes to download, never as the stored text/html', async () => {
    const key = `photos/${USER}/page.html`;
    await store(key, HTML, 'text/html');
    const served = await fetch(new URL(`/${key}`, stackUrl()));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('answers a HEAD and a missing key with the same photo headers', async () => {
    const key = newPhotoKey(USER, 'image/gif');
    const missing = await fetch(new URL(`/${key}`, stackUrl()));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    await store(key, Buffer.from('GIF89a'), 'text/html');
    const head = await fetch(new URL(`/${key}`, stackUrl()), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/gif');
    expect(head.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
