import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { photoUploadResponseSchema } from '#shared/schemas/photo';
import { publicProfileViewSchema } from '#shared/sharing/profile-view';
import {
  SHARE_LINK_NOT_FOUND_MESSAGE,
  SHARE_TOKEN_MESSAGE,
  SHARED_CACHE_CONTROL,
  sharedPageSchema,
  shareLinkSchema,
  shareLinksResponseSchema,
} from '#shared/sharing/share-link';
import { apiFetch, getItem, mintIdToken, sessionCookie, signIn, stackUrl } from '../../scripts/local/testing';
import { shareKeys } from '../data/keys/share-keys';
import { endpointGroups } from '../endpoint-groups';
import { freshEmail } from '../lib/testing/stack-helpers';
import { newShareToken } from './share-token';

const PEBBLE = 'pebble-beach-golf-links';
const OLD_COURSE = 'old-course-st-andrews';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function publish(cookie: string, body: unknown = { kind: 'profile' }) {
  const response = await apiFetch('/api/sharing/links', { method: 'POST', cookie, body });
  expect(response.status, await response.clone().text()).toBe(201);
  return shareLinkSchema.parse(((await response.json()) as { link: unknown }).link);
}

/** A golfer with a name, a city, rounds with private notes, and (optionally) a photo. */
async function golferWithSecrets(label: string, withPhoto = false) {
  const email = freshEmail(label);
  const { cookie, userId } = await signIn(email);
  const marker = `secret-${randomUUID()}`;
  const profile = await apiFetch('/api/user/profile', {
    method: 'PATCH',
    cookie,
    body: { firstName: `First${marker.slice(7, 15)}`, lastName: 'Hidden', city: 'Carmel', country: 'US' },
  });
  expect(profile.status, await profile.clone().text()).toBe(200);
  let imageUrl: string | undefined;
  if (withPhoto) {
    const upload = photoUploadResponseSchema.parse(
      await (
        await apiFetch('/api/rounds/upload-url', {
          method: 'POST',
          cookie,
          body: { contentType: 'image/png', size: PNG.length },
        })
      ).json(),
    );
    const put = await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: PNG });
    expect(put.status).toBe(200);
    imageUrl = upload.key;
  }
  const round = await apiFetch('/api/rounds', {
    method: 'POST',
    cookie,
    body: {
      courseId: PEBBLE,
      score: 84,
      playedAt: '2025-06-14',
      notes: `${marker} note`,
      comments: `${marker} comment`,
      ...(imageUrl ? { imageUrl } : {}),
    },
  });
  expect(round.status, await round.clone().text()).toBe(201);
  const roundId = ((await round.json()) as { id: string; imageUrl: string | null }).id;
  return { cookie, userId, email, marker, roundId };
}

const openSignedOut = (path: string) => fetch(new URL(path, stackUrl()), { redirect: 'manual' });

describe('share links', () => {
  it('cover every sharing route key', () => {
    expect([...endpointGroups.sharing.routes].sort()).toEqual(
      [
        'DELETE /api/sharing/links/{token}',
        'GET /api/shared/{token}',
        'GET /api/sharing/links',
        'GET /s/{token}',
        'POST /api/sharing/links',
        'PUT /api/sharing/links/{token}/image',
      ].sort(),
    );
  });

  it('publishes the map and Passport, read signed out with no email, user id, name, note, comment or round id', async () => {
    const golfer = await golferWithSecrets('share');
    const link = await publish(golfer.cookie, { kind: 'profile', title: 'My golf' });
    expect(link.path).toBe(`/s/${link.token}`);

    const response = await openSignedOut(`/api/shared/${link.token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(SHARED_CACHE_CONTROL);
    expect(response.headers.get('set-cookie')).toBeNull();
    const text = await response.text();
    for (const secret of [golfer.email, golfer.userId, golfer.marker, golfer.roundId, 'Hidden', 'Carmel'])
      expect(text, secret).not.toContain(secret);
    const page = sharedPageSchema.parse(JSON.parse(text));
    expect(page).toMatchObject({ kind: 'profile', title: 'My golf', showPhotos: false });
    const view = publicProfileViewSchema.parse(page.view);
    expect(view.passport.coursesPlayed).toEqual([PEBBLE]);
    expect(view.passport.miles.home).toMatchObject({ latitude: 0, longitude: 0, label: 'home' });
    expect(view.passport.miles.trips).toEqual([]);
    expect(view.photos).toEqual([]);

    // The page's HTML carries the preview tags, and nothing of the golfer either.
    const html = await openSignedOut(link.path);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(html.headers.get('content-security-policy')).toContain("default-src 'self'");
    const body = await html.text();
    expect(body).toContain('<meta property="og:title" content="My golf" />');
    expect(body).toContain('og:description');
    expect(body).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/pwa-512x512\.png" \/>/);
    for (const secret of [golfer.email, golfer.userId, golfer.marker, 'Hidden'])
      expect(body, secret).not.toContain(secret);
  });

  it('shows photos only when the golfer chose to', async () => {
    const golfer = await golferWithSecrets('share-photos', true);
    const hidden = await publish(golfer.cookie, { kind: 'profile' });
    const shown = await publish(golfer.cookie, { kind: 'profile', showPhotos: true });
    const viewOf = async (token: string) =>
      publicProfileViewSchema.parse(
        sharedPageSchema.parse(await (await openSignedOut(`/api/shared/${token}`)).json()).view,
      );
    expect((await viewOf(hidden.token)).photos).toEqual([]);
    const photos = (await viewOf(shown.token)).photos;
    expect(photos).toHaveLength(1);
    expect(photos[0]?.url).toMatch(/^\/photos\/[0-9A-Z]{26}\.png$/);
    expect((await openSignedOut(photos[0]?.url ?? '')).status).toBe(200);
  });

  it('lists the golfer’s own links only, and revokes one: the link then answers 404, page and data', async () => {
    const golfer = await golferWithSecrets('share-revoke');
    const other = await signIn(freshEmail('share-other'));
    const link = await publish(golfer.cookie);
    await publish(other.cookie);

    const listed = shareLinksResponseSchema.parse(
      await (await apiFetch('/api/sharing/links', { cookie: golfer.cookie })).json(),
    );
    expect(listed.links.map((l) => l.token)).toEqual([link.token]);

    const revoked = await apiFetch(`/api/sharing/links/${link.token}`, {
      method: 'DELETE',
      cookie: golfer.cookie,
    });
    expect(revoked.status).toBe(200);
    const data = await openSignedOut(`/api/shared/${link.token}`);
    expect(data.status).toBe(404);
    expect(((await data.json()) as { message: string }).message).toBe(SHARE_LINK_NOT_FOUND_MESSAGE);
    const html = await openSignedOut(link.path);
    expect(html.status).toBe(404);
    expect(await html.text()).not.toContain('og:title');
    expect(await getItem(shareKeys.link(link.token))).toBeUndefined();
    expect(await getItem(shareKeys.mirror(golfer.userId, link.token))).toBeUndefined();
    // Revoking again: nothing left to revoke.
    const again = await apiFetch(`/api/sharing/links/${link.token}`, {
      method: 'DELETE',
      cookie: golfer.cookie,
    });
    expect(again.status).toBe(404);
  });

  it('refuses to revoke another golfer’s link (404) and the link keeps answering', async () => {
    const owner = await golferWithSecrets('share-owner');
    const intruder = await signIn(freshEmail('share-intruder'));
    const link = await publish(owner.cookie);
    const response = await apiFetch(`/api/sharing/links/${link.token}`, {
      method: 'DELETE',
      cookie: intruder.cookie,
    });
    expect(response.status).toBe(404);
    expect((await openSignedOut(`/api/shared/${link.token}`)).status).toBe(200);
    expect(await getItem(shareKeys.link(link.token))).toBeDefined();
  });

  it('shows a token for golfer A only A’s Passport, never B’s', async () => {
    const a = await golferWithSecrets('share-a');
    const b = await signIn(freshEmail('share-b'));
    const roundB = await apiFetch('/api/rounds', {
      method: 'POST',
      cookie: b.cookie,
      body: { courseId: OLD_COURSE, score: 90, playedAt: '2025-07-01' },
    });
    expect(roundB.status).toBe(201);
    const linkA = await publish(a.cookie);
    const linkB = await publish(b.cookie);
    const viewOf = async (token: string) =>
      publicProfileViewSchema.parse(
        sharedPageSchema.parse(await (await openSignedOut(`/api/shared/${token}`)).json()).view,
      );
    expect((await viewOf(linkA.token)).passport.coursesPlayed).toEqual([PEBBLE]);
    expect((await viewOf(linkB.token)).passport.coursesPlayed).toEqual([OLD_COURSE]);
  });

  it('answers a guessed token 404 and a malformed one 400, page and data, the same whatever was guessed', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const guess = newShareToken();
      const data = await openSignedOut(`/api/shared/${guess}`);
      expect(data.status).toBe(404);
      expect(((await data.json()) as { message: string }).message).toBe(SHARE_LINK_NOT_FOUND_MESSAGE);
      expect((await openSignedOut(`/s/${guess}`)).status).toBe(404);
    }
    for (const malformed of ['short', 'x'.repeat(23), '%3Cscript%3E'.padEnd(22, 'a')]) {
      const data = await openSignedOut(`/api/shared/${malformed}`);
      expect(data.status, malformed).toBe(400);
      expect(((await data.json()) as { message: string }).message).toBe(SHARE_TOKEN_MESSAGE);
      expect((await openSignedOut(`/s/${malformed}`)).status).toBe(400);
    }
  });

  it('refuses every golfer route without a session (401) and writes nothing', async () => {
    const token = newShareToken();
    const expired = sessionCookie(await mintIdToken({ sub: randomUUID(), expiresInSeconds: -60 }));
    for (const cookie of [undefined, expired]) {
      for (const [method, path, body] of [
        ['POST', '/api/sharing/links', { kind: 'profile' }],
        ['GET', '/api/sharing/links', undefined],
        ['DELETE', `/api/sharing/links/${token}`, undefined],
      ] as const) {
        const response = await apiFetch(path, { method, ...(cookie ? { cookie } : {}), body });
        expect(response.status, `${method} ${path}`).toBe(401);
      }
    }
  });

  it('refuses a malformed publish or revoke with a message a person can act on, and writes nothing', async () => {
    const golfer = await signIn(freshEmail('share-bad'));
    const cases: [unknown, string][] = [
      [{}, 'Choose what to share'],
      [{ kind: 'year' }, 'Choose what to share'],
      [{ kind: 'profile', targetId: 'abc' }, 'whole profile'],
      [{ kind: 'profile', showPhotos: 'yes' }, 'showPhotos must be true or false'],
      [{ kind: 'profile', title: 'x'.repeat(81) }, '80 characters'],
      [{ kind: 'profile', ownerId: 'someone-else' }, 'ownerId'],
      [{ kind: 'trip' }, 'Choose the trip or list'],
    ];
    for (const [body, message] of cases) {
      const response = await apiFetch('/api/sharing/links', { method: 'POST', cookie: golfer.cookie, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain(message);
    }
    // Every kind is registered now: a trip or list the golfer does not have is not found, never shared.
    for (const body of [
      { kind: 'trip', targetId: 'trip-1' },
      { kind: 'list', targetId: 'own-list-1' },
    ]) {
      const response = await apiFetch('/api/sharing/links', { method: 'POST', cookie: golfer.cookie, body });
      expect(response.status, JSON.stringify(body)).toBe(404);
    }
    const raw = await apiFetch('/api/sharing/links', {
      method: 'POST',
      cookie: golfer.cookie,
      rawBody: '{"kind":',
    });
    expect(raw.status).toBe(400);
    const badRevoke = await apiFetch('/api/sharing/links/not-a-token', {
      method: 'DELETE',
      cookie: golfer.cookie,
    });
    expect(badRevoke.status).toBe(400);
    const listed = shareLinksResponseSchema.parse(
      await (await apiFetch('/api/sharing/links', { cookie: golfer.cookie })).json(),
    );
    expect(listed.links).toEqual([]);
  });

  it('removes the golfer’s links with their account: the link answers 404', async () => {
    const golfer = await golferWithSecrets('share-delete');
    const link = await publish(golfer.cookie);
    const deleted = await apiFetch('/api/user', {
      method: 'DELETE',
      cookie: golfer.cookie,
      body: { confirmation: 'DELETE' },
    });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect((await openSignedOut(`/api/shared/${link.token}`)).status).toBe(404);
    expect(await getItem(shareKeys.link(link.token))).toBeUndefined();
  });
});
