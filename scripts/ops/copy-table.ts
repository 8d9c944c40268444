/**
 * Copies every item of one Fescue table into another: the rehearsal of a restore on DynamoDB Local (which
 * has no point-in-time recovery), and a way to move a restored table's data where it is needed.
 *
 *   npx tsx scripts/ops/copy-table.ts --from fescue-local --to fescue-restored [--endpoint http://127.0.0.1:8000] [--create]
 *
 * --create makes the target with the stack's key schema and indexes (functions/data/table-schema.ts) first.
 * Without --endpoint it talks to AWS with the shell's credentials. It reads the source with a Scan: an
 * operator's tool, never on a request path; in AWS it costs one read unit per 4 kB read.
 */
import { CreateTableCommand, DynamoDBClient, waitUntilTableExists } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { parseArgs } from 'node:util';
import { createTableInput, LOCAL_CREDENTIALS, LOCAL_REGION } from '../local/dynamodb-local';

const BATCH = 25;

export interface CopySummary {
  items: number;
  pages: number;
}

/** Scans `from` page by page and writes each page to `to` in batches of 25, retrying unprocessed items. */
export async function copyTable(client: DynamoDBClient, from: string, to: string): Promise<CopySummary> {
  const documents = DynamoDBDocumentClient.from(client);
  let items = 0;
  let pages = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new ScanCommand({ TableName: from, ExclusiveStartKey: startKey, ConsistentRead: true }),
    );
    pages += 1;
    const rows = page.Items ?? [];
    for (let start = 0; start < rows.length; start += BATCH) {
      let requests = rows.slice(start, start + BATCH).map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 0; requests.length > 0; attempt += 1) {
        if (attempt > 8) throw new Error(`DynamoDB kept ${requests.length} items unprocessed`);
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
        const result = await documents.send(new BatchWriteCommand({ RequestItems: { [to]: requests } }));
        requests = (result.UnprocessedItems?.[to] ?? []) as typeof requests;
      }
    }
    items += rows.length;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return { items, pages };
}

/** Creates the target table as the stack defines it and waits until it is active. */
export async function createTargetTable(client: DynamoDBClient, tableName: string): Promise<void> {
  await client.send(new CreateTableCommand(createTableInput(tableName)));
  await waitUntilTableExists({ client, maxWaitTime: 300, minDelay: 1 }, { TableName: tableName });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      endpoint: { type: 'string' },
      create: { type: 'boolean', default: false },
    },
  });
  if (!values.from || !values.to) {
    console.error('Usage: copy-table.ts --from <table> --to <table> [--endpoint <url>] [--create]');
    process.exit(1);
  }
  const client = values.endpoint
    ? new DynamoDBClient({ endpoint: values.endpoint, region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS })
    : new DynamoDBClient({});
  if (values.create) await createTargetTable(client, values.to);
  const started = Date.now();
  const summary = await copyTable(client, values.from, values.to);
  console.log(
    `Copied ${summary.items} items from ${values.from} to ${values.to} in ${summary.pages} pages (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
