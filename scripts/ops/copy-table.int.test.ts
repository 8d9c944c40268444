import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { localDynamoDbClient } from '../local/dynamodb-local';
import { copyTable, createTargetTable } from './copy-table';

const stack = inject('fescueStack');
const client = localDynamoDbClient(stack.dynamodbEndpoint);
const documents = DynamoDBDocumentClient.from(client);
const source = `fescue-restore-source-${Date.now()}`;
const target = `fescue-restore-rehearsal-${Date.now()}`;
// Items shaped like the app's (index keys, nested maps, sets of numbers), in more than one Scan page
// (DynamoDB Local's 1 MB page limit is passed by 300 items of 4 kB).
const ITEMS = 300;
const item = (n: number) => ({
  pk: `USER#golfer-${n % 7}`,
  sk: `ROUND#${String(n).padStart(4, '0')}`,
  gsi1pk: `COURSE#course-${n % 11}`,
  gsi1sk: `2024-05-${String((n % 28) + 1).padStart(2, '0')}`,
  score: 70 + (n % 30),
  ratings: { overall: (n % 10) + 0.5, tags: ['links', 'windy'] },
  comments: 'x'.repeat(4000),
});

afterAll(async () => {
  for (const TableName of [source, target]) {
    await client.send(new DeleteTableCommand({ TableName })).catch(() => undefined);
  }
});

async function allKeys(tableName: string): Promise<string[]> {
  const keys: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: startKey }));
    keys.push(...(page.Items ?? []).map((item) => `${String(item.pk)}|${String(item.sk)}`));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return keys.sort();
}

describe('restore rehearsal on DynamoDB Local: copy a table into a new one made from the schema', () => {
  it('copies every item unchanged, over several Scan pages', { timeout: 120_000 }, async () => {
    await createTargetTable(client, source);
    for (let start = 0; start < ITEMS; start += 25) {
      const batch = Array.from({ length: Math.min(25, ITEMS - start) }, (_, i) => ({
        PutRequest: { Item: item(start + i) },
      }));
      await documents.send(new BatchWriteCommand({ RequestItems: { [source]: batch } }));
    }
    await createTargetTable(client, target);
    const before = await allKeys(source);
    expect(before).toHaveLength(ITEMS);
    const summary = await copyTable(client, source, target);
    expect(summary).toEqual({ items: ITEMS, pages: expect.any(Number) });
    expect(summary.pages).toBeGreaterThan(1);
    expect(await allKeys(target)).toEqual(before);
    for (const n of [0, 151, ITEMS - 1]) {
      const key = { pk: item(n).pk, sk: item(n).sk };
      const copy = await documents.send(new GetCommand({ TableName: target, Key: key }));
      expect(copy.Item).toEqual(item(n));
    }
  });
});
