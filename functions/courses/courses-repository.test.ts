import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCourseSchema } from '#shared/schemas/course-requests';
import { buildCustomCourse } from './custom-course';
import { SERVICE_BUSY_MESSAGE } from '#shared/schemas/api-error';
import { ServiceUnavailableError } from '../lib/errors';
import { stubConfig } from '../lib/testing/test-config';
import { createCourse } from './courses-repository';
import { resetDocumentClientForTests } from '../data/dynamo-client';
import { RACE_ATTEMPTS } from '../data/transact-write';

// DynamoDB Local runs transactions one at a time; real DynamoDB cancels two that touch one item at the same
// moment with TransactionConflict (a golfer's courses-added counter, a popular architect): injected here.
const dynamo = mockClient(DynamoDBDocumentClient);
const now = new Date('2026-03-10T12:00:00Z');
const course = buildCustomCourse(
  createCourseSchema.parse({ name: 'Conflict Links', city: 'Bandon', country: 'United States' }),
  { id: '01JABCDEFGHJKMNPQRSTVWXYZ0', userId: 'golfer-1', now: now.toISOString() },
);
const cancelled = (code: string) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: [{ Code: 'None' }, { Code: code }],
  });

beforeEach(() => {
  stubConfig({ DYNAMODB_ENDPOINT: 'http://127.0.0.1:9' });
  resetDocumentClientForTests();
  dynamo.reset();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('a course write that collides with another transaction', () => {
  it('is sent again, and the course is created', async () => {
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('TransactionConflict'))
      .rejectsOnce(cancelled('TransactionConflict'))
      .resolves({});
    await expect(createCourse(course, { userId: 'golfer-1', now })).resolves.toMatchObject({
      id: course.id,
    });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(3);
  });

  it('answers 503 "Fescue is busy", not a 500, when it keeps colliding', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0); // no backoff waits
    dynamo.on(TransactWriteCommand).rejects(cancelled('TransactionConflict'));
    await expect(createCourse(course, { userId: 'golfer-1', now })).rejects.toEqual(
      new ServiceUnavailableError(SERVICE_BUSY_MESSAGE),
    );
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(RACE_ATTEMPTS);
  });

  it('is not sent again when a condition failed (the limit or the name): that is an answer', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed'));
    await expect(createCourse(course, { userId: 'golfer-1', now })).rejects.toBeInstanceOf(
      TransactionCanceledException,
    );
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});
