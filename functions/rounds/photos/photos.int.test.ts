import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  PHOTO_CACHE_CONTROL,
  PHOTO_MAX_BYTES,
  PHOTO_MISSING_MESSAGE,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  PHOTO_UNREADABLE_MESSAGE,
  PUBLIC_PHOTO_PATH,
  photoUploadResponseSchema,
  type PhotoUploadResponse,
} from '#shared/schemas/photo';
import { storiesResponseSchema } from '#shared/schemas/community';
import { apiFetch, signIn, stackUrl } from '../../../scripts/local/testing';
import { resetS3ClientForTests, s3Client } from '../../lib/s3-client';
import { freshEmail } from '../../lib/testing/stack-helpers';
import { stubConfig } from '../../lib/testing/test-config';
import { deletePhotoObject } from './index';
import { NOT_YOUR_PHOTO_MESSAGE } from '#shared/schemas/photo';
import { newPublicPhotoKey } from './photo-key';

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

/** Whether the bucket holds an object under this key (read in this process, as an operator could). */
async function stored(key: string): Promise<boolean> {
  try {
    await (
      await s3Client()
    ).send(new HeadObjectCommand({ Bucket: inject('fescueStack').photosBucket, Key: key }));
    return true;
  } catch {
    return false;
  }
}

const servedStatus = async (path: string) => (await fetch(new URL(path, stackUrl()))).status;

/** Where /photos would serve an object with the upload's file name, were uploads public. */
const photosPathOfUpload = (key: string) => `/photos/${key.slice(key.lastIndexOf('/') + 1)}`;

async function uploadUrlFor(cookie: string, contentType: string, size: number): Promise<PhotoUploadResponse> {
  const response = await requestUpload(cookie, { contentType, size });
  expect(response.status).toBe(200);
  return photoUploadResponseSchema.parse(await response.json());
}

describe('POST /api/rounds/upload-url', () => {
  it('gives a PUT URL to a private upload that /photos never serves until a round takes it (attack: an upload served to the world)', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    const upload = await uploadUrlFor(cookie, 'image/png', PNG.length);
    expect(upload.key).toMatch(new RegExp(`^uploads/${userId}/[0-9A-HJKMNP-TV-Z]{26}\\.png$`));
    expect(new URL(upload.uploadUrl).searchParams.get('X-Amz-SignedHeaders')).toMatch(
      /content-length;content-type/,
    );

    const put = await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: PNG });
    expect(put.status).toBe(200);
    expect(await stored(upload.key)).toBe(true);
    // Nothing serves the upload: not its file name under /photos, not its own key, not a traversal to it.
    expect(await servedStatus(photosPathOfUpload(upload.key))).toBe(404);
    expect(await servedStatus(`/photos/${userId}/${upload.key.split('/')[2]}`)).toBe(404);
    const ownPath = await fetch(new URL(`/${upload.key}`, stackUrl()));
    expect(ownPath.headers.get('content-type') ?? '').not.toMatch(/^image\//);

    // A round takes it: the photo is served from a new public path, and the upload is gone.
    const created = await apiFetch('/api/rounds', {
      method: 'POST',
      cookie,
      body: { courseId: 'pebble-beach-golf-links', score: 84, imageUrl: upload.key },
    });
    expect(created.status).toBe(201);
    const { imageUrl } = (await created.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(PUBLIC_PHOTO_PATH);
    const served = await fetch(new URL(imageUrl, stackUrl()));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe(PHOTO_CACHE_CONTROL);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect(await stored(upload.key)).toBe(false);

    await deletePhotoObject(imageUrl);
    expect(await servedStatus(imageUrl)).toBe(404);
    // Deleting again (a retried round delete) is not an error.
    await expect(deletePhotoObject(imageUrl)).resolves.toBeUndefined();
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

  it('gives every request a new key under the golfer’s own upload prefix', async () => {
    const first = await signIn(freshEmail());
    const second = await signIn(freshEmail());
    const a = await uploadUrlFor(first.cookie, 'image/jpeg', 1000);
    const b = await uploadUrlFor(first.cookie, 'image/jpeg', 1000);
    const c = await uploadUrlFor(second.cookie, 'image/jpeg', 1000);
    expect(a.key).not.toBe(b.key);
    expect(a.key.startsWith(`uploads/${first.userId}/`)).toBe(true);
    expect(c.key.startsWith(`uploads/${second.userId}/`)).toBe(true);
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
  async function send(cookie: string, method: string, path: string, body?: unknown) {
    const response = await apiFetch(path, { method, cookie, body });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  async function addRound(cookie: string, extra: Record<string, unknown> = {}) {
    const created = await send(cookie, 'POST', '/api/rounds', {
      courseId: 'pebble-beach-golf-links',
      score: 84,
      ...extra,
    });
    expect(created.status).toBe(201);
    return created.body as { id: string; imageUrl: string | null };
  }

  it('is deleted when the round replaces it, removes it, or is deleted: its URL answers 404 after the round is deleted', async () => {
    const { cookie } = await signIn(freshEmail());
    const { id, imageUrl: first } = await addRound(cookie, { imageUrl: (await uploadPhoto(cookie)).key });
    expect(first).toMatch(PUBLIC_PHOTO_PATH);
    expect(await servedStatus(first ?? '')).toBe(200);

    // Replacing the photo deletes the old object; the new one is served.
    const replaced = await send(cookie, 'PATCH', `/api/rounds/${id}`, {
      imageUrl: (await uploadPhoto(cookie)).key,
    });
    expect(replaced.status).toBe(200);
    const second = String(replaced.body.imageUrl);
    expect(second).toMatch(PUBLIC_PHOTO_PATH);
    expect(second).not.toBe(first);
    expect(await servedStatus(first ?? '')).toBe(404);
    expect(await servedStatus(second)).toBe(200);

    // An edit that leaves the photo alone keeps it, and so does one that sends its path back unchanged.
    expect((await send(cookie, 'PATCH', `/api/rounds/${id}`, { score: 83 })).status).toBe(200);
    const sentBack = await send(cookie, 'PATCH', `/api/rounds/${id}`, { score: 82, imageUrl: second });
    expect(sentBack.status).toBe(200);
    expect(sentBack.body.imageUrl).toBe(second);
    expect(await servedStatus(second)).toBe(200);

    // Removing it (imageUrl null) deletes it.
    const removed = await send(cookie, 'PATCH', `/api/rounds/${id}`, { imageUrl: null });
    expect(removed.status).toBe(200);
    expect(await servedStatus(second)).toBe(404);

    // Deleting the round deletes its photo: its URL is a 404 from then on.
    const third = await send(cookie, 'PATCH', `/api/rounds/${id}`, {
      imageUrl: (await uploadPhoto(cookie)).key,
    });
    const thirdPath = String(third.body.imageUrl);
    expect(await servedStatus(thirdPath)).toBe(200);
    expect((await apiFetch(`/api/rounds/${id}`, { method: 'DELETE', cookie })).status).toBe(200);
    expect(await servedStatus(thirdPath)).toBe(404);
    expect(await stored(thirdPath.slice(1))).toBe(false);
  });

  it('is listed by GET /api/rounds?withPhoto=true only while the round has it (the gallery)', async () => {
    const { cookie } = await signIn(freshEmail());
    const withPhoto = await addRound(cookie, { imageUrl: (await uploadPhoto(cookie)).key });
    await addRound(cookie, { score: 90 });
    const gallery = async () => {
      const response = await apiFetch('/api/rounds?withPhoto=true', { cookie });
      expect(response.status).toBe(200);
      return ((await response.json()) as { rounds: Array<{ id: string; imageUrl: string | null }> }).rounds;
    };
    expect(await gallery()).toEqual([
      expect.objectContaining({ id: withPhoto.id, imageUrl: withPhoto.imageUrl }),
    ]);

    await apiFetch(`/api/rounds/${withPhoto.id}`, { method: 'PATCH', cookie, body: { imageUrl: null } });
    expect(await gallery()).toEqual([]);

    const bad = await apiFetch('/api/rounds?withPhoto=maybe', { cookie });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      message: expect.stringContaining('withPhoto must be true or false'),
    });
  });

  it('cannot be another golfer’s upload: a round naming their key answers 400 and their upload is untouched', async () => {
    const owner = await signIn(freshEmail());
    const theirs = await uploadPhoto(owner.cookie);
    const intruder = await signIn(freshEmail());
    const response = await send(intruder.cookie, 'POST', '/api/rounds', {
      courseId: 'pebble-beach-golf-links',
      score: 84,
      imageUrl: theirs.key,
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: NOT_YOUR_PHOTO_MESSAGE });
    expect(await stored(theirs.key)).toBe(true);
    expect((await addRound(owner.cookie, { imageUrl: theirs.key })).imageUrl).toMatch(PUBLIC_PHOTO_PATH);
  });

  it('is never attached to two rounds: the same upload again, or another round’s photo path, is refused', async () => {
    const { cookie } = await signIn(freshEmail());
    const upload = await uploadPhoto(cookie);
    const first = await addRound(cookie, { imageUrl: upload.key });

    // The upload went to the first round: naming it again is a 400, nothing is written.
    const again = await send(cookie, 'POST', '/api/rounds', {
      courseId: 'pebble-beach-golf-links',
      score: 79,
      imageUrl: upload.key,
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: PHOTO_MISSING_MESSAGE });

    // Nor may another round point at the first round's public photo, new or edited.
    const copied = await send(cookie, 'POST', '/api/rounds', {
      courseId: 'pebble-beach-golf-links',
      score: 79,
      imageUrl: first.imageUrl,
    });
    expect(copied.status).toBe(400);
    expect(copied.body).toMatchObject({ message: NOT_YOUR_PHOTO_MESSAGE });
    const second = await addRound(cookie, { score: 88 });
    const edited = await send(cookie, 'PATCH', `/api/rounds/${second.id}`, { imageUrl: first.imageUrl });
    expect(edited.status).toBe(400);
    expect(edited.body).toMatchObject({ message: NOT_YOUR_PHOTO_MESSAGE });

    // Deleting the second round (as the old shared object let it) leaves the first round's photo alone.
    expect((await apiFetch(`/api/rounds/${second.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    expect(await servedStatus(first.imageUrl ?? '')).toBe(200);
  });

  it('answers a round sent again with its Idempotency-Key as first created, its photo with it', async () => {
    const { cookie } = await signIn(freshEmail());
    const upload = await uploadPhoto(cookie);
    const key = ulid();
    const body = { courseId: 'pebble-beach-golf-links', score: 84, imageUrl: upload.key };
    const sendOnce = () =>
      apiFetch('/api/rounds', { method: 'POST', cookie, body, headers: { 'Idempotency-Key': key } });
    const first = await sendOnce();
    const retried = await sendOnce();
    expect([first.status, retried.status]).toEqual([201, 201]);
    const [a, b] = (await Promise.all([first.json(), retried.json()])) as { imageUrl: string }[];
    expect(b?.imageUrl).toBe(a?.imageUrl);
    expect(await servedStatus(a?.imageUrl ?? '')).toBe(200);
  });

  it('carries no golfer id in its path, in the round or in the story shared from it (a story names nobody)', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    const round = await addRound(cookie, {
      imageUrl: (await uploadPhoto(cookie)).key,
      sharedToCommunity: true,
      notes: 'Story with a photo',
    });
    expect(round.imageUrl).toMatch(PUBLIC_PHOTO_PATH);
    expect(round.imageUrl).not.toContain(userId);
    let story: { id: string; image: string | null } | undefined;
    let cursor: string | undefined;
    do {
      const response = await apiFetch(`/api/community/stories?limit=50${cursor ? `&cursor=${cursor}` : ''}`, {
        cookie,
      });
      const page = storiesResponseSchema.parse(await response.json());
      story = page.stories.find((candidate) => candidate.id === round.id);
      cursor = page.nextCursor;
    } while (!story && cursor);
    expect(story?.image).toBe(round.imageUrl);
    expect(story?.image).not.toContain(userId);
  });
});

describe('a photo that is not an image (attack: an HTML page uploaded as a photo)', () => {
  const HTML = Buffer.from(
    '<html><script>fetch("/api/auth/user").then((r) => r.text()).then(alert)</script>',
  );

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
    expect(await stored(upload.key)).toBe(false);
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
    expect(await stored(upload.key)).toBe(false);
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
    const { id, imageUrl } = (await created.json()) as { id: string; imageUrl: string };

    const page = await uploadPageAsPng(cookie);
    const response = await apiFetch(`/api/rounds/${id}`, {
      method: 'PATCH',
      cookie,
      body: { imageUrl: page.key, score: 70 },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: PHOTO_UNREADABLE_MESSAGE });
    expect(await stored(page.key)).toBe(false);
    expect(await servedStatus(imageUrl)).toBe(200);
    const rounds = (await (await apiFetch('/api/rounds', { cookie })).json()) as {
      rounds: Array<{ id: string; score: number; imageUrl: string | null }>;
    };
    expect(rounds.rounds).toEqual([expect.objectContaining({ id, score: 84, imageUrl })]);
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

  /** Stores bytes as anything holding the bucket's key could, with the type it chooses (not via presign). */
  async function store(key: string, body: Buffer, contentType: string): Promise<void> {
    const { photosBucket } = inject('fescueStack');
    await (
      await s3Client()
    ).send(new PutObjectCommand({ Bucket: photosBucket, Key: key, Body: body, ContentType: contentType }));
  }

  it('serves an HTML body stored as text/html under a .png key as image/png, nosniff, sandboxed, inline', async () => {
    const key = newPublicPhotoKey('image/png');
    await store(key, HTML, 'text/html');
    const served = await fetch(new URL(`/${key}`, stackUrl()));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('content-disposition')).toBe('inline');
    expect(Buffer.from(await served.arrayBuffer()).equals(HTML)).toBe(true);
  });

  it('serves nothing under a key of no photo extension: 404, never the stored text/html', async () => {
    const key = `photos/${ulid()}.html`;
    await store(key, HTML, 'text/html');
    const served = await fetch(new URL(`/${key}`, stackUrl()));
    expect(served.status).toBe(404);
    expect(served.headers.get('content-type')).not.toMatch(/html/);
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('answers a HEAD and a missing key with the same photo headers', async () => {
    const key = newPublicPhotoKey('image/gif');
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
