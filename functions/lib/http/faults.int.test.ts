import { DynamoDBServiceException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DeleteObjectsCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3ServiceException,
  type S3Client,
} from '@aws-sdk/client-s3';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { SERVICE_BUSY_MESSAGE } from '#shared/schemas/api-error';
import { documentClient, resetDocumentClientForTests } from '../../data/dynamo-client';
import { linkCourseToUser } from '../../courses/courses-repository';
import { userKeys } from '../../data/keys/user-keys';
import { createUserIfAbsent, getSignOutMarker } from '../../users/users-repository';
import { newUploadKey } from '../../rounds/photos/photo-key';
import { roundsRoutes } from '../../rounds/handler';
import { communityRoutes } from '../../community/handler';
import { ratingsRoutes } from '../../ratings/handler';
import { communityKeys } from '../../data/keys/community-keys';
import { ratingKeys } from '../../data/keys/rating-keys';
import { RACE_ATTEMPTS } from '../../data/transact-write';
import { buildRating } from '../testing/rating-builders';
import { usersRoutes } from '../../users/handler';
import { listGolferItems } from '../../users/account-repository';
import { BUSY_RETRY_AFTER_SECONDS } from '../errors';
import { logger } from '../logger';
import { photosBucket, resetS3ClientForTests, s3Client } from '../s3-client';
import { buildSession } from '../testing/build-session';
import { httpEvent } from '../testing/http-event';
import { lambdaContext } from '../testing/lambda-context';
import { stubConfig, TEST_APP_ORIGIN } from '../testing/test-config';
import { createHttpHandler, type RouteTable } from './http-handler';

/**
 * Faults DynamoDB Local and s3rver cannot produce (throttling, a transaction cancelled by throttling, S3
 * unavailable) injected with aws-sdk-client-mock into the clients the handlers use, in this process; every
 * other call goes through to the test stack's real emulators, so what the table holds afterwards is real.
 */
type Command = new (input: never) => { input: unknown };
const DYNAMO_COMMANDS: Command[] = [
  GetCommand,
  QueryCommand,
  BatchGetCommand,
  PutCommand,
  UpdateCommand,
  DeleteCommand,
  BatchWriteCommand,
  TransactWriteCommand,
];

let realDynamo: DynamoDBDocumentClient;
let realS3: S3Client;
const mockDynamo = (client: DynamoDBDocumentClient) => mockClient(client);
const mockS3 = (client: S3Client) => mockClient(client);
let dynamo: ReturnType<typeof mockDynamo>;
let s3: ReturnType<typeof mockS3>;

beforeEach(async () => {
  const stack = inject('fescueStack');
  stubConfig({
    TABLE_NAME: stack.tableName,
    DYNAMODB_ENDPOINT: stack.dynamodbEndpoint,
    S3_ENDPOINT: stack.s3Endpoint,
    PHOTOS_BUCKET: stack.photosBucket,
  });
  vi.stubEnv('AWS_REGION', 'us-east-1');
  // Two clients each: a real one, and the one the handlers get, mocked, which passes on what is not a fault.
  resetDocumentClientForTests();
  realDynamo = documentClient();
  resetDocumentClientForTests();
  dynamo = mockDynamo(documentClient());
  for (const command of DYNAMO_COMMANDS) {
    dynamo
      .on(command as never)
      .callsFake((input: object) => realDynamo.send(new command(input as never) as never));
  }
  resetS3ClientForTests();
  realS3 = await s3Client();
  resetS3ClientForTests();
  s3 = mockS3(await s3Client());
  for (const command of [HeadObjectCommand, ListObjectsV2Command, DeleteObjectsCommand] as Command[]) {
    s3.on(command as never).callsFake((input: object) => realS3.send(new command(input as never) as never));
  }
  vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  dynamo.restore();
  s3.restore();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  resetDocumentClientForTests();
  resetS3ClientForTests();
});

const throttled = () =>
  new DynamoDBServiceException({
    name: 'ProvisionedThroughputExceededException',
    $fault: 'client',
    $metadata: { httpStatusCode: 400 },
    message: 'The level of configured provisioned throughput for the table was exceeded',
  });
const cancelledByThrottling = () =>
  new TransactionCanceledException({
    message: 'Transaction cancelled, please refer cancellation reasons for specific reasons',
    $metadata: { httpStatusCode: 400 },
    CancellationReasons: [{ Code: 'None' }, { Code: 'ThrottlingError' }, { Code: 'None' }],
  });
/** Real DynamoDB's answer to two transactions touching one item at once (DynamoDB Local runs them in turn). */
const conflicted = () =>
  new TransactionCanceledException({
    message: 'Transaction cancelled, please refer cancellation reasons for specific reasons',
    $metadata: { httpStatusCode: 400 },
    CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }, { Code: 'None' }],
  });
const s3Unavailable = () =>
  new S3ServiceException({
    name: 'ServiceUnavailable',
    $fault: 'server',
    $metadata: { httpStatusCode: 503 },
    message: 'Please reduce your request rate.',
  });

async function call(
  routes: RouteTable,
  userId: string,
  routeKey: string,
  body?: unknown,
  pathParameters?: Record<string, string>,
) {
  const handler = createHttpHandler(routes, { sessionVerifier: async () => buildSession({ userId }) });
  const event = httpEvent(routeKey, {
    cookies: ['fescue_session=verified-by-the-injected-verifier'],
    headers: { origin: TEST_APP_ORIGIN },
    ...(body === undefined ? {} : { body }),
  });
  const result = await handler(pathParameters ? { ...event, pathParameters } : event, lambdaContext);
  return { ...result, json: JSON.parse(String(result.body)) as unknown };
}

async function newGolfer(): Promise<string> {
  const userId = randomUUID();
  await createUserIfAbsent({ sub: userId, email: `${userId}@example.test` });
  return userId;
}

function expectBusy(result: Awaited<ReturnType<typeof call>>) {
  expect(result.statusCode).toBe(503);
  expect(result.json).toEqual({ message: SERVICE_BUSY_MESSAGE });
  expect(result.headers).toMatchObject({ 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) });
}

const ROUND = { courseId: 'bandon-dunes', score: 84, playedAt: '2025-06-14' };

describe('when DynamoDB throttles', () => {
  it.each([
    ['a throttled request', throttled],
    ['a transaction cancelled by throttling', cancelledByThrottling],
  ])('logging a round answers 503 "Fescue is busy" for %s, and writes nothing', async (_, fault) => {
    const userId = await newGolfer();
    const before = await listGolferItems(userId);
    dynamo.on(TransactWriteCommand).rejects(fault());
    const result = await call(roundsRoutes, userId, 'POST /api/rounds', ROUND);
    expectBusy(result);
    expect(await listGolferItems(userId)).toEqual(before);
  });

  it('a read answers 503 too, and the same request succeeds once DynamoDB answers again', async () => {
    const userId = await newGolfer();
    // The next GetItem only: sinon counts "once" from the calls made so far.
    dynamo.resetHistory();
    dynamo
      .on(GetCommand)
      .rejectsOnce(throttled())
      .callsFake((input: object) => realDynamo.send(new GetCommand(input as never)));
    expectBusy(await call(usersRoutes, userId, 'GET /api/user'));
    expect((await call(usersRoutes, userId, 'GET /api/user')).statusCode).toBe(200);
  });
});

/** One item as the real table holds it. */
async function storedItem(key: { pk: string; sk: string }) {
  return (await realDynamo.send(new GetCommand({ TableName: inject('fescueStack').tableName, Key: key })))
    .Item;
}

describe('when a transaction keeps losing races on a shared item (TransactionConflict)', () => {
  beforeEach(() => {
    vi.spyOn(Math, 'random').mockReturnValue(0); // the retries' backoff waits nothing
  });

  /** From now on every transaction is cancelled by a conflict; answers how many were sent. */
  function conflictFromNow(): () => number {
    dynamo.on(TransactWriteCommand).rejects(conflicted());
    dynamo.resetHistory();
    return () => dynamo.commandCalls(TransactWriteCommand).length;
  }

  it('reporting a story is sent again, then answers 503 "Fescue is busy" and writes nothing', async () => {
    const [sharer, reader] = await Promise.all([newGolfer(), newGolfer()]);
    const logged = await call(roundsRoutes, sharer, 'POST /api/rounds', {
      ...ROUND,
      sharedToCommunity: true,
    });
    expect(logged.statusCode).toBe(201);
    const { id } = logged.json as { id: string };
    const [story, readerItems] = [await storedItem(communityKeys.story(id)), await listGolferItems(reader)];
    const sent = conflictFromNow();
    const route = 'POST /api/community/stories/{id}/report';
    expectBusy(await call(communityRoutes, reader, route, { reason: 'Not a golf story' }, { id }));
    expect(sent()).toBe(RACE_ATTEMPTS);
    expect(await storedItem(communityKeys.story(id))).toEqual(story);
    expect(await storedItem(communityKeys.storyReport(id, reader))).toBeUndefined();
    expect(await listGolferItems(reader)).toEqual(readerItems);
  });

  it('rating a course is sent again, then answers 503 and leaves the aggregate as it was', async () => {
    const userId = await newGolfer();
    const courseId = 'bandon-dunes';
    // Only a golfer who played a course rates it.
    await linkCourseToUser(userId, courseId, { played: true });
    const aggregate = await storedItem(ratingKeys.aggregate(courseId));
    const before = await listGolferItems(userId);
    const sent = conflictFromNow();
    const route = 'PUT /api/courses/{id}/my-rating';
    expectBusy(await call(ratingsRoutes, userId, route, buildRating(1), { id: courseId }));
    expect(sent()).toBe(RACE_ATTEMPTS);
    expect(await storedItem(ratingKeys.aggregate(courseId))).toEqual(aggregate);
    expect(await listGolferItems(userId)).toEqual(before);
  });

  it('rating a course that keeps meeting other writes (its read gone stale, then a conflict) stops after one budget of attempts', async () => {
    const userId = await newGolfer();
    const courseId = 'bandon-dunes';
    // Only a golfer who played a course rates it.
    await linkCourseToUser(userId, courseId, { played: true });
    const aggregate = await storedItem(ratingKeys.aggregate(courseId));
    // The golfer's own rating item changed since the read (its condition, second in the transaction, failed).
    const staleRead = new TransactionCanceledException({
      message: 'Transaction cancelled, please refer cancellation reasons for specific reasons',
      $metadata: { httpStatusCode: 400 },
      CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
    });
    let sends = 0;
    dynamo.on(TransactWriteCommand).callsFake(() => {
      sends += 1;
      throw sends % 2 === 1 ? conflicted() : staleRead;
    });
    const route = 'PUT /api/courses/{id}/my-rating';
    expectBusy(await call(ratingsRoutes, userId, route, buildRating(1), { id: courseId }));
    // One loop re-reads and sends again after either kind of lost race: RACE_ATTEMPTS sends in all, not a
    // conflict loop's RACE_ATTEMPTS inside each of the stale-read loop's.
    expect(sends).toBe(RACE_ATTEMPTS);
    expect(await storedItem(ratingKeys.aggregate(courseId))).toEqual(aggregate);
  });

  it('logging a round answers 503 and writes nothing', async () => {
    const userId = await newGolfer();
    const before = await listGolferItems(userId);
    const sent = conflictFromNow();
    expectBusy(await call(roundsRoutes, userId, 'POST /api/rounds', ROUND));
    expect(sent()).toBe(RACE_ATTEMPTS);
    expect(await listGolferItems(userId)).toEqual(before);
  });
});

describe('when S3 is unavailable', () => {
  it('logging a round with a photo answers 503 and writes no round', async () => {
    const userId = await newGolfer();
    const key = newUploadKey(userId, 'image/png');
    await realS3.send(
      new PutObjectCommand({ Bucket: photosBucket(), Key: key, Body: 'x', ContentType: 'image/png' }),
    );
    s3.on(HeadObjectCommand).rejects(s3Unavailable());
    const result = await call(roundsRoutes, userId, 'POST /api/rounds', { ...ROUND, imageUrl: key });
    expectBusy(result);
    const items = await listGolferItems(userId);
    expect(items.map((item) => item.sk)).toEqual([userKeys.profile(userId).sk]);
  });

  it('deleting the account answers 503 and keeps the profile, so the golfer can send it again and finish', async () => {
    const userId = await newGolfer();
    const key = newUploadKey(userId, 'image/png');
    await realS3.send(
      new PutObjectCommand({ Bucket: photosBucket(), Key: key, Body: 'x', ContentType: 'image/png' }),
    );
    s3.on(DeleteObjectsCommand).rejects(s3Unavailable());
    expectBusy(await call(usersRoutes, userId, 'DELETE /api/user', { confirmation: 'DELETE' }));
    expect((await listGolferItems(userId)).map((item) => item.sk)).toContain(userKeys.profile(userId).sk);
    // The deletion took its closing mark back: the golfer's sessions and writes work as before.
    expect(await getSignOutMarker(userId)).toBeUndefined();

    s3.on(DeleteObjectsCommand).callsFake((input: object) =>
      realS3.send(new DeleteObjectsCommand(input as never)),
    );
    const retried = await call(usersRoutes, userId, 'DELETE /api/user', { confirmation: 'DELETE' });
    expect(retried.statusCode).toBe(200);
    expect(await listGolferItems(userId)).toEqual([]);
    const { Contents } = await realS3.send(
      new ListObjectsV2Command({ Bucket: photosBucket(), Prefix: `uploads/${userId}/` }),
    );
    expect(Contents ?? []).toEqual([]);
  });
});
