import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  PHOTO_MAX_BYTES,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  photoUploadResponseSchema,
  type PhotoUploadResponse,
} from '../../../shared/schemas/photo';
import { apiFetch, signIn, stackUrl } from '../../../scripts/local/testing';
import { resetS3ClientForTests } from '../../lib/s3-client';
import { freshEmail } from '../../lib/testing/stack-helpers';
import { stubConfig } from '../../lib/testing/test-config';
import { deletePhotoObject } from './index';
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
