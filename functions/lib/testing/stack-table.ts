import { afterAll, beforeAll, inject, vi } from 'vitest';
import { resetDocumentClientForTests } from '../../data/dynamo-client';
import { stubConfig } from './test-config';

/**
 * Points this test file's own repository calls (not only the stack's handlers) at the integration stack's
 * DynamoDB Local table, and back after the file: for tests that arrange or inspect items directly.
 */
export function useStackTable(): void {
  beforeAll(() => {
    const stack = inject('fescueStack');
    stubConfig({ TABLE_NAME: stack.tableName, DYNAMODB_ENDPOINT: stack.dynamodbEndpoint });
    vi.stubEnv('AWS_REGION', 'us-east-1');
    resetDocumentClientForTests();
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    resetDocumentClientForTests();
  });
}
