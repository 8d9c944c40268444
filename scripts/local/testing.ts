import { DynamoDBDocumentClient, GetCommand, paginateScan } from '@aws-sdk/lib-dynamodb';
import { createHash, createPrivateKey, createSign, type JsonWebKey } from 'node:crypto';
import { request } from 'node:http';
import { inject } from 'vitest';
import { SESSION_COOKIE } from '../../functions/lib/cookie-names';
import { localDynamoDbClient } from './dynamodb-local';
import { signInOverHttp } from './sign-in-driver';

/** What the integration tests' global setup hands to the test files (see test-global-setup.ts). */
export interface StackForTests {
  url: string;
  /** The handlers without the front door's origin-verify header, as the execute-api URL is in AWS. */
  directApiUrl: string;
  dynamodbEndpoint: string;
  tableName: string;
  issuer: string;
  clientId: string;
  s3Endpoint: string;
  photosBucket: string;
  signingKey: JsonWebKey & { kid: string; alg: string };
  /** The fake GHIN's base URL (tests drive its /_fake controls). */
  ghinUrl: string;
  /** The environment the stack's handlers run with, for tests that call a handler in their own process. */
  handlerEnv: Record<string, string>;
}

function stack(): StackForTests {
  const provided = inject('fescueStack');
  if (!provided) throw new Error('No local stack: run integration tests with `vitest --project int`');
  return provided;
}

/** The fake GHIN's base URL, for tests that change what GHIN answers. */
export function fakeGhinUrl(): string {
  return stack().ghinUrl;
}

/** The stack's handler environment (functions/lib/config.ts names), for in-process handler calls. */
export function handlerEnvironment(): Record<string, string> {
  return stack().handlerEnv;
}

/** `http://localhost:<port>` of the stack the global setup started. */
export function stackUrl(): string {
  return stack().url;
}

/** The handlers without the front door's origin-verify header: what a direct execute-api call reaches. */
export function directApiUrl(): string {
  return stack().directApiUrl;
}

/**
 * Signs in through the real /api/login -> provider dev form -> /api/callback; `cookie` goes to /api and
 * `landing` is where the callback sends the browser.
 */
export async function signIn(
  email: string,
  options: { returnTo?: string } = {},
): ReturnType<typeof signInOverHttp> {
  return signInOverHttp(stackUrl(), email, undefined, options);
}

/**
 * An ID token signed with the local provider's own key, with the claims a test wants: expired (negative
 * `expiresInSeconds`), for another audience or issuer.
 */
export async function mintIdToken(o: {
  sub: string;
  email?: string;
  /** `email_verified` (default true, as both providers say of their accounts' addresses). */
  emailVerified?: boolean;
  expiresInSeconds?: number;
  audience?: string;
  issuer?: string;
}): Promise<string> {
  const { signingKey, issuer, clientId } = stack();
  const now = Math.floor(Date.now() / 1000);
  const exp = now + (o.expiresInSeconds ?? 3600);
  const payload = {
    sub: o.sub,
    ...(o.email ? { email: o.email, email_verified: o.emailVerified ?? true } : {}),
    aud: o.audience ?? clientId,
    iss: o.issuer ?? issuer,
    iat: Math.min(now, exp - 60),
    exp,
  };
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signingInput = `${encode({ alg: 'RS256', typ: 'JWT', kid: signingKey.kid })}.${encode(payload)}`;
  const signature = createSign('RSA-SHA256')
    .update(signingInput)
    .sign(createPrivateKey({ key: signingKey, format: 'jwk' }))
    .toString('base64url');
  return `${signingInput}.${signature}`;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A request to the stack as the app's own page would send it: JSON body, Origin set on mutating methods
 * (override with `origin`, or null for none), redirects not followed.
 */
export async function apiFetch(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    cookie?: string;
    origin?: string | null;
    rawBody?: string;
    headers?: Record<string, string>;
    /**
     * The loopback address the request comes from (127.x.y.z; Linux routes all of 127/8 to this machine), so
     * a test can be golfers at different addresses for the limits per address. Default 127.0.0.1.
     */
    from?: string;
  } = {},
): Promise<Response> {
  const url = stackUrl();
  const method = (init.method ?? 'GET').toUpperCase();
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  const origin =
    init.origin === undefined ? (MUTATING.has(method) ? new URL(url).origin : null) : init.origin;
  if (origin !== null) headers.origin = origin;
  let body: string | undefined;
  if (init.rawBody !== undefined) body = init.rawBody;
  else if (init.body !== undefined) body = JSON.stringify(init.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (init.from) return fetchFrom(init.from, new URL(path, url), { method, headers, body });
  return fetch(new URL(path, url), { method, headers, body, redirect: 'manual' });
}

/** A request over a connection from `localAddress` (fetch cannot choose it), answered as a fetch Response. */
function fetchFrom(
  localAddress: string,
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      { method: init.method, headers: init.headers, localAddress, family: 4, agent: false },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
              headers.append(name, one);
          }
          const status = incoming.statusCode ?? 500;
          const empty = status === 204 || status === 304;
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
        });
      },
    );
    sent.on('error', reject);
    sent.end(init.body);
  });
}

/**
 * A loopback address of the golfer's own, the same for the same session: each test golfer then comes from
 * their own address, as golfers do from their own homes, and what one test spends of a limit per address is
 * not another's.
 */
export function addressOf(cookie: string): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(cookie).digest();
  return `127.${(a % 254) + 1}.${b}.${(c % 254) + 1}`;
}

export function sessionCookie(idToken: string): string {
  return `${SESSION_COOKIE}=${idToken}`;
}

let documentClient: DynamoDBDocumentClient | undefined;

/** Reads an item straight from DynamoDB Local (strongly consistent), bypassing the API. */
export async function getItem(key: { pk: string; sk: string }): Promise<Record<string, unknown> | undefined> {
  const { dynamodbEndpoint, tableName } = stack();
  documentClient ??= DynamoDBDocumentClient.from(localDynamoDbClient(dynamodbEndpoint));
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }),
  );
  return Item;
}

/**
 * Every item of the table, keyed `pk|sk`, as JSON: a test's before-and-after picture that a refused request
 * wrote nothing. A Scan is fine here (a test, never a request path).
 */
export async function tableSnapshot(): Promise<Map<string, string>> {
  const { dynamodbEndpoint, tableName } = stack();
  documentClient ??= DynamoDBDocumentClient.from(localDynamoDbClient(dynamodbEndpoint));
  const items = new Map<string, string>();
  for await (const page of paginateScan(
    { client: documentClient },
    { TableName: tableName, ConsistentRead: true },
  )) {
    for (const item of page.Items ?? [])
      items.set(`${String(item.pk)}|${String(item.sk)}`, JSON.stringify(item));
  }
  return items;
}

/** The keys added, removed or changed between two snapshots (empty when nothing was written). */
export function snapshotChanges(before: Map<string, string>, after: Map<string, string>): string[] {
  const changes: string[] = [];
  for (const [key, value] of after) {
    if (!before.has(key)) changes.push(`added ${key}`);
    else if (before.get(key) !== value) changes.push(`changed ${key}`);
  }
  for (const key of before.keys()) if (!after.has(key)) changes.push(`removed ${key}`);
  return changes;
}
