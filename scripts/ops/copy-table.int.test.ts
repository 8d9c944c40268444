import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { localDynamoDbClient } from '../local/dynamodb-local';
import { copyTable, createTargetTable } from './copy-table';

const stack = inject('fescueStack');
const client = localDynamoDbClient(stack.dynamodbEndpoint);
const documents = DynamoDBDocumentClient.from(client);
const target = `fescue-restore-rehearsal-${Date.now()}`;

afterAll(async () => {
  await client.send(new DeleteTableCommand({ TableName: target })).catch(() => undefined);
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

describe('restore rehearsal on DynamoDB Local: copy the stack table into a new table', () => {
  it(
    'creates the target as the stack defines it and copies every item, unchanged',
    { timeout: 120_000 },
    async () => {
      await createTargetTable(client, target);
      const before = await allKeys(stack.tableName);
      expect(before.length).toBeGreaterThan(0);
      const summary = await copyTable(client, stack.tableName, target);
      expect(summary.items).toBe(before.length);
      expect(await allKeys(target)).toEqual(before);
      const [pk, sk] = before[0]!.split('|');
      const original = await documents.send(new GetCommand({ TableName: stack.tableName, Key: { pk, sk } }));
      const copy = await documents.send(new GetCommand({ TableName: target, Key: { pk, sk } }));
      expect(copy.Item).toEqual(original.Item);
    },
  );
});
