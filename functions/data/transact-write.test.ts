import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_BUSY_MESSAGE } from '#shared/schemas/api-error';
import { ConflictError, ServiceUnavailableError, UnauthorizedError } from '../lib/errors';
import { toErrorResponse } from '../lib/http/error-handler';
import { stubConfig } from '../lib/testing/test-config';
import { resetDocumentClientForTests } from './dynamo-client';
import { openAccountCheck, RACE_ATTEMPTS, retryWhileRacing, transactWrite } from './transact-write';

// DynamoDB Local runs transactions one at a time, so TransactionConflict (real DynamoDB's answer to two
// transactions touching one item at once) is injected here.
const dynamo = mockClient(DynamoDBDocumentClient);
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
const ITEMS = [{ ConditionCheck: { TableName: 't', Key: { pk: 'a', sk: 'b' }, ConditionExpression: 'x' } }];

beforeEach(() => {
  stubConfig({ DYNAMODB_ENDPOINT: 'http://127.0.0.1:9' });
  resetDocumentClientForTests();
  dynamo.reset();
  vi.spyOn(Math, 'random').mockReturnValue(0); // no backoff waits
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('transactWrite', () => {
  it('sends a transaction cancelled only by TransactionConflict again until it lands', async () => {
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('None', 'TransactionConflict'))
      .rejectsOnce(cancelled('TransactionConflict', 'None'))
      .resolves({});
    await transactWrite(ITEMS);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(3);
  });

  it('gives up after its attempts with 503 "Fescue is busy" and Retry-After, never a 500', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled('None', 'TransactionConflict'));
    const error = await transactWrite(ITEMS).catch((thrown: unknown) => thrown);
    expect(error).toEqual(new ServiceUnavailableError(SERVICE_BUSY_MESSAGE));
    expect((error as Error).cause).toBeInstanceOf(TransactionCanceledException);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(RACE_ATTEMPTS);
    const response = toErrorResponse(error);
    expect(response.statusCode).toBe(503);
    expect(response.headers).toHaveProperty('retry-after');
  });

  it('hands a failed condition to the caller at once: that is an answer, not a race', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'TransactionConflict'));
    await expect(transactWrite(ITEMS)).rejects.toBeInstanceOf(TransactionCanceledException);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it("answers 401 when the open-account check failed: the golfer's account is being deleted, whatever else failed", async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'ConditionalCheckFailed'));
    const error = await transactWrite([...ITEMS, openAccountCheck('golfer')]).catch(
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(toErrorResponse(error).statusCode).toBe(401);
  });

  it('leaves a failure of the other items to the caller when the open-account check held', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None'));
    await expect(transactWrite([...ITEMS, openAccountCheck('golfer')])).rejects.toBeInstanceOf(
      TransactionCanceledException,
    );
  });
});

describe('retryWhileRacing', () => {
  it('runs a read-then-write again while the caller says it lost a race', async () => {
    const operation = vi
      .fn<(attempt: number) => Promise<string>>()
      .mockRejectedValueOnce(new ConflictError('raced'))
      .mockResolvedValueOnce('done');
    await expect(
      retryWhileRacing(operation, { raced: (error) => error instanceof ConflictError }),
    ).resolves.toBe('done');
    expect(operation.mock.calls.map(([attempt]) => attempt)).toEqual([0, 1]);
  });

  it('starts no retry past its time budget: the golfer hears "busy" before the function times out', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(1); // waits of 20 ms, then 40 ms
    const operation = vi.fn().mockRejectedValue(new ConflictError('raced'));
    const raced = (error: unknown) => error instanceof ConflictError;
    await expect(retryWhileRacing(operation, { raced, budgetMs: 50 })).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    expect(operation).toHaveBeenCalledTimes(2);
  });

  it('lets any other failure through untouched, without trying again', async () => {
    const failure = new Error('bug');
    const operation = vi.fn().mockRejectedValue(failure);
    await expect(retryWhileRacing(operation, { attempts: 3 })).rejects.toBe(failure);
    expect(operation).toHaveBeenCalledTimes(1);
  });
});
