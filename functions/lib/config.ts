/**
 * Runtime configuration, read from the environment once per cold start.
 * The same names are set by the CDK stack (infra/api.ts) and by the local stack (scripts/local).
 */
export interface AppConfig {
  /** DynamoDB table name. */
  tableName: string;
  /** Photos bucket name. */
  photosBucket: string;
  /** Set only locally: DynamoDB Local endpoint. */
  dynamodbEndpoint?: string;
  /** Set only locally: s3rver endpoint (path-style). */
  s3Endpoint?: string;
  oidc: {
    issuer: string;
    clientId: string;
    /** Absent for a public client (Cognito app client without secret, PKCE only). */
    clientSecret?: string;
    authorizationEndpoint: string;
    tokenEndpoint: string;
    jwksUri: string;
    /**
     * OAuth token revocation (RFC 7009): sign-out revokes the browser's refresh token there. Absent: the
     * server-side session is deleted and nothing is revoked at the provider.
     */
    revocationEndpoint?: string;
    /** Where /api/logout sends the browser to end the provider session. */
    logoutEndpoint: string;
    /** 'cognito': GET /logout?client_id&logout_uri. 'oidc': RP-initiated logout with id_token_hint. */
    logoutStyle: 'cognito' | 'oidc';
  };
  /**
   * The app's public origin (https://d123.cloudfront.net or http://localhost:3000). When unset, it is taken
   * from the x-forwarded-host header that the CloudFront viewer-request function sets on /api/* requests.
   */
  appOrigin?: string;
  /**
   * In AWS: the Cognito user pool, so that sign-out also ends the golfer's refresh tokens there
   * (AdminUserGlobalSignOut). Unset locally, where the provider's end-session endpoint ends its session.
   */
  cognitoUserPoolId?: string;
  /** The secret header CloudFront adds on /api/* (see lib/http/origin-verify.ts); both unset turns the check off. */
  originVerify: {
    /** In AWS: the Secrets Manager secret holding the value (its current and previous versions are accepted). */
    secretArn?: string;
    /** Locally: the value itself, which the local adapter adds as CloudFront does. */
    value?: string;
  };
  /**
   * Worldwide course search (GolfCourseAPI, docs/architecture.md). Without a key or a secret it is off (503).
   */
  golfCourseApi: {
    baseUrl: string;
    /** The key itself: set locally (the fake server's) or by an operator who does not use Secrets Manager. */
    apiKey?: string;
    /** In AWS: the Secrets Manager secret (ARN or name) holding the key as a plain string. */
    apiKeySecretArn?: string;
    timeoutMs: number;
  };
}

export const ENV = {
  TABLE_NAME: 'TABLE_NAME',
  PHOTOS_BUCKET: 'PHOTOS_BUCKET',
  DYNAMODB_ENDPOINT: 'DYNAMODB_ENDPOINT',
  S3_ENDPOINT: 'S3_ENDPOINT',
  OIDC_ISSUER: 'OIDC_ISSUER',
  OIDC_CLIENT_ID: 'OIDC_CLIENT_ID',
  OIDC_CLIENT_SECRET: 'OIDC_CLIENT_SECRET',
  OIDC_AUTHORIZATION_ENDPOINT: 'OIDC_AUTHORIZATION_ENDPOINT',
  OIDC_TOKEN_ENDPOINT: 'OIDC_TOKEN_ENDPOINT',
  OIDC_JWKS_URI: 'OIDC_JWKS_URI',
  OIDC_LOGOUT_ENDPOINT: 'OIDC_LOGOUT_ENDPOINT',
  OIDC_REVOCATION_ENDPOINT: 'OIDC_REVOCATION_ENDPOINT',
  OIDC_LOGOUT_STYLE: 'OIDC_LOGOUT_STYLE',
  APP_ORIGIN: 'APP_ORIGIN',
  COGNITO_USER_POOL_ID: 'COGNITO_USER_POOL_ID',
  ORIGIN_VERIFY_SECRET_ARN: 'ORIGIN_VERIFY_SECRET_ARN',
  ORIGIN_VERIFY_SECRET: 'ORIGIN_VERIFY_SECRET',
} as const;

/**
 * GolfCourseAPI settings, kept apart from ENV so that adding them changes nothing for code that enumerates
 * ENV (the test configuration stubs every ENV name).
 */
export const GOLF_COURSE_API_ENV = {
  URL: 'GOLF_COURSE_API_URL',
  KEY: 'GOLF_COURSE_API_KEY',
  KEY_SECRET_ARN: 'GOLF_COURSE_API_KEY_SECRET_ARN',
  TIMEOUT_MS: 'GOLF_COURSE_API_TIMEOUT_MS',
} as const;

export const DEFAULT_GOLF_COURSE_API_URL = 'https://api.golfcourseapi.com';
export const DEFAULT_GOLF_COURSE_API_TIMEOUT_MS = 5000;

function positiveInteger(name: string, fallback: number): number {
  const value = Number(optional(name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing required environment variable ${name}`);
  return value;
}

function optional(name: string): string | undefined {
  return process.env[name] || undefined;
}

let cached: AppConfig | undefined;

export function getConfig(): AppConfig {
  cached ??= {
    tableName: required(ENV.TABLE_NAME),
    photosBucket: optional(ENV.PHOTOS_BUCKET) ?? '',
    dynamodbEndpoint: optional(ENV.DYNAMODB_ENDPOINT),
    s3Endpoint: optional(ENV.S3_ENDPOINT),
    oidc: {
      issuer: required(ENV.OIDC_ISSUER),
      clientId: required(ENV.OIDC_CLIENT_ID),
      clientSecret: optional(ENV.OIDC_CLIENT_SECRET),
      authorizationEndpoint: required(ENV.OIDC_AUTHORIZATION_ENDPOINT),
      tokenEndpoint: required(ENV.OIDC_TOKEN_ENDPOINT),
      jwksUri: required(ENV.OIDC_JWKS_URI),
      revocationEndpoint: optional(ENV.OIDC_REVOCATION_ENDPOINT),
      logoutEndpoint: required(ENV.OIDC_LOGOUT_ENDPOINT),
      logoutStyle: optional(ENV.OIDC_LOGOUT_STYLE) === 'oidc' ? 'oidc' : 'cognito',
    },
    appOrigin: optional(ENV.APP_ORIGIN),
    cognitoUserPoolId: optional(ENV.COGNITO_USER_POOL_ID),
    originVerify: {
      secretArn: optional(ENV.ORIGIN_VERIFY_SECRET_ARN),
      value: optional(ENV.ORIGIN_VERIFY_SECRET),
    },
    golfCourseApi: {
      baseUrl: optional(GOLF_COURSE_API_ENV.URL) ?? DEFAULT_GOLF_COURSE_API_URL,
      apiKey: optional(GOLF_COURSE_API_ENV.KEY),
      apiKeySecretArn: optional(GOLF_COURSE_API_ENV.KEY_SECRET_ARN),
      timeoutMs: positiveInteger(GOLF_COURSE_API_ENV.TIMEOUT_MS, DEFAULT_GOLF_COURSE_API_TIMEOUT_MS),
    },
  };
  return cached;
}

/** Tests change the environment between cases; this forgets the cached read. */
export function resetConfigForTests(): void {
  cached = undefined;
}
