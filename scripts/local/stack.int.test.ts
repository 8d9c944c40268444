import { DescribeTableCommand, DescribeTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createHash, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { ulid } from 'ulid';
import { describe, expect, inject, it } from 'vitest';
import { LOGIN_COOKIE } from '../../functions/lib/cookie-names';
import { localDynamoDbClient } from './dynamodb-local';
import { DEMO_EMAIL, OPERATOR_EMAIL, subjectForEmail } from './local-accounts';
import { bestRound } from '#shared/rounds/stats';
import { DEMO_ROUNDS } from './seed-rounds';
import { CookieJar, parseInteractionForm, signInOverHttp } from './sign-in-driver';
import { apiFetch, signIn, stackUrl } from './testing';

function payloadOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

async function get(url: string, jar: CookieJar): Promise<Response> {
  const response = await fetch(url, { headers: { cookie: jar.header() }, redirect: 'manual' });
  jar.store(response);
  return response;
}

/** Each inline script of a page must be allowed by its CSP's script-src, or the browser skips it silently. */
function expectInlineScriptsAllowed(response: Response, html: string) {
  const scriptSrc =
    /script-src ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  expect(inline.length).toBeGreaterThan(0);
  for (const script of inline) {
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(scriptSrc.split(' '), `script ${JSON.stringify(script)}`).toContain(hash);
  }
}

/** Posts a provider sign-out page's form as its script would. */
async function submitSignOutForm(page: string, jar: CookieJar): Promise<Response> {
  const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1] ?? '';
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const confirm = await fetch(new URL(action, stackUrl()), {
    method: 'POST',
    headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ xsrf, logout: 'yes' }),
    redirect: 'manual',
  });
  jar.store(confirm);
  return confirm;
}

describe('embedded OpenID provider', () => {
  it('publishes its discovery document under /oidc, with PKCE S256 and RS256 ID tokens', async () => {
    const response = await fetch(`${stackUrl()}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    const issuer = `${stackUrl()}/oidc`;
    expect(discovery).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      end_session_endpoint: `${issuer}/session/end`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(discovery.id_token_signing_alg_values_supported).toContain('RS256');
  });

  it('publishes only the public half of the signing key', async () => {
    const { keys } = (await (await fetch(`${stackUrl()}/oidc/jwks`)).json()) as {
      keys: Record<string, unknown>[];
    };
    expect(keys.map((key) => key.kid)).toEqual([inject('fescueStack').signingKey.kid]);
    for (const key of keys) expect(key).not.toHaveProperty('d');
  });

  it('signs the seeded demo golfer in as the same user every time, whatever the email case', async () => {
    const first = await signIn(DEMO_EMAIL);
    const second = await signIn('Demo@Fescue.golf');
    expect(first.userId).toBe(subjectForEmail(DEMO_EMAIL));
    expect(second.userId).toBe(first.userId);

    const response = await apiFetch('/api/auth/user', { cookie: first.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: first.userId,
      email: DEMO_EMAIL,
      firstName: 'Alex',
      lastName: 'Morgan',
      ghinNumber: '8812345',
      handicap: 12.4,
    });
  });

  it('gives the demo golfer a seeded archive whose stats add up', async () => {
    const { cookie } = await signIn(DEMO_EMAIL);
    const stats = (await (await apiFetch('/api/user/stats', { cookie })).json()) as Record<string, unknown>;
    expect(stats).toMatchObject({
      totalRounds: DEMO_ROUNDS.length,
      coursesPlayed: new Set(DEMO_ROUNDS.map((round) => round.courseId)).size,
      countriesVisited: 4,
    });
    // Best Score is the best 18-hole round against its own par (docs/product-rules.md#stats): the demo's
    // nine-hole 43 is not it.
    const logged = (await (await apiFetch('/api/rounds', { cookie })).json()) as {
      rounds: Array<{ holes: number; score: number; par: number | null }>;
    };
    const best = bestRound(logged.rounds);
    expect(best?.holes).toBe(18);
    expect(stats).toMatchObject({ bestScore: best?.score, bestScoreHoles: 18 });
    const recent = (await (await apiFetch('/api/rounds/recent', { cookie })).json()) as Array<{
      playedAt: string;
    }>;
    expect(recent[0]?.playedAt).toBe('2025-06-16');
  });

  it('puts the email, and no name made up from it, in an ID token for the local client that lasts one hour', async () => {
    const { idToken } = await signIn('casey.fairway@example.com');
    const payload = payloadOf(idToken);
    const { issuer, clientId } = inject('fescueStack');
    expect(payload).toMatchObject({
      iss: issuer,
      aud: clientId,
      email: 'casey.fairway@example.com',
      email_verified: true,
    });
    // An address is not a name: "casey.fairway" is never turned into Casey Fairway.
    expect(payload.given_name).toBeUndefined();
    expect(payload.family_name).toBeUndefined();
    expect(Number(payload.exp) - Number(payload.iat)).toBe(3600);
  });

  it('issues cognito:groups with admins to the operator account, as Cognito does, and no groups to a golfer', async () => {
    expect(payloadOf((await signIn(OPERATOR_EMAIL)).idToken)['cognito:groups']).toEqual(['admins']);
    expect(payloadOf((await signIn(DEMO_EMAIL)).idToken)).not.toHaveProperty('cognito:groups');
  });

  it('ends the provider session on logout without a confirmation click and returns to the app', async () => {
    const jar = new CookieJar();
    const { cookie } = await signInOverHttp(stackUrl(), `logout-${randomUUID()}@example.com`, jar);

    // While the provider session lives, a new sign-in goes straight back to the callback.
    const silent = await get(`${stackUrl()}/api/login`, jar);
    const authorize = await get(new URL(silent.headers.get('location') ?? '', stackUrl()).href, jar);
    expect(new URL(authorize.headers.get('location') ?? '', stackUrl()).pathname).toBe('/api/callback');

    const logout = await apiFetch('/api/logout', { cookie });
    const endSession = await get(new URL(logout.headers.get('location') ?? '', stackUrl()).href, jar);
    expect(endSession.status).toBe(200);
    const page = await endSession.text();
    expect(page).toContain('name="logout" value="yes"');
    expect(page).toContain('.submit()');
    expectInlineScriptsAllowed(endSession, page);

    const confirm = await submitSignOutForm(page, jar);
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`${stackUrl()}/`);

    // The provider session is gone: signing in again shows the login form.
    const login = await get(`${stackUrl()}/api/login`, jar);
    const again = await get(new URL(login.headers.get('location') ?? '', stackUrl()).href, jar);
    const form = await get(new URL(again.headers.get('location') ?? '', stackUrl()).href, jar);
    expect(parseInteractionForm(await form.text())?.prompt).toBe('login');
    expect(jar.get(LOGIN_COOKIE)).toBeTruthy();
  });

  it('signs out and returns to the app when the provider holds no session of its own', async () => {
    // No cookies at all: the provider answers with its own sign-out page, whose script the CSP must allow.
    const jar = new CookieJar();
    const logout = await apiFetch('/api/logout');
    const endSession = await get(new URL(logout.headers.get('location') ?? '', stackUrl()).href, jar);
    expect(endSession.status).toBe(200);
    const page = await endSession.text();
    expectInlineScriptsAllowed(endSession, page);

    const confirm = await submitSignOutForm(page, jar);
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`${stackUrl()}/`);
  });
});

describe('local API routing', () => {
  it.each(['/api/nope', '/api/', '/api/user/profile/extra'])(
    'answers %s, which no route has, with 404 JSON even when HTML is accepted',
    async (path) => {
      const response = await fetch(`${stackUrl()}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ message: 'Not Found' });
    },
  );

  it('reaches the real handlers: signed out, the current user is a 401 JSON answer', async () => {
    const response = await apiFetch('/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('DynamoDB Local', () => {
  it('has the table from the shared schema: pk/sk, gsi1 and gsi2 projecting ALL, TTL on expiresAt', async () => {
    const { dynamodbEndpoint, tableName } = inject('fescueStack');
    const client = localDynamoDbClient(dynamodbEndpoint);
    try {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
      expect(Table?.KeySchema).toEqual([
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ]);
      const indexes = (Table?.GlobalSecondaryIndexes ?? []).map((index) => ({
        name: index.IndexName,
        keys: index.KeySchema?.map((key) => key.AttributeName),
        projection: index.Projection?.ProjectionType,
      }));
      expect(indexes).toEqual(
        expect.arrayContaining([
          { name: 'gsi1', keys: ['gsi1pk', 'gsi1sk'], projection: 'ALL' },
          { name: 'gsi2', keys: ['gsi2pk', 'gsi2sk'], projection: 'ALL' },
        ]),
      );
      const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
      expect(ttl.TimeToLiveDescription).toMatchObject({
        AttributeName: 'expiresAt',
        TimeToLiveStatus: 'ENABLED',
      });
    } finally {
      client.destroy();
    }
  });
});

describe('/photos', () => {
  const ID = () => ulid();
  const localS3 = () => {
    const { s3Endpoint } = inject('fescueStack');
    return new S3Client({
      endpoint: s3Endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  };
  async function store(key: string, bytes: Buffer): Promise<void> {
    const s3 = localS3();
    await s3.send(
      new PutObjectCommand({
        Bucket: inject('fescueStack').photosBucket,
        Key: key,
        Body: bytes,
        ContentType: 'image/jpeg',
      }),
    );
    s3.destroy();
  }
  /** A GET with the path exactly as written: fetch (a URL parser) would resolve `%2e%2e` before sending. */
  function rawGet(path: string): Promise<{ status: number; body: string }> {
    const { hostname, port } = new URL(stackUrl());
    return new Promise((resolve, reject) => {
      const request = httpRequest({ hostname, port, path, method: 'GET' }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.end();
    });
  }
  const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

  it('serves objects of the photos bucket by public key, read-only', async () => {
    const key = `photos/${ID()}.jpg`;
    await store(key, JPEG);

    const photo = await fetch(`${stackUrl()}/${key}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(JPEG);

    expect((await fetch(`${stackUrl()}/photos/${ID()}.jpg`)).status).toBe(404);
    expect((await fetch(`${stackUrl()}/${key}`, { method: 'DELETE' })).status).toBe(405);
  });

  describe('lists nothing and leaves photos/ by no path (attack: /photos/%2e%2e/ signed by the proxy)', () => {
    const golfer = '6f1c2d3e-4b5a-5c6d-8e7f-0a1b2c3d4e5f';
    const upload = `uploads/${golfer}/${ID()}.jpg`;
    const legacy = `photos/${golfer}/${ID()}.jpg`;

    it.each([
      '/photos/%2e%2e/',
      '/photos/%2e%2e/%2e%2e/',
      '/photos/%2E%2E/',
      '/photos/%2e%2e',
      '/photos/.%2e/',
      '/photos/%2e./',
      '/photos/..%2f',
      '/photos/%2e%2e%2f',
      '/photos/%2e%2e%2f%2e%2e%2f',
      '/photos/%252e%252e/',
      '/photos/../',
      '/photos/',
      '/photos',
      '/photos/?list-type=2',
      '/photos/%3flist-type=2',
      `/photos/%2e%2e/${upload}`,
      `/photos/..%2f${upload.replaceAll('/', '%2f')}`,
      `/${legacy}`,
    ])('answers 404 with no listing and no private object for GET %s', async (path) => {
      await store(upload, JPEG);
      await store(legacy, JPEG);
      const { status, body } = await rawGet(path);
      expect(status).toBe(404);
      expect(body).not.toMatch(/ListBucketResult|ListAllMyBucketsResult|<Key>|<Bucket>/);
      expect(body).not.toContain(golfer);
      expect(body).toBe('Not Found');
    });
  });
});
