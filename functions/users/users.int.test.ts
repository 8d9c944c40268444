import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EMAIL_FROM_SIGN_IN_MESSAGE, userSchema } from '#shared/schemas/user';
import { apiFetch, getItem, mintIdToken, sessionCookie, signIn } from '../../scripts/local/testing';
import { userKeys } from '../data/keys/user-keys';
import { freshEmail } from '../lib/testing/stack-helpers';
import { tamperSignature } from '../lib/testing/test-jwt';

const SESSION_INVALID = { message: 'Your session has expired or is not valid. Please sign in again.' };

/** The four ways a request can lack a valid session, each as a Cookie header (or none). */
async function badSessions(): Promise<Array<[string, string | undefined, unknown]>> {
  const { idToken } = await signIn(freshEmail());
  return [
    ['no cookie', undefined, { message: 'Not signed in' }],
    [
      'an expired token',
      sessionCookie(await mintIdToken({ sub: randomUUID(), expiresInSeconds: -60 })),
      SESSION_INVALID,
    ],
    ['a tampered token', sessionCookie(tamperSignature(idToken)), SESSION_INVALID],
    [
      'a wrong-audience token',
      sessionCookie(await mintIdToken({ sub: randomUUID(), audience: 'another-client' })),
      SESSION_INVALID,
    ],
  ];
}

const patchProfile = (cookie: string | undefined, body: unknown, origin?: string | null) =>
  apiFetch('/api/user/profile', {
    method: 'PATCH',
    body,
    ...(cookie ? { cookie } : {}),
    ...(origin !== undefined ? { origin } : {}),
  });

describe('GET /api/user', () => {
  it('GET /api/user returns the signed-in user', async () => {
    const email = freshEmail();
    const { cookie, userId } = await signIn(email);
    const response = await apiFetch('/api/user', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(userSchema.parse(await response.json())).toMatchObject({ id: userId, email });
  });

  it('answers 401 without a valid session', async () => {
    for (const [why, cookie, body] of await badSessions()) {
      const response = await apiFetch('/api/user', cookie ? { cookie } : {});
      expect(response.status, why).toBe(401);
      expect(await response.json(), why).toEqual(body);
    }
  });
});

describe('PATCH /api/user/profile', () => {
  it('PATCH /api/user/profile saves the fields, keeps createdAt and returns the updated user', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    const before = await getItem(userKeys.profile(userId));
    const response = await patchProfile(cookie, {
      firstName: ' Ada ',
      lastName: 'Lovelace',
      ghinNumber: '1234567',
      handicap: 12.4,
      homeCourse: 'Royal Dornoch',
      city: 'Dornoch',
      state: '',
      country: 'Scotland',
    });
    expect(response.status).toBe(200);
    const user = userSchema.parse(await response.json());
    expect(user).toMatchObject({
      id: userId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      ghinNumber: '1234567',
      handicap: 12.4,
      homeCourse: 'Royal Dornoch',
      city: 'Dornoch',
      state: null,
      country: 'Scotland',
      createdAt: before?.createdAt,
    });
    expect(user.updatedAt > String(before?.updatedAt)).toBe(true);

    const reread = await apiFetch('/api/user', { cookie });
    expect(await reread.json()).toEqual(user);
  });

  it('leaves out fields that are not sent and clears a handicap sent as null', async () => {
    const { cookie } = await signIn(freshEmail());
    await patchProfile(cookie, { handicap: 8.2, city: 'Bandon' });
    const response = await patchProfile(cookie, { handicap: null });
    expect(await response.json()).toMatchObject({ handicap: null, city: 'Bandon' });
  });

  it.each([
    [{ handicap: 54.1 }, 'Handicap must be between +10 and 54', 'handicap'],
    [{ handicap: 12.45 }, 'Handicap can have at most one decimal place, like 12.4', 'handicap'],
    [{ handicap: '12' }, 'Handicap must be a number, like 12.4, or +2.3 for a plus handicap', 'handicap'],
    [{ email: 'not-an-email' }, 'Enter a valid email address, like name@example.com', 'email'],
    [{ ghinNumber: '12a45' }, 'GHIN number must contain digits only (up to 10)', 'ghinNumber'],
    [{ firstName: 'x'.repeat(51) }, 'First name must be 50 characters or fewer', 'firstName'],
  ])(
    'answers 400 for %j with an actionable message, and nothing is written',
    async (body, message, field) => {
      const { cookie, userId } = await signIn(freshEmail());
      const before = await getItem(userKeys.profile(userId));
      const response = await patchProfile(cookie, { ...body, city: 'Should not be saved' });
      expect(response.status).toBe(400);
      const error = (await response.json()) as { message: string; fieldErrors: Record<string, string> };
      expect(error.message).toBe(message);
      expect(error.fieldErrors[field]).toBe(message);
      expect(await getItem(userKeys.profile(userId))).toEqual(before);
    },
  );

  it('answers 400 for an empty update and for a body that is not JSON, and nothing is written', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    const before = await getItem(userKeys.profile(userId));
    const empty = await patchProfile(cookie, {});
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      message: 'Nothing to update: send at least one profile field',
    });
    const garbled = await apiFetch('/api/user/profile', {
      method: 'PATCH',
      cookie,
      rawBody: '{"firstName": ',
    });
    expect(garbled.status).toBe(400);
    expect(await garbled.json()).toEqual({ message: 'Request body must be valid JSON' });
    expect(await getItem(userKeys.profile(userId))).toEqual(before);
  });

  it('answers 401 without a valid session, and nothing is written', async () => {
    for (const [why, cookie, body] of await badSessions()) {
      const response = await patchProfile(cookie, { firstName: 'Intruder' });
      expect(response.status, why).toBe(401);
      expect(await response.json(), why).toEqual(body);
    }
  });

  it('answers 403 for a request from a foreign Origin, and nothing is written', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    const before = await getItem(userKeys.profile(userId));
    const response = await patchProfile(cookie, { firstName: 'Forged' }, 'https://evil.example');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Cross-site request refused' });
    expect(await getItem(userKeys.profile(userId))).toEqual(before);
  });

  it('accepts a request without an Origin header (not a browser)', async () => {
    const { cookie } = await signIn(freshEmail());
    const response = await patchProfile(cookie, { firstName: 'Scripted' }, null);
    expect(response.status).toBe(200);
  });

  it('ignores a userId in the body: the user comes from the session', async () => {
    const me = await signIn(freshEmail('me'));
    const other = await signIn(freshEmail('other'));
    const otherBefore = await getItem(userKeys.profile(other.userId));
    const response = await patchProfile(me.cookie, {
      userId: other.userId,
      id: other.userId,
      firstName: 'Mine',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: me.userId, firstName: 'Mine' });
    expect(await getItem(userKeys.profile(other.userId))).toEqual(otherBefore);
  });

  it('answers an address another account holds exactly like a free one, and writes nothing (no way to learn who has an account)', async () => {
    const taken = freshEmail('taken');
    await signIn(taken);
    const mine = freshEmail('mine');
    const { cookie, userId } = await signIn(mine);
    const before = await getItem(userKeys.profile(userId));
    const answers = [];
    for (const email of [taken, taken.toUpperCase(), freshEmail('free'), '']) {
      const response = await patchProfile(cookie, { email, firstName: 'Changed' });
      answers.push({ status: response.status, body: (await response.json()) as unknown });
    }
    const refusal = {
      status: 400,
      body: { message: EMAIL_FROM_SIGN_IN_MESSAGE, fieldErrors: { email: EMAIL_FROM_SIGN_IN_MESSAGE } },
    };
    expect(answers).toEqual([refusal, refusal, refusal, refusal]);
    expect(await getItem(userKeys.profile(userId))).toEqual(before);
  });

  it('keeps the email the sign-in verified when a client sends it back with the other fields', async () => {
    const email = freshEmail();
    const { cookie, userId } = await signIn(email);
    const response = await patchProfile(cookie, { email: email.toUpperCase(), city: 'Bandon' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: userId, email, city: 'Bandon' });
  });
});
