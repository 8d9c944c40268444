import { parseSetCookie } from 'cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lambdaContext } from '../../lib/testing/lambda-context';
import { httpEvent } from '../../lib/testing/http-event';
import { stubConfig, TEST_APP_ORIGIN, TEST_CLIENT_ID, TEST_ISSUER } from '../../lib/testing/test-config';
import { handler } from '../handler';

beforeEach(() => stubConfig());
afterEach(() => vi.unstubAllEnvs());

const logout = (cookies?: string[]) =>
  handler(httpEvent('GET /api/logout', cookies ? { cookies } : {}), lambdaContext);

describe('GET /api/logout', () => {
  it('clears the session, signed-in hint and login cookies on the paths they were set with', async () => {
    const result = await logout(['fescue_session=some.id.token']);
    const cleared = (result.cookies ?? []).map((header) => parseSetCookie(header));
    expect(cleared).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'fescue_session',
          value: '',
          maxAge: 0,
          path: '/api',
          httpOnly: true,
        }),
        expect.objectContaining({ name: 'fescue_login', value: '', maxAge: 0, path: '/api' }),
        expect.objectContaining({ name: 'fescue_signed_in', value: '', maxAge: 0, path: '/' }),
      ]),
    );
  });

  it('sends the browser to Cognito logout with client_id and logout_uri', async () => {
    const location = new URL(String((await logout()).headers?.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${TEST_ISSUER}/session/end`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: TEST_CLIENT_ID,
      logout_uri: `${TEST_APP_ORIGIN}/`,
    });
  });

  it('uses RP-initiated logout with the ID token hint for a standard OIDC provider', async () => {
    stubConfig({ OIDC_LOGOUT_STYLE: 'oidc' });
    const location = new URL(String((await logout(['fescue_session=some.id.token'])).headers?.location));
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: TEST_CLIENT_ID,
      post_logout_redirect_uri: `${TEST_APP_ORIGIN}/`,
      id_token_hint: 'some.id.token',
    });
  });

  it('works for a visitor who is not signed in', async () => {
    stubConfig({ OIDC_LOGOUT_STYLE: 'oidc' });
    const result = await logout();
    expect(result.statusCode).toBe(302);
    expect(new URL(String(result.headers?.location)).searchParams.has('id_token_hint')).toBe(false);
  });
});
