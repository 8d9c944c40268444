import { randomBytes, type JsonWebKey } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { endpointGroups } from '../../functions/endpoint-groups';
import { ENV, GOLF_COURSE_API_ENV } from '../../functions/lib/config';
import { ORIGIN_VERIFY_HEADER } from '../../functions/lib/http/origin-verify-header';
import { createApiAdapter } from './api-adapter';
import {
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  ensureTable,
  startDynamoDbLocal,
  type DynamoDbLocal,
} from './dynamodb-local';
import { createFrontend, type FrontendMode, type FrontendServer } from './frontend';
import { acquireDataDirLock } from './data-dir-lock';
import { startFakeGolfCourseApi, type FakeGolfCourseApi } from './fake-golf-course-api';
import { ghinEnvironment, startLocalGhin, type LocalGhin } from './local-ghin';
import { createLocalOidcProvider, type LocalOidcProvider } from './oidc-local';
import { loadOrCreateOidcKeys } from './oidc-keys';
import { REPO_ROOT } from './paths';
import { createPhotosProxy } from './photos-proxy';
import { listen } from './ports';
import { startS3Local, type S3Local } from './s3-local';
import { applySecurityHeaders, localSecurityHeaders, type LocalSecurityHeaders } from './security-headers';

export const LOCAL_TABLE_NAME = 'fescue-local';
export const LOCAL_PHOTOS_BUCKET = 'fescue-photos-local';
export const LOCAL_GOLF_COURSE_API_KEY = 'local-golf-course-api-key';
export const LOCAL_GOLF_COURSE_API_TIMEOUT_MS = 2000;
/**
 * The origin-verify secret CloudFront adds in AWS, which the local front door adds the same way. New for each
 * process (nothing outside it ever needs it) and the same for every stack in it, since the handlers keep the
 * environment they were first imported under.
 */
const LOCAL_ORIGIN_VERIFY_SECRET = randomBytes(32).toString('base64url');

export interface LocalStackOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Keep data here between runs; without it everything lives in memory or a temporary folder. */
  dataDir?: string;
  frontend: FrontendMode;
  /** What 'static' serves; frontend/dist unless a test brings its own bundle. */
  staticDir?: string;
  /** Write the demo users after start (idempotent). */
  seed?: boolean;
  /** Silence the dev server's own logging. */
  quiet?: boolean;
  /**
   * Worldwide course search against the fake GolfCourseAPI ('fake', the default), or with no key at all
   * ('off'), as a deployment without the secret: its routes answer 503 and the UI hides it.
   */
  golfCourseApi?: 'fake' | 'off';
  /** The fake GHIN with an operator account ('fake', the default), or GHIN with no operator account. */
  ghinOperator?: 'fake' | 'off';
  /** Called if a part dies while the stack runs (DynamoDB Local's JVM killed, say). */
  onFailure?: (error: Error) => void;
}

export interface LocalStack {
  /** `http://localhost:<port>`: the app, /api, /oidc and /photos on one origin. */
  url: string;
  /**
   * The handlers reached without the front door, as the execute-api URL is in AWS: no origin-verify header is
   * added, so every /api route answers 403. Tests use it to show that the check holds.
   */
  directApiUrl: string;
  /** The handler environment (functions/lib/config.ts names and the AWS SDK's), also set on process.env. */
  env: Record<string, string>;
  dynamodbEndpoint: string;
  tableName: string;
  s3Endpoint: string;
  photosBucket: string;
  oidc: { issuer: string; clientId: string };
  /** The provider's private signing key, for tests that mint their own ID tokens. */
  signingKey: JsonWebKey & { kid: string; alg: string };
  /** The fake GHIN's base URL (its /_fake controls are for tests). */
  ghinUrl: string;
  stop(): Promise<void>;
}

/** Which part of the stack answers a path; the frontend's SPA fallback never sees the other three. */
export function routeArea(pathname: string): 'api' | 'oidc' | 'photos' | 'frontend' {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  if (under('/api')) return 'api';
  // A shared page's HTML carries its preview tags, so the sharing functions answer it (as CloudFront sends
  // /s/* to the API in AWS: infra/web.ts).
  if (under('/s')) return 'api';
  if (under('/oidc')) return 'oidc';
  if (under('/photos')) return 'photos';
  return 'frontend';
}

function handlerEnvironment(parts: {
  origin: string;
  dynamodbEndpoint: string;
  s3Endpoint: string;
  oidc: LocalOidcProvider;
  golfCourseApi?: FakeGolfCourseApi;
  ghin: LocalGhin;
}): Record<string, string> {
  return {
    ...ghinEnvironment(parts.ghin),
    [ENV.TABLE_NAME]: LOCAL_TABLE_NAME,
    [ENV.PHOTOS_BUCKET]: LOCAL_PHOTOS_BUCKET,
    [ENV.DYNAMODB_ENDPOINT]: parts.dynamodbEndpoint,
    [ENV.S3_ENDPOINT]: parts.s3Endpoint,
    [ENV.OIDC_ISSUER]: parts.oidc.issuer,
    [ENV.OIDC_CLIENT_ID]: parts.oidc.clientId,
    [ENV.OIDC_AUTHORIZATION_ENDPOINT]: parts.oidc.authorizationEndpoint,
    [ENV.OIDC_TOKEN_ENDPOINT]: parts.oidc.tokenEndpoint,
    [ENV.OIDC_JWKS_URI]: parts.oidc.jwksUri,
    [ENV.OIDC_LOGOUT_ENDPOINT]: parts.oidc.endSessionEndpoint,
    [ENV.OIDC_REVOCATION_ENDPOINT]: parts.oidc.revocationEndpoint,
    [ENV.OIDC_LOGOUT_STYLE]: 'oidc',
    [ENV.APP_ORIGIN]: parts.origin,
    [ENV.ORIGIN_VERIFY_SECRET]: LOCAL_ORIGIN_VERIFY_SECRET,
    // No Cognito here: the local provider's end-session endpoint ends its own session.
    [ENV.COGNITO_USER_POOL_ID]: '',
    [ENV.ORIGIN_VERIFY_SECRET_ARN]: '',
    // Empty when off, so that a key left in the shell cannot turn it on.
    [GOLF_COURSE_API_ENV.URL]: parts.golfCourseApi?.url ?? '',
    [GOLF_COURSE_API_ENV.KEY]: parts.golfCourseApi?.apiKey ?? '',
    [GOLF_COURSE_API_ENV.KEY_SECRET_ARN]: '',
    // The fake answers at once unless asked to be slow: a short deadline keeps the timeout test short.
    [GOLF_COURSE_API_ENV.TIMEOUT_MS]: String(LOCAL_GOLF_COURSE_API_TIMEOUT_MS),
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    // Handlers log at INFO in AWS; on a laptop only what needs attention, unless the developer asks.
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'WARN',
  };
}

type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

let running = false;
/**
 * The environment the handler modules (and the seed's repository) were first imported under. They keep
 * clients and configuration built from it, so a later stack in this process with other endpoints would
 * silently talk to the old ones: that is refused instead.
 */
let moduleEnvironment: string | undefined;

/**
 * Starts the whole product on one loopback origin: the API adapter over the real handlers, the embedded
 * OpenID provider, DynamoDB Local, s3rver and the frontend. Used by npm start, the integration and browser
 * tests and the bench. One stack at a time per process: the handlers read process.env when first imported.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  if (running)
    throw new Error('A local stack is already running in this process; stop it before starting another.');
  running = true;

  const cleanups: (() => Promise<void>)[] = [];
  const runCleanups = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((error: unknown) => console.error('[local] stop:', error));
    }
  };

  let stopping: Promise<void> | undefined;
  let routes: Record<ReturnType<typeof routeArea>, RequestHandler> | undefined;
  let securityHeaders: LocalSecurityHeaders | undefined;
  let ghin: LocalGhin | undefined;
  const server = createServer((req, res) => {
    if (ghin?.handlesPath(req.url) && routes) {
      ghin.jobs.handle(req, res).catch((error: unknown) => {
        console.error(`[local] ${req.method} ${req.url} failed:`, error);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
      return;
    }
    const area = routeArea((req.url ?? '/').split('?')[0] ?? '/');
    if (!routes || !securityHeaders) {
      res.statusCode = 503;
      res.end('Fescue is starting');
      return;
    }
    applySecurityHeaders(res, securityHeaders[area]);
    Promise.resolve(routes[area](req, res)).catch((error: unknown) => {
      console.error(`[local] ${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });

  try {
    if (options.dataDir) cleanups.push(await acquireDataDirLock(options.dataDir));

    // The port first: when it is taken, say so before spending seconds on a JVM.
    const port = await listen(server, options.port ?? 0, 'localhost');
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    );
    const origin = `http://localhost:${port}`;

    const [dynamoResult, s3Result] = await Promise.allSettled([
      startDynamoDbLocal({ dbPath: options.dataDir && path.join(options.dataDir, 'dynamodb') }),
      startS3Local({
        directory: options.dataDir && path.join(options.dataDir, 's3'),
        bucket: LOCAL_PHOTOS_BUCKET,
        appOrigin: origin,
      }),
    ]);
    if (dynamoResult.status === 'fulfilled') cleanups.push(dynamoResult.value.stop);
    if (s3Result.status === 'fulfilled') cleanups.push(s3Result.value.stop);
    if (dynamoResult.status === 'rejected') throw dynamoResult.reason;
    if (s3Result.status === 'rejected') throw s3Result.reason;
    const dynamo: DynamoDbLocal = dynamoResult.value;
    const s3: S3Local = s3Result.value;
    void dynamo.exited.then(({ reason, interrupted }) => {
      if (!stopping && !interrupted) options.onFailure?.(new Error(reason));
    });

    await ensureTable(dynamo.endpoint, LOCAL_TABLE_NAME);

    let golfCourseApi: FakeGolfCourseApi | undefined;
    if ((options.golfCourseApi ?? 'fake') === 'fake') {
      golfCourseApi = await startFakeGolfCourseApi({ apiKey: LOCAL_GOLF_COURSE_API_KEY });
      cleanups.push(golfCourseApi.stop);
    }

    ghin = await startLocalGhin({ operator: (options.ghinOperator ?? 'fake') === 'fake' });
    cleanups.push(ghin.stop);

    const keys = await loadOrCreateOidcKeys(options.dataDir);
    const oidc = createLocalOidcProvider({ origin, keys });

    const env = handlerEnvironment({
      origin,
      dynamodbEndpoint: dynamo.endpoint,
      s3Endpoint: s3.endpoint,
      oidc,
      golfCourseApi,
      ghin,
    });
    const envKey = JSON.stringify(env);
    if (moduleEnvironment !== undefined && moduleEnvironment !== envKey) {
      throw new Error(
        'The handlers were loaded in this process for an earlier stack with other endpoints; ' +
          'start this stack in a new process.',
      );
    }
    const previousEnv = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
    Object.assign(process.env, env);
    // A public client: a secret left in the shell must not turn the token request into a confidential one.
    delete process.env[ENV.OIDC_CLIENT_SECRET];
    cleanups.push(async () => {
      for (const [name, value] of Object.entries(previousEnv)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    });

    const frontend: FrontendServer = await createFrontend(options.frontend, {
      rootDir: REPO_ROOT,
      staticDir: options.staticDir ?? path.join(REPO_ROOT, 'frontend/dist'),
      httpServer: server,
      quiet: options.quiet ?? false,
    });
    cleanups.push(() => frontend.close());

    const adapterOptions = {
      rootDir: REPO_ROOT,
      groups: endpointGroups,
      region: LOCAL_REGION,
      onImport: () => (moduleEnvironment ??= envKey),
    };
    const directApi = createApiAdapter(adapterOptions);
    const directServer = createServer((req, res) => {
      const area = routeArea((req.url ?? '/').split('?')[0] ?? '/');
      if (area !== 'api') {
        res.statusCode = 404;
        res.end();
        return;
      }
      directApi(req, res).catch((error: unknown) => {
        console.error(`[local] direct ${req.method} ${req.url} failed:`, error);
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
    });
    const directPort = await listen(directServer, 0, 'localhost');
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          directServer.close(() => resolve());
          directServer.closeAllConnections();
        }),
    );

    const readyRoutes: typeof routes = {
      // The front door adds the origin-verify header to /api/* as CloudFront does.
      api: createApiAdapter({
        ...adapterOptions,
        edgeHeaders: { [ORIGIN_VERIFY_HEADER]: LOCAL_ORIGIN_VERIFY_SECRET },
      }),
      oidc: oidc.handle,
      photos: createPhotosProxy({ s3Endpoint: s3.endpoint, bucket: LOCAL_PHOTOS_BUCKET }),
      frontend: frontend.handle,
    };

    if (options.seed) {
      moduleEnvironment ??= envKey;
      const { seedLocalData } = await import('./seed');
      // The deploy-time migrations run here too, through the same ledger; their progress shows unless quiet.
      await seedLocalData(options.quiet ? undefined : (message) => console.log(`[local] ${message}`));
    }
    // Only now does the server answer for real: until the seed is in, requests get 503 "Fescue is starting",
    // so nothing (a browser, Playwright's readiness check) sees a half-loaded catalog.
    securityHeaders = localSecurityHeaders({
      photoUploadOrigin: new URL(s3.endpoint).origin,
      devOrigin: options.frontend === 'dev' ? origin : undefined,
    });
    routes = readyRoutes;

    return {
      url: origin,
      directApiUrl: `http://localhost:${directPort}`,
      env,
      dynamodbEndpoint: dynamo.endpoint,
      tableName: LOCAL_TABLE_NAME,
      s3Endpoint: s3.endpoint,
      photosBucket: LOCAL_PHOTOS_BUCKET,
      oidc: { issuer: oidc.issuer, clientId: oidc.clientId },
      signingKey: keys.signingKey,
      ghinUrl: ghin.fake.url,
      stop: () => {
        stopping ??= runCleanups().finally(() => {
          running = false;
        });
        return stopping;
      },
    };
  } catch (error) {
    await runCleanups();
    running = false;
    throw error;
  }
}
