import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { storiesResponseSchema, type CommunityStory } from '#shared/schemas/community';
import { roundSchema, type Round } from '#shared/schemas/round';
import { apiFetch, getItem, signIn } from '../../scripts/local/testing';
import { buildStoredRound } from '../rounds/build-round';
import { documentClient, tableName } from '../data/dynamo-client';
import { communityKeys } from '../data/keys/community-keys';
import { roundKeys } from '../data/keys/round-keys';
import { writeRound } from '../rounds/write/write-round';
import { STORY_TAKEN_MESSAGE } from '#shared/schemas/community';
import { freshEmail } from '../lib/testing/stack-helpers';
import { useStackTable } from '../lib/testing/stack-table';

useStackTable();

const ROUND = { courseId: 'bandon-dunes', score: 84, playedAt: '2025-06-14', notes: 'Fog by the turn' };

async function logRound(cookie: string, extra: Record<string, unknown> = {}, headers = {}): Promise<Round> {
  const response = await apiFetch('/api/rounds', {
    method: 'POST',
    cookie,
    body: { ...ROUND, ...extra },
    headers,
  });
  expect(response.status).toBe(201);
  return roundSchema.parse(await response.json());
}

/** The story under a round id as the community shows it, or undefined. */
async function storyOf(cookie: string, roundId: string): Promise<CommunityStory | undefined> {
  let cursor: string | undefined;
  do {
    const query = cursor ? `?limit=50&cursor=${cursor}` : '?limit=50';
    const response = await apiFetch(`/api/community/stories${query}`, { cookie });
    expect(response.status).toBe(200);
    const page = storiesResponseSchema.parse(await response.json());
    const story = page.stories.find((candidate) => candidate.id === roundId);
    if (story) return story;
    cursor = page.nextCursor;
  } while (cursor);
  return undefined;
}

async function golfer(firstName: string) {
  const session = await signIn(freshEmail(firstName.toLowerCase()));
  await apiFetch('/api/user/profile', { method: 'PATCH', cookie: session.cookie, body: { firstName } });
  return session;
}

describe('a story belongs to its golfer', () => {
  it("refuses a story hijack via Idempotency-Key: another golfer's story id as the key makes the sender's own round", async () => {
    const victim = await golfer('Victim');
    const attacker = await golfer('Attacker');
    const reader = await signIn(freshEmail('reader'));
    const victims = await logRound(victim.cookie, { sharedToCommunity: true });

    const sent = await logRound(
      attacker.cookie,
      { score: 150, notes: 'Not what the victim wrote', sharedToCommunity: true },
      { 'idempotency-key': victims.id },
    );
    expect(sent.id).not.toBe(victims.id);
    expect(sent.userId).toBe(attacker.userId);

    // The victim's story is still the victim's, as they wrote it; the attacker's is a story of its own.
    expect(await storyOf(reader.cookie, victims.id)).toMatchObject({
      score: 84,
      notes: 'Fog by the turn',
      user: { firstName: 'Victim' },
    });
    expect(await getItem(communityKeys.story(victims.id))).toMatchObject({
      userId: victim.userId,
      score: 84,
    });
    expect(await storyOf(reader.cookie, sent.id)).toMatchObject({
      score: 150,
      user: { firstName: 'Attacker' },
    });

    // Unsharing their round takes the attacker's story away, and only theirs.
    const unshare = await apiFetch(`/api/rounds/${sent.id}`, {
      method: 'PATCH',
      cookie: attacker.cookie,
      body: { sharedToCommunity: false },
    });
    expect(unshare.status).toBe(200);
    expect(await storyOf(reader.cookie, sent.id)).toBeUndefined();
    expect(await storyOf(reader.cookie, victims.id)).toMatchObject({
      score: 84,
      user: { firstName: 'Victim' },
    });
  });

  /**
   * A round of the attacker's whose id is the victim's story id: what the API made before round ids were
   * derived from the golfer (the key was the id). Arranged in the table, as no request can make it now.
   */
  async function collidingRound(attackerId: string, roundId: string) {
    await writeRound(
      undefined,
      buildStoredRound({
        id: roundId,
        userId: attackerId,
        courseId: 'bandon-dunes',
        score: 99,
        par: 72,
        holes: 18,
        playedAt: '2025-06-15',
      }),
    );
  }

  /** Marks that round shared without a story of its own (the put would be refused: the id is taken). */
  async function markShared(attackerId: string, roundId: string) {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: roundKeys.round(attackerId, roundId),
        UpdateExpression: 'SET sharedToCommunity = :true',
        ExpressionAttributeValues: { ':true': true },
      }),
    );
  }

  it("unsharing or deleting removes only your own story, never another golfer's under the same id", async () => {
    const victim = await golfer('Victim');
    const attacker = await golfer('Attacker');
    const reader = await signIn(freshEmail('reader'));
    const victims = await logRound(victim.cookie, { sharedToCommunity: true });
    await collidingRound(attacker.userId, victims.id);
    await markShared(attacker.userId, victims.id);

    const unshare = await apiFetch(`/api/rounds/${victims.id}`, {
      method: 'PATCH',
      cookie: attacker.cookie,
      body: { sharedToCommunity: false },
    });
    expect(unshare.status).toBe(200);
    expect(await storyOf(reader.cookie, victims.id)).toMatchObject({
      score: 84,
      user: { firstName: 'Victim' },
    });

    await markShared(attacker.userId, victims.id);
    const remove = await apiFetch(`/api/rounds/${victims.id}`, { method: 'DELETE', cookie: attacker.cookie });
    expect(remove.status).toBe(200);
    expect(await getItem(roundKeys.round(attacker.userId, victims.id))).toBeUndefined();
    expect(await storyOf(reader.cookie, victims.id)).toMatchObject({
      score: 84,
      user: { firstName: 'Victim' },
    });
    expect(await getItem(communityKeys.story(victims.id))).toMatchObject({ userId: victim.userId });
  });

  it("refuses to share a round over another golfer's story with the same id (409, nothing written)", async () => {
    const victim = await golfer('Victim');
    const attacker = await golfer('Attacker');
    const victims = await logRound(victim.cookie, { sharedToCommunity: true });
    await collidingRound(attacker.userId, victims.id);
    const storyBefore = await getItem(communityKeys.story(victims.id));
    const roundBefore = await getItem(roundKeys.round(attacker.userId, victims.id));

    const share = await apiFetch(`/api/rounds/${victims.id}`, {
      method: 'PATCH',
      cookie: attacker.cookie,
      body: { sharedToCommunity: true, notes: 'Mine now' },
    });
    expect(share.status).toBe(409);
    expect(await share.json()).toMatchObject({ message: STORY_TAKEN_MESSAGE });
    expect(await getItem(communityKeys.story(victims.id))).toEqual(storyBefore);
    expect(await getItem(roundKeys.round(attacker.userId, victims.id))).toEqual(roundBefore);
  });
});
