import { DynamoDBServiceException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDocumentClientForTests } from '../data/dynamo-client';
import { SERVICE_BUSY_MESSAGE } from '#shared/schemas/api-error';
import { createHttpHandler } from '../lib/http/http-handler';
import { logger } from '../lib/logger';
import { buildSession } from '../lib/testing/build-session';
import { lambdaContext } from '../lib/testing/lambda-context';
import { httpEvent } from '../lib/testing/http-event';
import { stubConfig } from '../lib/testing/test-config';
import { usersRoutes } from './handler';

// DynamoDB Local never throttles, so this fault is injected; everything else runs against the emulator.
const dynamo = mockClient(DynamoDBDocumentClient);
const handler = createHttpHandler(usersRoutes, {
  sessionVerifier: async () => buildSession({ userId: 'user-1' }),
});

beforeEach(() => {
  stubConfig({ DYNAMODB_ENDPOINT: 'http://127.0.0.1:9' });
  resetDocumentClientForTests();
  dynamo.reset();
});
afterEach(() => vi.unstubAllEnvs());

describe('users handler when DynamoDB throttles', () => {
  it('answers 503 "Fescue is busy" with Retry-After, hides the table name and logs the cause', async () => {
    const logged = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    dynamo.on(GetCommand).rejects(
      new DynamoDBServiceException({
        name: 'ThrottlingException',
        $fault: 'client',
        $metadata: {},
        message: 'Rate of requests exceeds the allowed throughput for table fescue-prod-Table-1234',
      }),
    );
    const result = await handler(
      httpEvent('GET /api/user', { cookies: ['fescue_session=any'] }),
      lambdaContext,
    );
    expect(result.statusCode).toBe(503);
    expect(JSON.parse(String(result.body))).toEqual({ message: SERVICE_BUSY_MESSAGE });
    expect(result.headers).toMatchObject({ 'retry-after': '2' });
    expect(String(result.body)).not.toContain('fescue-prod');
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
