import { BatchGetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubConfig } from '../lib/testing/test-config';
import { batchGet } from './batch-get';
import { resetDocumentClientForTests, tableName } from './dynamo-client';

// DynamoDB Local answers every key at once: unprocessed keys and their retries are injected here.
const dynamo = mockClient(DynamoDBDocumentClient);
const key = (index: number) => ({ pk: `COURSE#${index}`, sk: 'COURSE' });
const keysOf = (call: number) =>
  (dynamo.commandCalls(BatchGetCommand)[call]?.args[0].input.RequestItems?.[tableName()]?.Keys ?? []) as {
    pk: string;
  }[];

beforeEach(() => {
  stubConfig({ DYNAMODB_ENDPOINT: 'http://127.0.0.1:9' });
  resetDocumentClientForTests();
  dynamo.reset();
});
afterEach(() => vi.unstubAllEnvs());

describe('batchGet', () => {
  it('asks 100 keys a request, each key once, and returns what was found', async () => {
    dynamo.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: unknown[] }> }) => ({
      Responses: {
        [tableName()]: Object.values(input.RequestItems)[0]!.Keys.map((k) => ({
          ...(k as object),
          found: true,
        })),
      },
    }));
    const keys = [...Array.from({ length: 250 }, (_, index) => key(index)), key(3), key(7)];
    const items = await batchGet(keys);
    expect(items).toHaveLength(250);
    const sizes = dynamo.commandCalls(BatchGetCommand).map((_, call) => keysOf(call).length);
    expect(sizes.sort((a, b) => b - a)).toEqual([100, 100, 50]);
  });

  it('asks again for the keys DynamoDB left unprocessed, and gives up after eight tries', async () => {
    dynamo
      .on(BatchGetCommand)
      .resolvesOnce({
        Responses: { [tableName()]: [key(1)] },
        UnprocessedKeys: { [tableName()]: { Keys: [key(2)] } },
      })
      .resolvesOnce({ Responses: { [tableName()]: [key(2)] } });
    expect(await batchGet([key(1), key(2)])).toEqual([key(1), key(2)]);
    expect(keysOf(1)).toEqual([key(2)]);

    dynamo.reset();
    dynamo.on(BatchGetCommand).resolves({ UnprocessedKeys: { [tableName()]: { Keys: [key(9)] } } });
    vi.useFakeTimers();
    const stuck = expect(batchGet([key(9)])).rejects.toThrow('DynamoDB left reads unprocessed after retries');
    await vi.runAllTimersAsync();
    await stuck;
    vi.useRealTimers();
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(8);
  });

  it('sends nothing for no keys', async () => {
    expect(await batchGet([])).toEqual([]);
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(0);
  });
});
