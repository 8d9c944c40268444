import { vi } from 'vitest';
import { ENV, resetConfigForTests } from '../config';

export const TEST_ISSUER = 'http://127.0.0.1:9/oidc';
export const TEST_CLIENT_ID = 'fescue-test-client';
export const TEST_APP_ORIGIN = 'https://app.example.test';

/** Points the functions' configuration at test values; each test file's afterEach should call vi.unstubAllEnvs(). */
export function stubConfig(overrides: Partial<Record<keyof typeof ENV, string>> = {}): void {
  const values: Record<keyof typeof ENV, string> = {
    TABLE_NAME: 'fescue-test',
    PHOTOS_BUCKET: 'photos-test',
    DYNAMODB_ENDPOINT: '',
    S3_ENDPOINT: '',
    OIDC_ISSUER: TEST_ISSUER,
    OIDC_CLIENT_ID: TEST_CLIENT_ID,
    OIDC_CLIENT_SECRET: '',
    OIDC_AUTHORIZATION_ENDPOINT: `${TEST_ISSUER}/auth`,
    OIDC_TOKEN_ENDPOINT: `${TEST_ISSUER}/token`,
    OIDC_JWKS_URI: `${TEST_ISSUER}/jwks`,
    OIDC_LOGOUT_ENDPOINT: `${TEST_ISSUER}/session/end`,
    OIDC_REVOCATION_ENDPOINT: '',
    OIDC_LOGOUT_STYLE: 'cognito',
    APP_ORIGIN: TEST_APP_ORIGIN,
    COGNITO_USER_POOL_ID: '',
    ORIGIN_VERIFY_SECRET_ARN: '',
    ORIGIN_VERIFY_SECRET: '',
    ...overrides,
  };
  for (const [key, value] of Object.entries(values)) vi.stubEnv(ENV[key as keyof typeof ENV], value);
  resetConfigForTests();
}
