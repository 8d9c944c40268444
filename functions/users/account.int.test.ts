import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import {
  ACCOUNT_EXPORT_FORMAT,
  DELETE_ACCOUNT_CONFIRMATION_MESSAGE,
  accountExportSchema,
  deleteAccountResponseSchema,
} from '#shared/schemas/account';
import { eventSchema, type GolfEvent } from '#shared/schemas/community';
import { courseSchema } from '#shared/schemas/course';
import { photoUploadResponseSchema } from '#shared/schemas/photo';
import { localDynamoDbClient } from '../../scripts/local/dynamodb-local';
import { OPERATOR_EMAIL } from '../../scripts/local/local-accounts';
import { RATING_KEYS, type RatingKey } from '#shared/ratings/categories';
import { ratingSubmissionSchema } from '#shared/schemas/rating';
import { apiFetch, getItem, mintIdToken, sessionCookie, signIn, stackUrl } from '../../scripts/local/testing';
import { closeAccount, markAccountClosing } from './account-repository';
import { linkCourseToUser } from '../courses/courses-repository';
import { reserveSeat } from '../community/events-repository';
import { submitCourseRating } from '../ratings/my-rating-repository';
import { createUserIfAbsent } from './users-repository';
import { UnauthorizedError } from '../lib/errors';
import { sweepGolferPartition } from './account/delete-account';
import { batchWrite } from '../data/batch-write';
import { resetDocumentClientForTests } from '../data/dynamo-client';
import { communityKeys } from '../data/keys/community-keys';
import { ratingKeys } from '../data/keys/rating-keys';
import { roundKeys } from '../data/keys/round-keys';
import { FROM_A_FORMER_GOLFER, teeSetKeys } from '../data/keys/tee-set-keys';
import { userKeys } from '../data/keys/user-keys';
import { countersOf, recount } from '../ratings/rating-aggregate';
import { resetS3ClientForTests, s3Client } from '../lib/s3-client';
import { buildRating, countedOf, createTestCourse, createTestRound } from '../lib/testing/rating-builders';
import { freshEmail, jwtPayload, setCookiesOf } from '../lib/testing/stack-helpers';
import { stubConfig } from '../lib/testing/test-config';

// The table is read whole here (a Scan is fine in a test) and the photos bucket listed, in this process.
let table: DynamoDBDocumentClient;
let tableName: string;
let bucket: string;
beforeAll(() => {
  const stack = inject('fescueStack');
  stubConfig({
    TABLE_NAME: stack.tableName,
    DYNAMODB_ENDPOINT: stack.dynamodbEndpoint,
    S3_ENDPOINT: stack.s3Endpoint,
    PHOTOS_BUCKET: stack.photosBucket,
  });
  vi.stubEnv('AWS_REGION', 'us-east-1');
  resetDocumentClientForTests();
  resetS3ClientForTests();
  table = DynamoDBDocumentClient.from(localDynamoDbClient(stack.dynamodbEndpoint));
  tableName = stack.tableName;
  bucket = stack.photosBucket;
});
afterAll(() => {
  vi.unstubAllEnvs();
  resetDocumentClientForTests();
  resetS3ClientForTests();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const CONFIRMED = { confirmation: 'DELETE' };
/** Every category at 10: the rating a ranking-stuffer sends. */
const TEN_OF_TEN = Object.fromEntries(RATING_KEYS.map((key) => [key, 10])) as Record<RatingKey, number>;

async function scanTable(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await table.send(
      new ScanCommand({ TableName: tableName, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Every item that names the golfer anywhere: keys, index keys or attributes (a round's photo path...). */
async function itemsNaming(userId: string): Promise<Record<string, unknown>[]> {
  return (await scanTable()).filter((item) => JSON.stringify(item).includes(userId));
}

async function partitionOf(userId: string): Promise<Record<string, unknown>[]> {
  const { Items } = await table.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': userKeys.profile(userId).pk },
      ConsistentRead: true,
    }),
  );
  return Items ?? [];
}

/** The golfer's photo objects: their uploads (listed under their prefix) and their round's public photo. */
async function photoKeysOf(userId: string, roundPhoto: string | null): Promise<string[]> {
  const { Contents } = await (
    await s3Client()
  ).send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `uploads/${userId}/` }));
  const keys = (Contents ?? []).map((object) => object.Key ?? '');
  const publicKey = roundPhoto?.slice(1);
  const held = publicKey
    ? await (
        await s3Client()
      )
        .send(new HeadObjectCommand({ Bucket: bucket, Key: publicKey }))
        .then(() => true)
        .catch(() => false)
    : false;
  return held && publicKey ? [...keys, publicKey] : keys;
}

async function expectStatus(response: Promise<Response>, status: number): Promise<Response> {
  const answered = await response;
  expect(answered.status, await answered.clone().text()).toBe(status);
  return answered;
}

/** A setup request that must succeed (200 or 201). */
async function expectOk(response: Promise<Response>): Promise<Response> {
  const answered = await response;
  expect(answered.status, await answered.clone().text()).toBeLessThan(300);
  return answered;
}

async function uploadPhoto(cookie: string): Promise<string> {
  const response = await expectStatus(
    apiFetch('/api/rounds/upload-url', {
      method: 'POST',
      cookie,
      body: { contentType: 'image/png', size: PNG.length },
    }),
    200,
  );
  const upload = photoUploadResponseSchema.parse(await response.json());
  const put = await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: PNG });
  expect(put.status).toBe(200);
  return upload.key;
}

async function createEvent(): Promise<GolfEvent> {
  const operator = await signIn(OPERATOR_EMAIL);
  const response = await expectStatus(
    apiFetch('/api/admin/events', {
      method: 'POST',
      cookie: operator.cookie,
      body: {
        title: `Account Open ${randomUUID().slice(0, 6)}`,
        description: 'Stableford.',
        location: 'Bandon, Oregon, United States',
        startDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
        maxAttendees: 20,
        price: '$200',
        category: 'Tournament',
      },
    }),
    201,
  );
  return eventSchema.parse(await response.json());
}

const seatsTakenOf = async (eventId: string) =>
  Number((await getItem(communityKeys.event(eventId)))?.seatsTaken);
const reservationsOf = async (eventId: string) => {
  const { Items } = await table.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :reservation)',
      ExpressionAttributeValues: { ':pk': communityKeys.event(eventId).pk, ':reservation': 'RESERVATION#' },
      ConsistentRead: true,
    }),
  );
  return Items?.length ?? 0;
};
const countersNow = async () => (await getItem(communityKeys.counters())) ?? {};

/** A golfer with something of every kind Fescue keeps, shared figures included. */
async function golferWithEverything(
  other: { cookie: string; storyId: string },
  courseId: string,
  eventId: string,
) {
  const golfer = await signIn(freshEmail('leaving'));
  const { cookie } = golfer;
  const send = (method: string, path: string, body?: unknown) => apiFetch(path, { method, cookie, body });
  await expectOk(send('PATCH', '/api/user/profile', { firstName: 'Leaving', lastName: 'Golfer' }));
  const photo = await uploadPhoto(cookie);
  await uploadPhoto(cookie); // an upload no round points at (a form left before saving)
  const round = await createTestRound(cookie, courseId, { imageUrl: photo, sharedToCommunity: true });
  await createTestRound(cookie, 'bandon-dunes', { score: 79, playedAt: '2025-07-01' });
  await expectOk(send('PUT', `/api/courses/${courseId}/my-rating`, buildRating(3, { shareComments: true })));
  await expectOk(send('PUT', '/api/courses/bandon-dunes/my-rating/draft', buildRating(4)));
  await expectOk(send('POST', '/api/user/bucket-list', { courseId: 'pebble-beach-golf-links' }));
  await expectOk(send('PUT', '/api/achievements/leaderboard', { optIn: true }));
  await expectOk(send('PUT', '/api/achievements/quest', { achievementId: 'global-rounder' }));
  await expectOk(send('PUT', '/api/ghin/manual', { ghinNumber: '7654321', handicapIndex: 11.2 }));
  await expectOk(send('POST', `/api/events/${eventId}/reservation`));
  await expectOk(send('POST', `/api/community/stories/${other.storyId}/report`, { reason: 'Not golf' }));
  // A tee set the golfer entered on another golfer's course: it stays with the course, its change item must
  // stop naming the golfer.
  const teeCourse = await expectOk(
    apiFetch('/api/courses', {
      method: 'POST',
      cookie: other.cookie,
      body: {
        name: `Leaving Tees ${randomUUID().slice(0, 8)}`,
        city: 'Bend',
        country: 'United States',
        par: 72,
      },
    }),
  );
  const teeCourseId = courseSchema.parse(await teeCourse.json()).id;
  await expectOk(send('PUT', `/api/courses/${teeCourseId}/tee-sets/blue`, TEE_SET));
  // Another golfer reports this golfer's story: a report on a story that goes with the account.
  await expectOk(
    apiFetch(`/api/community/stories/${round.id}/report`, {
      method: 'POST',
      cookie: other.cookie,
      body: { reason: 'Spam' },
    }),
  );
  return { ...golfer, round, teeCourseId };
}

const TEE_PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const TEE_SET = {
  name: 'Blue',
  colour: 'blue',
  holes: TEE_PARS.map((par, i) => ({ hole: i + 1, par, strokeIndex: null, yardage: null })),
  men: null,
  women: null,
  expectedVersion: null,
};

/** A partition's sort keys, leaving out the refresh sessions each sign-in keeps (they end with the account). */
const withoutSessions = (items: readonly Record<string, unknown>[]) =>
  items.map((item) => String(item.sk)).filter((sk) => !sk.startsWith('REFRESHSESSION#'));

describe('Delete my account (DELETE /api/user)', () => {
  it('removes every item and photo of the golfer, keeps shared figures equal to a recount, and signs them out', async () => {
    const other = await signIn(freshEmail('staying'));
    const courseId = await createTestCourse(other.cookie, 'Leaving');
    const otherRating = buildRating(8);
    const otherStory = await createTestRound(other.cookie, courseId, { sharedToCommunity: true });
    await expectOk(
      apiFetch(`/api/courses/${courseId}/my-rating`, {
        method: 'PUT',
        cookie: other.cookie,
        body: otherRating,
      }),
    );
    const event = await createEvent();
    await expectOk(apiFetch(`/api/events/${event.id}/reservation`, { method: 'POST', cookie: other.cookie }));
    const leaving = await golferWithEverything(
      { cookie: other.cookie, storyId: otherStory.id },
      courseId,
      event.id,
    );

    const mine = await partitionOf(leaving.userId);
    const ratings = mine.filter((item) => ratingKeys.courseIdFromRatingSk(String(item.sk)) !== undefined);
    const unlocks = mine.filter((item) => String(item.sk).startsWith('ACHIEVEMENT#'));
    expect(ratings).toHaveLength(1);
    expect(await seatsTakenOf(event.id)).toBe(2);
    expect((await getItem(communityKeys.story(otherStory.id)))?.reportCount).toBe(1);
    expect(await photoKeysOf(leaving.userId, leaving.round.imageUrl)).toHaveLength(2);
    const otherBefore = await partitionOf(other.userId);
    const countersBefore = await countersNow();

    const response = await expectStatus(
      apiFetch('/api/user', { method: 'DELETE', cookie: leaving.cookie, body: CONFIRMED }),
      200,
    );
    const answer = deleteAccountResponseSchema.parse(await response.json());
    expect(answer.signOutUrl).toContain('id_token_hint');
    const cookies = setCookiesOf(response);
    expect(cookies.fescue_session?.value ?? '').toBe('');
    expect(cookies.fescue_session?.maxAge).toBe(0);
    expect(cookies.fescue_signed_in?.maxAge).toBe(0);

    // Nothing of the golfer is left but the marker that voids their tokens, which holds nothing else.
    const left = await itemsNaming(leaving.userId);
    expect(left).toEqual([
      {
        ...userKeys.deletedAccount(leaving.userId),
        entity: 'DELETED_ACCOUNT',
        deletedAt: expect.any(Number),
        expiresAt: expect.any(Number),
      },
    ]);
    // The tee set the golfer entered stays the course's; its history says "a former golfer", not who.
    expect(await getItem(teeSetKeys.teeSet(leaving.teeCourseId, 'blue'))).toMatchObject({ version: 1 });
    expect(await getItem(teeSetKeys.change(leaving.teeCourseId, 'blue', 1))).toMatchObject({
      changedBy: FROM_A_FORMER_GOLFER,
    });
    expect(await getItem(userKeys.emailClaim(String(jwtPayload(leaving.idToken).email)))).toBeUndefined();
    expect(await photoKeysOf(leaving.userId, leaving.round.imageUrl)).toEqual([]);
    expect(await getItem(communityKeys.story(leaving.round.id))).toBeUndefined();

    // Shared figures: the course's community rating is the other golfer's alone; the seat came back; the
    // other golfer's story lost the report; the community counters went down by what the golfer counted.
    expect(countersOf(await getItem(ratingKeys.aggregate(courseId)))).toEqual(
      recount([countedOf(otherRating)]),
    );
    expect(await seatsTakenOf(event.id)).toBe(1);
    expect(await reservationsOf(event.id)).toBe(1);
    expect((await getItem(communityKeys.story(otherStory.id)))?.reportCount).toBe(0);
    const countersAfter = await countersNow();
    expect(Number(countersAfter.members)).toBe(Number(countersBefore.members) - 1);
    expect(Number(countersAfter.reviews)).toBe(Number(countersBefore.reviews) - ratings.length);
    expect(Number(countersAfter.achievements)).toBe(Number(countersBefore.achievements) - unlocks.length);

    // The other golfer's own data is untouched.
    expect(await partitionOf(other.userId)).toEqual(otherBefore);

    // The old session is void everywhere, and does not bring the profile back.
    for (const path of ['/api/user', '/api/auth/user']) {
      expect((await apiFetch(path, { cookie: leaving.cookie })).status, path).toBe(401);
    }
    expect(await getItem(userKeys.profile(leaving.userId))).toBeUndefined();

    // Signing up again (the local provider gives the same address its old id) starts an empty account,
    // and the deleted account's old session stays void.
    const returning = await signIn(String(jwtPayload(leaving.idToken).email));
    expect(returning.userId).toBe(leaving.userId);
    expect((await apiFetch('/api/user', { cookie: returning.cookie })).status).toBe(200);
    // Its profile, and the refresh session of the sign-in just made (docs/architecture.md, "Staying signed in").
    expect(withoutSessions(await partitionOf(leaving.userId))).toEqual(['PROFILE']);
    expect((await apiFetch('/api/user', { cookie: leaving.cookie })).status).toBe(401);
    // A whole-table Scan and some forty requests: on two busy cores this has taken 15 to 30 s.
  }, 120_000);

  it('refuses a rating, a reservation and a round sent once the account is closing (a write racing the deletion), and counts none of them', async () => {
    const other = await signIn(freshEmail('staying'));
    const courseId = await createTestCourse(other.cookie, 'Closing');
    // Only a golfer who played a course rates it.
    await createTestRound(other.cookie, courseId);
    const otherRating = buildRating(8);
    await expectOk(
      apiFetch(`/api/courses/${courseId}/my-rating`, {
        method: 'PUT',
        cookie: other.cookie,
        body: otherRating,
      }),
    );
    const event = await createEvent();
    const leaving = await signIn(freshEmail('closing'));
    // Played (a played mark), so the rating below reaches the write's own closing check.
    await linkCourseToUser(leaving.userId, courseId, { played: true });
    const countersBefore = await countersNow();

    // The deletion's first step, as DELETE /api/user takes it. The stack's warm session check still holds
    // the golfer as open (its 30 s cache, as another Lambda instance would): only the writes' own check stops them.
    expect(await markAccountClosing(leaving.userId, Date.now())).toBeGreaterThan(Date.now());
    const tenOfTen = buildRating(8, TEN_OF_TEN);
    const refused = await Promise.all([
      apiFetch(`/api/courses/${courseId}/my-rating`, {
        method: 'PUT',
        cookie: leaving.cookie,
        body: tenOfTen,
      }),
      apiFetch(`/api/events/${event.id}/reservation`, { method: 'POST', cookie: leaving.cookie }),
      apiFetch('/api/rounds', {
        method: 'POST',
        cookie: leaving.cookie,
        body: { courseId, score: 70, playedAt: '2025-06-14', ...TEN_OF_TEN },
      }),
    ]);
    expect(refused.map((response) => response.status)).toEqual([401, 401, 401]);
    // The same writes straight at the data layer, whatever any session check would say.
    await expect(
      submitCourseRating(leaving.userId, courseId, ratingSubmissionSchema.parse(tenOfTen)),
    ).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(
      reserveSeat(event.id, leaving.userId, new Date().toISOString().slice(0, 10)),
    ).rejects.toBeInstanceOf(UnauthorizedError);

    expect(countersOf(await getItem(ratingKeys.aggregate(courseId)))).toEqual(
      recount([countedOf(otherRating)]),
    );
    expect(await seatsTakenOf(event.id)).toBe(0);
    expect(await reservationsOf(event.id)).toBe(0);
    expect(withoutSessions(await partitionOf(leaving.userId))).toEqual([`COURSELINK#${courseId}`, 'PROFILE']);
    const countersAfter = await countersNow();
    expect(countersAfter.reviews).toEqual(countersBefore.reviews);
    expect(countersAfter.achievements).toEqual(countersBefore.achievements);
  });

  it('takes a rating and a reservation found by the final pass back out of the course and the event, not only deleting them', async () => {
    const other = await signIn(freshEmail('staying'));
    const courseId = await createTestCourse(other.cookie, 'Straggler');
    // Only a golfer who played a course rates it.
    await createTestRound(other.cookie, courseId);
    const otherRating = buildRating(5);
    await expectOk(
      apiFetch(`/api/courses/${courseId}/my-rating`, {
        method: 'PUT',
        cookie: other.cookie,
        body: otherRating,
      }),
    );
    const event = await createEvent();
    const leaving = await signIn(freshEmail('straggler'));
    await createTestRound(leaving.cookie, courseId);
    await expectOk(
      apiFetch(`/api/courses/${courseId}/my-rating`, {
        method: 'PUT',
        cookie: leaving.cookie,
        body: buildRating(9),
      }),
    );
    await expectOk(
      apiFetch(`/api/events/${event.id}/reservation`, { method: 'POST', cookie: leaving.cookie }),
    );
    expect(await seatsTakenOf(event.id)).toBe(1);
    const reviewsBefore = Number((await countersNow()).reviews);

    // As if both had landed after the first pass: the profile goes (step 3) with the items still there,
    // and the final pass is what finds them.
    await closeAccount(leaving.userId, null, Date.now());
    await sweepGolferPartition(leaving.userId);

    expect(await partitionOf(leaving.userId)).toEqual([]);
    expect(countersOf(await getItem(ratingKeys.aggregate(courseId)))).toEqual(
      recount([countedOf(otherRating)]),
    );
    expect(await seatsTakenOf(event.id)).toBe(0);
    expect(await reservationsOf(event.id)).toBe(0);
    expect(Number((await countersNow()).reviews)).toBe(reviewsBefore - 1);
  });

  it('three sign-up, rate 10/10, delete cycles racing leave an unrated course unrated (no raters outlive their accounts)', async () => {
    const maker = await signIn(freshEmail('maker'));
    const courseId = await createTestCourse(maker.cookie, 'Unrated');
    const event = await createEvent();
    const tenOfTen = buildRating(1, TEN_OF_TEN);
    for (let cycle = 0; cycle < 3; cycle += 1) {
      const golfer = await signIn(freshEmail(`cycle-${cycle}`));
      const send = (method: string, path: string, body?: unknown) =>
        apiFetch(path, { method, cookie: golfer.cookie, body });
      const answers = await Promise.all([
        send('DELETE', '/api/user', CONFIRMED),
        send('PUT', `/api/courses/${courseId}/my-rating`, tenOfTen),
        send('POST', '/api/rounds', { courseId, score: 70, playedAt: '2025-06-14', ...TEN_OF_TEN }),
        send('PUT', `/api/courses/${courseId}/my-rating`, tenOfTen),
        send('POST', `/api/events/${event.id}/reservation`),
      ]);
      expect(answers[0]?.status).toBe(200);
      expect(await partitionOf(golfer.userId)).toEqual([]);
    }
    const aggregate = await getItem(ratingKeys.aggregate(courseId));
    expect(aggregate === undefined ? 0 : Number(aggregate.raters ?? 0)).toBe(0);
    expect(await seatsTakenOf(event.id)).toBe(0);
    expect(await reservationsOf(event.id)).toBe(0);
  });

  it('refuses the session of an account being deleted with 401 from the first request that reads the mark', async () => {
    const sub = randomUUID();
    const email = freshEmail('closing-session');
    // Created here, so the stack holds no copy of the golfer's marker: its first read finds the mark.
    await createUserIfAbsent({ sub, email });
    await markAccountClosing(sub, Date.now());
    const cookie = sessionCookie(await mintIdToken({ sub, email }));
    for (const path of ['/api/user', '/api/auth/user', '/api/rounds']) {
      expect((await apiFetch(path, { cookie })).status, path).toBe(401);
    }
  });

  it('finishes for a golfer with 5,000 rounds', async () => {
    const golfer = await signIn(freshEmail('prolific'));
    const rounds = Array.from({ length: 5000 }, (_, index) => {
      const id = `01J${String(index).padStart(23, '0')}`;
      return {
        PutRequest: {
          Item: {
            ...roundKeys.round(golfer.userId, id),
            ...roundKeys.byPlayedAt(golfer.userId, '2024-05-01', id),
            entity: 'ROUND',
            id,
            courseId: 'bandon-dunes',
            score: 80 + (index % 20),
            notes: 'A bulk-loaded round for the deletion test',
          },
        },
      };
    });
    await batchWrite(rounds);
    // Their data downloads in one answer well under a Lambda's 6 MB (base64 of the compressed JSON), and then
    // goes. fetch says it accepts brotli and gzip, and decodes the body itself.
    const exported = await expectStatus(apiFetch('/api/user/export', { cookie: golfer.cookie }), 200);
    expect(exported.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    expect(exported.headers.get('content-length')).toMatch(/^\d+$/);
    expect(Number(exported.headers.get('content-length')) * (4 / 3)).toBeLessThan(6 * 1024 * 1024);
    expect(accountExportSchema.parse(await exported.json()).items.ROUND).toHaveLength(5000);
    await expectStatus(
      apiFetch('/api/user', { method: 'DELETE', cookie: golfer.cookie, body: CONFIRMED }),
      200,
    );
    expect(await partitionOf(golfer.userId)).toEqual([]);
  }, 120_000);

  it("leaves none of the golfer's trips, own lists or share links behind (plans outliving the account)", async () => {
    const golfer = await signIn(freshEmail('leaving-plans'));
    const send = (method: string, path: string, body?: unknown) =>
      apiFetch(path, { method, cookie: golfer.cookie, body });
    await expectStatus(
      send('POST', '/api/trips', {
        name: 'Fife week',
        startDate: '2025-06-13',
        endDate: '2025-06-14',
        stops: [{ courseId: 'old-course-st-andrews', date: '2025-06-13' }],
      }),
      201,
    );
    await expectStatus(
      send('POST', '/api/collections', { name: 'Links to see', courseIds: ['bandon-dunes'] }),
      201,
    );
    const link = (
      (await (await expectStatus(send('POST', '/api/sharing/links', { kind: 'profile' }), 201)).json()) as {
        link: { token: string };
      }
    ).link;
    const kinds = (await partitionOf(golfer.userId)).map((item) => item.entity);
    expect(kinds).toEqual(expect.arrayContaining(['TRIP', 'OWN_LIST', 'SHARE_LINK_MIRROR']));

    await expectOk(send('DELETE', '/api/user', CONFIRMED));
    expect(await partitionOf(golfer.userId)).toEqual([]);
    expect(await getItem({ pk: `SHARE#${link.token}`, sk: 'LINK' })).toBeUndefined();
  });

  it('answers 401 without a session and 400 without the typed confirmation, deleting nothing', async () => {
    expect((await apiFetch('/api/user', { method: 'DELETE', body: CONFIRMED })).status).toBe(401);
    const golfer = await signIn(freshEmail());
    await createTestRound(golfer.cookie, 'bandon-dunes');
    const before = await partitionOf(golfer.userId);
    for (const body of [undefined, {}, { confirmation: 'delete' }, { confirmation: 'DELETE', extra: 1 }]) {
      const response = await expectStatus(
        apiFetch('/api/user', { method: 'DELETE', cookie: golfer.cookie, body }),
        400,
      );
      if (body === undefined || Object.keys(body).length < 2) {
        expect(await response.json()).toMatchObject({ message: DELETE_ACCOUNT_CONFIRMATION_MESSAGE });
      }
    }
    expect(await partitionOf(golfer.userId)).toEqual(before);
  });
});

describe('Download my data (GET /api/user/export)', () => {
  it('gives everything Fescue holds on the golfer in one JSON file, with links to the photos', async () => {
    const golfer = await signIn(freshEmail('exporting'));
    const photo = await uploadPhoto(golfer.cookie);
    const round = await createTestRound(golfer.cookie, 'bandon-dunes', {
      imageUrl: photo,
      sharedToCommunity: true,
    });
    await expectStatus(
      apiFetch('/api/courses/bandon-dunes/my-rating', {
        method: 'PUT',
        cookie: golfer.cookie,
        body: buildRating(2),
      }),
      200,
    );

    const response = await expectStatus(apiFetch('/api/user/export', { cookie: golfer.cookie }), 200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="fescue-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const document = accountExportSchema.parse(await response.json());
    expect(document).toMatchObject({ format: ACCOUNT_EXPORT_FORMAT, userId: golfer.userId });
    expect(document.items.USER).toEqual([expect.objectContaining({ id: golfer.userId })]);
    expect(document.items.ROUND).toEqual([expect.objectContaining({ id: round.id, score: 84 })]);
    expect(document.items.COURSE_RATING_OF_GOLFER).toEqual([
      expect.objectContaining({ courseId: 'bandon-dunes' }),
    ]);
    expect(document.stories).toEqual([expect.objectContaining({ roundId: round.id })]);
    // Kinds Fescue stores in its own shorthand are written readably: the achievement each unlock is for,
    // the year of each day, the course a link keeps as facts (not JSON in a string).
    expect(document.items.ACHIEVEMENT_UNLOCK).toContainEqual(
      expect.objectContaining({ achievementId: 'first-tee', title: 'First Tee', roundId: round.id }),
    );
    expect(document.items.ROUND_DAYS).toEqual([
      { year: round.playedAt.slice(0, 4), roundsPerDay: { [round.playedAt]: 1 } },
    ]);
    expect(document.items.COURSE_LINK).toEqual([
      expect.objectContaining({
        courseId: 'bandon-dunes',
        passportCourse: expect.objectContaining({ name: 'Bandon Dunes' }),
        rounds: [expect.objectContaining({ id: round.id, score: 84 })],
      }),
    ]);
    expect(JSON.stringify(document)).not.toMatch(/"(pk|sk|gsi1pk|gsi2pk)"/);
    // Every item of the golfer's partition is in the file.
    const partition = await partitionOf(golfer.userId);
    expect(Object.values(document.items).flat()).toHaveLength(partition.length);
    // The photo is linked, and the link serves it.
    expect(round.imageUrl).toMatch(/^\/photos\//);
    expect(document.photos).toEqual([
      { key: round.imageUrl?.slice(1), url: `${new URL(stackUrl()).origin}${round.imageUrl}` },
    ]);
    expect((await fetch(document.photos[0]?.url ?? '')).status).toBe(200);
  });

  it("holds the golfer's trips, own lists and live share links, and no token of a revoked link", async () => {
    const golfer = await signIn(freshEmail('exporting-plans'));
    const send = (method: string, path: string, body?: unknown) =>
      apiFetch(path, { method, cookie: golfer.cookie, body });
    const trip = (await (
      await expectStatus(
        send('POST', '/api/trips', {
          name: 'Fife week',
          startDate: '2025-06-13',
          endDate: '2025-06-14',
          stops: [{ courseId: 'old-course-st-andrews', date: '2025-06-13' }],
        }),
        201,
      )
    ).json()) as { id: string };
    const list = (await (
      await expectStatus(
        send('POST', '/api/collections', { name: 'Links to see', courseIds: ['bandon-dunes'] }),
        201,
      )
    ).json()) as { id: string };
    const publish = async () =>
      (
        (await (await expectStatus(send('POST', '/api/sharing/links', { kind: 'profile' }), 201)).json()) as {
          link: { token: string };
        }
      ).link.token;
    const live = await publish();
    const revoked = await publish();
    await expectStatus(send('DELETE', `/api/sharing/links/${revoked}`), 200);

    const document = accountExportSchema.parse(
      await (await expectStatus(apiFetch('/api/user/export', { cookie: golfer.cookie }), 200)).json(),
    );
    expect(document.items.TRIP).toEqual([expect.objectContaining({ id: trip.id, name: 'Fife week' })]);
    expect(document.items.OWN_LIST).toEqual([
      expect.objectContaining({ listId: list.id, name: 'Links to see', courseIds: ['bandon-dunes'] }),
    ]);
    expect(document.items.SHARE_LINK_MIRROR).toEqual([
      expect.objectContaining({ token: live, path: expect.stringContaining(live), kind: 'profile' }),
    ]);
    expect(JSON.stringify(document)).not.toContain(revoked);
  });

  it('answers 401 without a session', async () => {
    expect((await apiFetch('/api/user/export')).status).toBe(401);
  });
});
