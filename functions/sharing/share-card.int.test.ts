import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  NOT_YOUR_PHOTO_MESSAGE,
  PHOTO_MISSING_MESSAGE,
  photoUploadResponseSchema,
} from '#shared/schemas/photo';
import {
  SHARE_CARD_KEY_MESSAGE,
  SHARE_LINK_NOT_FOUND_MESSAGE,
  shareLinkSchema,
} from '#shared/sharing/share-link';
import { apiFetch, getItem, mintIdToken, sessionCookie, signIn, stackUrl } from '../../scripts/local/testing';
import { shareKeys } from '../data/keys/share-keys';
import { resetS3ClientForTests, s3Client } from '../lib/s3-client';
import { freshEmail } from '../lib/testing/stack-helpers';
import { stubConfig } from '../lib/testing/test-config';
import { newShareToken } from './share-token';

// The bucket is read in this process (as an operator could): point the client at the stack's s3rver.
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

// A 1×1 PNG: a card's bytes as far as every check is concerned.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

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

async function publish(cookie: string) {
  const response = await apiFetch('/api/sharing/links', {
    method: 'POST',
    cookie,
    body: { kind: 'profile' },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return shareLinkSchema.parse(((await response.json()) as { link: unknown }).link);
}

async function uploadUrl(cookie: string, size = PNG.length) {
  const response = await apiFetch('/api/rounds/upload-url', {
    method: 'POST',
    cookie,
    body: { contentType: 'image/png', size },
  });
  expect(response.status).toBe(200);
  return photoUploadResponseSchema.parse(await response.json());
}

async function uploadCard(cookie: string) {
  const upload = await uploadUrl(cookie);
  const put = await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: PNG });
  expect(put.status).toBe(200);
  return upload.key;
}

const setImage = (token: string, body: unknown, cookie?: string) =>
  apiFetch(`/api/sharing/links/${token}/image`, { method: 'PUT', ...(cookie ? { cookie } : {}), body });

const openSignedOut = (path: string) => fetch(new URL(path, stackUrl()), { redirect: 'manual' });

async function ogImageOf(path: string): Promise<string | undefined> {
  const body = await (await openSignedOut(path)).text();
  return /<meta property="og:image" content="([^"]+)" \/>/.exec(body)?.[1];
}

describe('a share link’s preview card', () => {
  it('is the page’s og:image once uploaded: an opaque public PNG anyone can fetch, the upload gone', async () => {
    const golfer = await signIn(freshEmail('card'));
    const link = await publish(golfer.cookie);
    const key = await uploadCard(golfer.cookie);
    const response = await setImage(link.token, { key }, golfer.cookie);
    expect(response.status, await response.clone().text()).toBe(200);
    const updated = shareLinkSchema.parse(((await response.json()) as { link: unknown }).link);
    expect(updated.imagePath).toMatch(/^\/photos\/[0-9A-Z]{26}\.png$/);
    expect(updated.imagePath).not.toContain(golfer.userId);

    const image = await ogImageOf(link.path);
    expect(image).toBe(new URL(updated.imagePath ?? '', stackUrl()).href);
    const body = await (await openSignedOut(link.path)).text();
    expect(body).toContain(`<meta name="twitter:image" content="${image}" />`);
    const served = await openSignedOut(updated.imagePath ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(await stored(updated.imagePath?.slice(1) ?? '')).toBe(true);
    expect(await stored(key)).toBe(false);
    // The public data answer does not grow a field for it.
    expect(await (await openSignedOut(`/api/shared/${link.token}`)).text()).not.toContain('imagePath');
  });

  it('is deleted with the link when revoked, and replaced cards are deleted too', async () => {
    const golfer = await signIn(freshEmail('card-revoke'));
    const link = await publish(golfer.cookie);
    const first = await setImage(link.token, { key: await uploadCard(golfer.cookie) }, golfer.cookie);
    const firstPath = shareLinkSchema.parse(((await first.json()) as { link: unknown }).link).imagePath ?? '';
    const second = await setImage(link.token, { key: await uploadCard(golfer.cookie) }, golfer.cookie);
    const secondPath =
      shareLinkSchema.parse(((await second.json()) as { link: unknown }).link).imagePath ?? '';
    expect(await stored(firstPath.slice(1))).toBe(false);
    expect(await stored(secondPath.slice(1))).toBe(true);

    const revoked = await apiFetch(`/api/sharing/links/${link.token}`, {
      method: 'DELETE',
      cookie: golfer.cookie,
    });
    expect(revoked.status).toBe(200);
    expect(await stored(secondPath.slice(1))).toBe(false);
  });

  it('is deleted with the golfer’s account', async () => {
    const golfer = await signIn(freshEmail('card-account'));
    const link = await publish(golfer.cookie);
    const set = await setImage(link.token, { key: await uploadCard(golfer.cookie) }, golfer.cookie);
    const path = shareLinkSchema.parse(((await set.json()) as { link: unknown }).link).imagePath ?? '';
    const deleted = await apiFetch('/api/user', {
      method: 'DELETE',
      cookie: golfer.cookie,
      body: { confirmation: 'DELETE' },
    });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect(await stored(path.slice(1))).toBe(false);
  });

  it('falls back to the app icon for a link whose card never finished uploading', async () => {
    const golfer = await signIn(freshEmail('card-missing'));
    const link = await publish(golfer.cookie);
    const upload = await uploadUrl(golfer.cookie);
    const response = await setImage(link.token, { key: upload.key }, golfer.cookie);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(PHOTO_MISSING_MESSAGE);
    expect(await ogImageOf(link.path)).toMatch(/^http:\/\/[^/]+\/pwa-512x512\.png$/);
    expect((await getItem(shareKeys.link(link.token)))?.imageKey).toBeUndefined();
  });

  it('cannot be put bigger, of another type or under another key than its upload URL signed (403)', async () => {
    const golfer = await signIn(freshEmail('card-url'));
    const upload = await uploadUrl(golfer.cookie);
    const bigger = Buffer.concat([PNG, Buffer.alloc(1024)]);
    const attempts: [string, RequestInit][] = [
      [upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: bigger }],
      [
        upload.uploadUrl,
        { method: 'PUT', headers: { ...upload.headers, 'Content-Type': 'text/html' }, body: PNG },
      ],
      [
        upload.uploadUrl.replace(/[0-9A-Z]{26}\.png/, '01ARZ3NDEKTSV4RRFFQ69G5FAV.png'),
        { method: 'PUT', headers: upload.headers, body: PNG },
      ],
    ];
    for (const [url, init] of attempts) expect((await fetch(url, init)).status).not.toBe(200);
    expect(await stored(upload.key)).toBe(false);
  });

  it('refuses a card of another golfer’s upload (400), on another golfer’s link (404), without a session (401), or malformed (400)', async () => {
    const owner = await signIn(freshEmail('card-owner'));
    const intruder = await signIn(freshEmail('card-intruder'));
    const link = await publish(owner.cookie);
    const ownersUpload = await uploadCard(owner.cookie);

    const theirUpload = await setImage(
      (await publish(intruder.cookie)).token,
      { key: ownersUpload },
      intruder.cookie,
    );
    expect(theirUpload.status).toBe(400);
    expect(((await theirUpload.json()) as { message: string }).message).toBe(NOT_YOUR_PHOTO_MESSAGE);

    const theirLink = await setImage(link.token, { key: await uploadCard(intruder.cookie) }, intruder.cookie);
    expect(theirLink.status).toBe(404);
    expect(((await theirLink.json()) as { message: string }).message).toBe(SHARE_LINK_NOT_FOUND_MESSAGE);
    expect(
      (await setImage(newShareToken(), { key: await uploadCard(owner.cookie) }, owner.cookie)).status,
    ).toBe(404);

    const expired = sessionCookie(await mintIdToken({ sub: owner.userId, expiresInSeconds: -60 }));
    for (const cookie of [undefined, expired])
      expect((await setImage(link.token, { key: ownersUpload }, cookie)).status).toBe(401);

    for (const body of [
      {},
      { key: 'photos/01ARZ3NDEKTSV4RRFFQ69G5FAV.png' },
      { key: ownersUpload.replace('.png', '.jpg') },
      { key: ownersUpload, extra: 1 },
    ]) {
      const response = await setImage(link.token, body, owner.cookie);
      expect(response.status, JSON.stringify(body)).toBe(400);
      if (!('extra' in body))
        expect(((await response.json()) as { message: string }).message).toBe(SHARE_CARD_KEY_MESSAGE);
    }
    expect((await setImage('not-a-token', { key: ownersUpload }, owner.cookie)).status).toBe(400);
    // Nothing was taken: the owner's upload is still theirs, the link has no card.
    expect(await stored(ownersUpload)).toBe(true);
    expect((await getItem(shareKeys.link(link.token)))?.imageKey).toBeUndefined();
  });
});
