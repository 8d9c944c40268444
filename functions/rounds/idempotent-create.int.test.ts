import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_MESSAGE, IDEMPOTENCY_KEY_REUSED_MESSAGE } from '#shared/schemas/idempotency-key';
import { roundListResponseSchema, roundSchema, userStatsSchema } from '#shared/schemas/round';
import { apiFetch, getItem, signIn } from '../../scripts/local/testing';
import { courseKeys } from '../data/keys/course-keys';
import { freshEmail } from '../lib/testing/stack-helpers';
import { roundIdForKey } from './routes/create-round';

const PEBBLE = 'pebble-beach-golf-links';
const ROUND = { courseId: PEBBLE, score: 84, playedAt: '2024-06-02', notes: 'Logged on the 18th green' };

function postRound(cookie: string | undefined, key: string, body: Record<string, unknown> = ROUND) {
  return apiFetch('/api/rounds', { method: 'POST', cookie, body, headers: { 'idempotency-key': key } });
}

async function roundsOf(cookie: string) {
  const response = await apiFetch('/api/rounds', { cookie });
  return roundListResponseSchema.parse(await response.json()).rounds;
}

async function totalRounds(cookie: string) {
  const response = await apiFetch('/api/user/stats', { cookie });
  return userStatsSchema.parse(await response.json()).totalRounds;
}

describe('POST /api/rounds with an Idempotency-Key', () => {
  it('answers a same-key retry with the same round, not a second one', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    const key = ulid();
    const first = await postRound(cookie, key);
    const second = await postRound(cookie, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const created = roundSchema.parse(await first.json());
    // The round's id is the golfer's own, made from the key, never the key a client sent.
    expect(created.id).toBe(roundIdForKey(userId, key));
    expect(created.id).not.toBe(key);
    expect(roundSchema.parse(await second.json())).toEqual(created);
    expect((await roundsOf(cookie)).map((round) => round.id)).toEqual([created.id]);
    expect(await totalRounds(cookie)).toBe(1);
    expect(await getItem(courseKeys.courseLink(userId, PEBBLE))).toMatchObject({ roundCount: 1 });
  });

  it('logs one round when sends of the same key race (the conditional write decides)', async () => {
    const { cookie, userId } = await signIn(freshEmail());
    const key = ulid();
    const answers = await Promise.all([
      postRound(cookie, key),
      postRound(cookie, key),
      postRound(cookie, key),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const ids = await Promise.all(answers.map(async (answer) => roundSchema.parse(await answer.json()).id));
    expect(new Set(ids)).toEqual(new Set([roundIdForKey(userId, key)]));
    expect(await roundsOf(cookie)).toHaveLength(1);
    expect(await totalRounds(cookie)).toBe(1);
    expect(await getItem(courseKeys.courseLink(userId, PEBBLE))).toMatchObject({ roundCount: 1 });
  });

  it("does not clash with another golfer's round made with the same key", async () => {
    const alex = await signIn(freshEmail());
    const sam = await signIn(freshEmail());
    const key = ulid();
    expect((await postRound(alex.cookie, key)).status).toBe(201);
    const samsAnswer = await postRound(sam.cookie, key, { ...ROUND, score: 97 });
    expect(samsAnswer.status).toBe(201);
    expect(roundSchema.parse(await samsAnswer.json())).toMatchObject({ userId: sam.userId, score: 97 });
    expect((await roundsOf(alex.cookie)).map((round) => round.score)).toEqual([84]);
    expect((await roundsOf(sam.cookie)).map((round) => round.score)).toEqual([97]);
  });

  it('answers 409 and writes nothing when the key was used for a different round', async () => {
    const { cookie } = await signIn(freshEmail());
    const key = ulid();
    expect((await postRound(cookie, key)).status).toBe(201);
    const reused = await postRound(cookie, key, { ...ROUND, score: 101 });
    expect(reused.status).toBe(409);
    expect(await reused.json()).toMatchObject({ message: IDEMPOTENCY_KEY_REUSED_MESSAGE });
    expect((await roundsOf(cookie)).map((round) => round.score)).toEqual([84]);
  });

  it('answers a retry with the round as edited since, not a second round', async () => {
    const { cookie } = await signIn(freshEmail());
    const key = ulid();
    const created = await postRound(cookie, key);
    expect(created.status).toBe(201);
    const { id } = roundSchema.parse(await created.json());
    const edit = await apiFetch(`/api/rounds/${id}`, { method: 'PATCH', cookie, body: { score: 82 } });
    expect(edit.status).toBe(200);
    const retry = await postRound(cookie, key);
    expect(retry.status).toBe(201);
    expect(roundSchema.parse(await retry.json())).toMatchObject({ id, score: 82 });
    expect(await roundsOf(cookie)).toHaveLength(1);
  });

  it.each([
    ['lower case', () => ulid().toLowerCase()],
    ['not a ULID', () => 'retry-1'],
  ])('answers 400 naming the header for a key in %s, and writes nothing', async (_case, makeKey) => {
    const { cookie, userId } = await signIn(freshEmail());
    const response = await postRound(cookie, makeKey());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: IDEMPOTENCY_KEY_MESSAGE,
      fieldErrors: { 'Idempotency-Key': IDEMPOTENCY_KEY_MESSAGE },
    });
    expect(await roundsOf(cookie)).toEqual([]);
    expect(await getItem(courseKeys.courseLink(userId, PEBBLE))).toBeUndefined();
  });

  it('answers 404 for a course that does not exist and keeps the key free', async () => {
    const { cookie } = await signIn(freshEmail());
    const key = ulid();
    const missing = await postRound(cookie, key, { ...ROUND, courseId: 'no-such-course-anywhere' });
    expect(missing.status).toBe(404);
    expect((await postRound(cookie, key)).status).toBe(201);
    expect(await roundsOf(cookie)).toHaveLength(1);
  });

  it('answers 401 without a session and writes nothing', async () => {
    const response = await postRound(undefined, ulid());
    expect(response.status).toBe(401);
  });
});
