import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import {
  ALREADY_RESERVED_MESSAGE,
  EVENT_OPERATOR_ONLY_MESSAGE,
  NO_RESERVATION_MESSAGE,
  MEMBER_LOOKUP_OPERATOR_ONLY_MESSAGE,
  PREMIUM_ONLY_MESSAGE,
  PREMIUM_OPERATOR_ONLY_MESSAGE,
  SOLD_OUT_MESSAGE,
  STORY_NOT_FOUND_MESSAGE,
  communityOverviewSchema,
  eventSchema,
  eventsResponseSchema,
  membersResponseSchema,
  storiesResponseSchema,
  type CreateEventInput,
  type GolfEvent,
} from '#shared/schemas/community';
import { roundSchema } from '#shared/schemas/round';
import { OPERATOR_EMAIL } from '../../scripts/local/local-accounts';
import { apiFetch, getItem, mintIdToken, sessionCookie, signIn } from '../../scripts/local/testing';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../data/dynamo-client';
import { userKeys } from '../data/keys/user-keys';
import { endpointGroups } from '../endpoint-groups';
import { useStackTable } from '../lib/testing/stack-table';
import { craftedCursors } from '../lib/testing/crafted-cursors';
import { freshEmail } from '../lib/testing/stack-helpers';

useStackTable();

const FAKE_ID = '01JABCDEFGHJKMNPQRSTVWXYZ0';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function routes(id: string): [string, string, unknown][] {
  return [
    ['GET', '/api/community/stories', undefined],
    ['GET', '/api/community/overview', undefined],
    ['POST', `/api/community/stories/${id}/report`, { reason: 'Not a golf story' }],
    ['PUT', `/api/admin/community/stories/${id}/hidden`, { hidden: true }],
    ['GET', '/api/events', undefined],
    ['POST', `/api/events/${id}/reservation`, undefined],
    ['DELETE', `/api/events/${id}/reservation`, undefined],
    ['POST', '/api/admin/events', eventInput()],
    ['PUT', '/api/admin/premium', { userId: randomUUID(), isPremium: true }],
    ['GET', '/api/admin/members?email=someone@example.test', undefined],
    ['GET', '/api/admin/operations', undefined],
    ['GET', '/api/admin/audit', undefined],
  ];
}

function eventInput(overrides: Partial<CreateEventInput> = {}): CreateEventInput {
  return {
    title: `Test Open ${randomUUID().slice(0, 6)}`,
    description: 'Stableford, two tees.',
    location: 'Bandon, Oregon, United States',
    startDate: inDays(20),
    maxAttendees: 20,
    price: '$200',
    category: 'Tournament',
    ...overrides,
  };
}

async function operatorCookie(): Promise<string> {
  return (await signIn(OPERATOR_EMAIL)).cookie;
}

async function createEvent(overrides: Partial<CreateEventInput> = {}): Promise<GolfEvent> {
  const response = await apiFetch('/api/admin/events', {
    method: 'POST',
    cookie: await operatorCookie(),
    body: eventInput(overrides),
  });
  expect(response.status).toBe(201);
  return eventSchema.parse(await response.json());
}

async function logRound(cookie: string, extra = {}) {
  const response = await apiFetch('/api/rounds', {
    method: 'POST',
    cookie,
    body: { courseId: 'bandon-dunes', score: 84, playedAt: '2025-06-14', notes: 'Fog by the turn', ...extra },
  });
  expect(response.status).toBe(201);
  return roundSchema.parse(await response.json());
}

const reserve = (cookie: string, eventId: string) =>
  apiFetch(`/api/events/${eventId}/reservation`, { method: 'POST', cookie });

async function membersWith(operator: string, email: string) {
  const response = await apiFetch(`/api/admin/members?email=${encodeURIComponent(email)}`, {
    cookie: operator,
  });
  expect(response.status).toBe(200);
  return membersResponseSchema.parse(await response.json()).members;
}

/** Every story in the community, page by page. */
async function allStories(cookie: string) {
  const stories: { id: string; mine: boolean; user: { firstName: string | null } }[] = [];
  let cursor: string | undefined;
  do {
    const query = cursor ? `?limit=50&cursor=${cursor}` : '?limit=50';
    const response = await apiFetch(`/api/community/stories${query}`, { cookie });
    expect(response.status).toBe(200);
    const page = storiesResponseSchema.parse(await response.json());
    stories.push(...page.stories);
    cursor = page.nextCursor;
  } while (cursor);
  return stories;
}

/** A golfer of their own, signed in as the callback does it (their record exists: writes need an account). */
async function mintedCookie(): Promise<string> {
  const cookie = sessionCookie(await mintIdToken({ sub: randomUUID() }));
  expect((await apiFetch('/api/auth/user', { cookie })).status).toBe(200);
  return cookie;
}

describe('the community routes', () => {
  it('cover every route key of the community group', () => {
    const keys = routes('{id}').map(([method, path]) => `${method} ${path.split('?')[0]}`);
    expect(keys.sort()).toEqual([...endpointGroups.community.routes].sort());
  });

  it('answer 401 without a session, or with an expired one', async () => {
    const expired = sessionCookie(await mintIdToken({ sub: randomUUID(), expiresInSeconds: -60 }));
    for (const cookie of [undefined, expired]) {
      for (const [method, path, body] of routes(FAKE_ID)) {
        const response = await apiFetch(path, { method, ...(cookie ? { cookie } : {}), body });
        expect(response.status, `${method} ${path}`).toBe(401);
      }
    }
  });

  it('answer 403 to a golfer who is not an operator on every admin route, and write nothing', async () => {
    const { cookie } = await signIn(freshEmail());
    const before = eventsResponseSchema.parse(await (await apiFetch('/api/events', { cookie })).json());
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/admin/events', eventInput(), EVENT_OPERATOR_ONLY_MESSAGE],
      ['PUT', '/api/admin/premium', { userId: randomUUID(), isPremium: true }, PREMIUM_OPERATOR_ONLY_MESSAGE],
      // Which addresses have accounts is nobody's business but the operator's.
      ['GET', '/api/admin/members?email=x@example.test', undefined, MEMBER_LOOKUP_OPERATOR_ONLY_MESSAGE],
      [
        'PUT',
        `/api/admin/community/stories/${FAKE_ID}/hidden`,
        { hidden: true },
        'Only an operator can hide a story.',
      ],
    ];
    for (const [method, path, body, message] of cases) {
      const response = await apiFetch(path, { method, cookie, body });
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual({ message });
    }
    const after = eventsResponseSchema.parse(await (await apiFetch('/api/events', { cookie })).json());
    expect(after.events.length).toBe(before.events.length);
  });

  it('answer 400 with a message a person can act on, and write nothing', async () => {
    const operator = await operatorCookie();
    const { cookie } = await signIn(freshEmail());
    const bad: [string, string, string, unknown, RegExp][] = [
      [operator, 'POST', '/api/admin/events', eventInput({ title: '' }), /Title is required/],
      [
        operator,
        'POST',
        '/api/admin/events',
        { ...eventInput(), maxAttendees: 0 },
        /Spots must be a whole number/,
      ],
      [
        operator,
        'POST',
        '/api/admin/events',
        { ...eventInput(), maxAttendees: '20' },
        /Spots must be a whole number/,
      ],
      [
        operator,
        'POST',
        '/api/admin/events',
        eventInput({ startDate: 'next week' }),
        /Start date must be a date/,
      ],
      [
        operator,
        'POST',
        '/api/admin/events',
        eventInput({ startDate: inDays(5), endDate: inDays(2) }),
        /End date cannot be before/,
      ],
      [operator, 'POST', '/api/admin/events', { ...eventInput(), category: 'Party' }, /Tournament or Tour/],
      [operator, 'PUT', '/api/admin/premium', { email: 'a@example.test', isPremium: true }, /account id/],
      [operator, 'PUT', '/api/admin/premium', { userId: 'not/an id', isPremium: true }, /account id/],
      [operator, 'PUT', '/api/admin/premium', { userId: randomUUID(), isPremium: 'yes' }, /isPremium/],
      [operator, 'GET', '/api/admin/members', undefined, /email to look up/],
      [operator, 'GET', '/api/admin/members?email=not-an-email', undefined, /valid email/],
      [operator, 'PUT', `/api/admin/community/stories/${FAKE_ID}/hidden`, { hidden: 'yes' }, /hidden/],
      [operator, 'PUT', '/api/admin/community/stories/not-an-id/hidden', { hidden: true }, /story id/],
      [cookie, 'POST', `/api/community/stories/${FAKE_ID}/report`, { reason: '' }, /what is wrong/],
      [
        cookie,
        'POST',
        `/api/community/stories/${FAKE_ID}/report`,
        { reason: 'x'.repeat(501) },
        /500 characters/,
      ],
      [cookie, 'POST', '/api/events/not-an-id/reservation', undefined, /event id/],
      [cookie, 'DELETE', '/api/events/not-an-id/reservation', undefined, /event id/],
      [cookie, 'GET', '/api/community/stories?limit=0', undefined, /limit/],
    ];
    const eventsBefore = eventsResponseSchema.parse(await (await apiFetch('/api/events', { cookie })).json());
    for (const [who, method, path, body, message] of bad) {
      const response = await apiFetch(path, { method, cookie: who, body });
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    const valid = { pk: `STORY#${FAKE_ID}`, sk: 'STORY', gsi1pk: 'STORIES', gsi1sk: `2025-01-01#${FAKE_ID}` };
    for (const [attack, cursor] of craftedCursors(valid, { attribute: 'gsi1pk', value: 'EVENTS' })) {
      const response = await apiFetch(`/api/community/stories?cursor=${encodeURIComponent(cursor)}`, {
        cookie,
      });
      expect(response.status, attack).toBe(400);
    }
    const eventsAfter = eventsResponseSchema.parse(await (await apiFetch('/api/events', { cookie })).json());
    expect(eventsAfter.events.length).toBe(eventsBefore.events.length);
  });

  it('answer 404 for an unknown event, story or member', async () => {
    const operator = await operatorCookie();
    const { cookie } = await signIn(freshEmail());
    const unknown = ulid();
    const cases: [string, string, string, unknown][] = [
      [cookie, 'POST', `/api/events/${unknown}/reservation`, undefined],
      [cookie, 'DELETE', `/api/events/${unknown}/reservation`, undefined],
      [cookie, 'POST', `/api/community/stories/${unknown}/report`, { reason: 'Not golf' }],
      [operator, 'PUT', `/api/admin/community/stories/${unknown}/hidden`, { hidden: true }],
      [operator, 'PUT', '/api/admin/premium', { userId: randomUUID(), isPremium: true }],
    ];
    for (const [who, method, path, body] of cases) {
      const response = await apiFetch(path, { method, cookie: who, body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });
});

describe('community stories', () => {
  it('show a round only while its golfer shares it; another golfer’s unshared rounds never appear', async () => {
    const sharer = await signIn(freshEmail('sharer'));
    const private_ = await signIn(freshEmail('private'));
    await apiFetch('/api/user/profile', {
      method: 'PATCH',
      cookie: sharer.cookie,
      body: { firstName: 'Ada', lastName: 'Lovelace' },
    });
    const unshared = await Promise.all([
      logRound(private_.cookie),
      logRound(private_.cookie, { sharedToCommunity: false }),
    ]);
    const shared = await logRound(sharer.cookie, { sharedToCommunity: true, overallExperience: 9 });
    expect(shared.sharedToCommunity).toBe(true);

    const reader = await signIn(freshEmail('reader'));
    const stories = await allStories(reader.cookie);
    const story = storiesResponseSchema.shape.stories.element.parse(stories.find((s) => s.id === shared.id));
    expect(story).toMatchObject({
      score: 84,
      par: 72,
      notes: 'Fog by the turn',
      overallRating: 4.5,
      playedAt: '2025-06-14',
      user: { firstName: 'Ada', lastName: 'Lovelace' },
      course: { id: 'bandon-dunes', name: 'Bandon Dunes', country: 'United States' },
      mine: false,
    });
    for (const round of unshared) expect(stories.map((s) => s.id)).not.toContain(round.id);
    // The sharer sees it as theirs.
    expect((await allStories(sharer.cookie)).find((s) => s.id === shared.id)?.mine).toBe(true);

    const unshare = await apiFetch(`/api/rounds/${shared.id}`, {
      method: 'PATCH',
      cookie: sharer.cookie,
      body: { sharedToCommunity: false },
    });
    expect(unshare.status).toBe(200);
    expect((await allStories(reader.cookie)).map((s) => s.id)).not.toContain(shared.id);

    // Shared again, then deleted: gone with the round.
    await apiFetch(`/api/rounds/${shared.id}`, {
      method: 'PATCH',
      cookie: sharer.cookie,
      body: { sharedToCommunity: true },
    });
    expect((await allStories(reader.cookie)).map((s) => s.id)).toContain(shared.id);
    await apiFetch(`/api/rounds/${shared.id}`, { method: 'DELETE', cookie: sharer.cookie });
    expect((await allStories(reader.cookie)).map((s) => s.id)).not.toContain(shared.id);
  });

  it('can be reported by another golfer and hidden by an operator', async () => {
    const sharer = await signIn(freshEmail('sharer'));
    const round = await logRound(sharer.cookie, { sharedToCommunity: true });
    const reader = await signIn(freshEmail('reader'));
    const own = await apiFetch(`/api/community/stories/${round.id}/report`, {
      method: 'POST',
      cookie: sharer.cookie,
      body: { reason: 'Mine' },
    });
    expect(own.status).toBe(400);
    for (let i = 0; i < 2; i += 1) {
      const report = await apiFetch(`/api/community/stories/${round.id}/report`, {
        method: 'POST',
        cookie: reader.cookie,
        body: { reason: 'Not about golf' },
      });
      expect(report.status).toBe(200);
    }
    const hide = await apiFetch(`/api/admin/community/stories/${round.id}/hidden`, {
      method: 'PUT',
      cookie: await operatorCookie(),
      body: { hidden: true },
    });
    expect(hide.status).toBe(200);
    expect((await allStories(reader.cookie)).map((s) => s.id)).not.toContain(round.id);
    // Its golfer editing the round does not bring it back.
    await apiFetch(`/api/rounds/${round.id}`, {
      method: 'PATCH',
      cookie: sharer.cookie,
      body: { score: 83 },
    });
    expect((await allStories(reader.cookie)).map((s) => s.id)).not.toContain(round.id);
    const reportHidden = await apiFetch(`/api/community/stories/${round.id}/report`, {
      method: 'POST',
      cookie: reader.cookie,
      body: { reason: 'Again' },
    });
    expect(reportHidden.status).toBe(404);
    expect(await reportHidden.json()).toEqual({ message: STORY_NOT_FOUND_MESSAGE });
  });

  it('overview counts from the counters and lists only opted-in golfers', async () => {
    const { cookie } = await signIn(freshEmail());
    const before = communityOverviewSchema.parse(
      await (await apiFetch('/api/community/overview', { cookie })).json(),
    );
    await signIn(freshEmail('newcomer'));
    const after = communityOverviewSchema.parse(
      await (await apiFetch('/api/community/overview', { cookie })).json(),
    );
    expect(after.stats.members).toBeGreaterThanOrEqual(before.stats.members + 1);
    expect(after.stats.courses).toBeGreaterThan(600);
    const names = after.featuredMembers.map((member) => member.name);
    const leaderboard = (await (await apiFetch('/api/achievements/leaderboard', { cookie })).json()) as {
      entries: { name: string }[];
    };
    expect(names).toEqual(leaderboard.entries.slice(0, names.length).map((entry) => entry.name));
  });
});

describe('events', () => {
  it('take a seat and give it back; one reservation per golfer; Sold Out when full', async () => {
    const event = await createEvent({ maxAttendees: 1 });
    const first = await signIn(freshEmail());
    const second = await signIn(freshEmail());
    const reserve = (cookie: string) =>
      apiFetch(`/api/events/${event.id}/reservation`, { method: 'POST', cookie });
    const taken = await reserve(first.cookie);
    expect(taken.status).toBe(200);
    expect(((await taken.json()) as { event: GolfEvent }).event).toMatchObject({
      spotsFilled: 1,
      reserved: true,
    });
    const twice = await reserve(first.cookie);
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({ message: ALREADY_RESERVED_MESSAGE });
    const full = await reserve(second.cookie);
    expect(full.status).toBe(409);
    expect(await full.json()).toEqual({ message: SOLD_OUT_MESSAGE });
    const listed = eventsResponseSchema.parse(
      await (await apiFetch('/api/events', { cookie: first.cookie })).json(),
    );
    expect(listed.events.find((e) => e.id === event.id)).toMatchObject({
      spotsFilled: 1,
      maxAttendees: 1,
      reserved: true,
    });

    const noneHeld = await apiFetch(`/api/events/${event.id}/reservation`, {
      method: 'DELETE',
      cookie: second.cookie,
    });
    expect(noneHeld.status).toBe(404);
    expect(await noneHeld.json()).toEqual({ message: NO_RESERVATION_MESSAGE });
    const cancel = await apiFetch(`/api/events/${event.id}/reservation`, {
      method: 'DELETE',
      cookie: first.cookie,
    });
    expect(cancel.status).toBe(200);
    expect(((await cancel.json()) as { event: GolfEvent }).event).toMatchObject({
      spotsFilled: 0,
      reserved: false,
    });
    expect((await reserve(second.cookie)).status).toBe(200);
  });

  it('50 golfers reserving 20 seats at the same moment get exactly 20 reservations', async () => {
    const event = await createEvent({ maxAttendees: 20 });
    const cookies = await Promise.all(Array.from({ length: 50 }, () => mintedCookie()));
    const responses = await Promise.all(
      cookies.map((cookie) => apiFetch(`/api/events/${event.id}/reservation`, { method: 'POST', cookie })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 409)).toHaveLength(30);
    const listed = eventsResponseSchema.parse(
      await (await apiFetch('/api/events', { cookie: cookies[0] ?? '' })).json(),
    );
    expect(listed.events.find((e) => e.id === event.id)).toMatchObject({ spotsFilled: 20, maxAttendees: 20 });
  }, 120_000);

  it('premium-only events refuse a golfer who is not premium with 403 until an operator makes them premium', async () => {
    const event = await createEvent({ isPremiumOnly: true, maxAttendees: 5 });
    const email = freshEmail('member');
    const golfer = await signIn(email);
    const refused = await reserve(golfer.cookie, event.id);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: PREMIUM_ONLY_MESSAGE });
    const operator = await operatorCookie();
    // Premium is granted by account: the operator finds the golfer by the address their sign-in verified
    // (in any case), then grants by the account's id.
    expect(await membersWith(operator, email.toUpperCase())).toEqual([
      expect.objectContaining({ id: golfer.userId, email, isPremium: false }),
    ]);
    const premium = await apiFetch('/api/admin/premium', {
      method: 'PUT',
      cookie: operator,
      body: { userId: golfer.userId, isPremium: true },
    });
    expect(premium.status).toBe(200);
    expect(await premium.json()).toEqual({ userId: golfer.userId, isPremium: true });
    const user = (await (await apiFetch('/api/user', { cookie: golfer.cookie })).json()) as {
      isPremium: boolean;
    };
    expect(user.isPremium).toBe(true);
    expect((await reserve(golfer.cookie, event.id)).status).toBe(200);
  });

  it('a squatted email gets no premium: an address only typed on a profile finds no account and grants nothing', async () => {
    const event = await createEvent({ isPremiumOnly: true, maxAttendees: 5 });
    const ownerEmail = freshEmail('owner');
    const squatterEmail = freshEmail('squatter');
    const squatter = await signIn(squatterEmail);
    // The profile takes no address but the one the sign-in verified...
    const typed = await apiFetch('/api/user/profile', {
      method: 'PATCH',
      cookie: squatter.cookie,
      body: { email: ownerEmail },
    });
    expect(typed.status).toBe(400);
    // ...and an address squatted before that rule (on the profile, with the claim it wrote) proves nothing.
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKeys.profile(squatter.userId),
        UpdateExpression: 'SET email = :owner',
        ExpressionAttributeValues: { ':owner': ownerEmail },
      }),
    );
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...userKeys.emailClaim(ownerEmail), entity: 'EMAIL_CLAIM', userId: squatter.userId },
      }),
    );
    const operator = await operatorCookie();
    expect(await membersWith(operator, ownerEmail)).toEqual([]);

    // The owner signs up with the address (nothing refuses them) and is the one account it finds.
    const owner = await signIn(ownerEmail);
    expect((await membersWith(operator, ownerEmail)).map((member) => member.id)).toEqual([owner.userId]);
    const granted = await apiFetch('/api/admin/premium', {
      method: 'PUT',
      cookie: operator,
      body: { userId: owner.userId, isPremium: true },
    });
    expect(granted.status).toBe(200);
    expect((await reserve(squatter.cookie, event.id)).status).toBe(403);
    expect((await reserve(owner.cookie, event.id)).status).toBe(200);

    // The squatter's next visit puts back the address their own sign-in verified.
    const me = await apiFetch('/api/auth/user', { cookie: squatter.cookie });
    expect(await me.json()).toMatchObject({ id: squatter.userId, email: squatterEmail, isPremium: false });
    // And the claim the squatted address left goes with it: it named the squatter, and proved nothing.
    expect(await getItem(userKeys.emailClaim(ownerEmail))).toBeUndefined();
  });
});
