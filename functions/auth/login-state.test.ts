import { parseSetCookie } from 'cookie';
import { describe, expect, it } from 'vitest';
import { clearLoginStateCookie, decodeLoginState, loginStateCookie, type LoginState } from './login-state';

const state: LoginState = { codeVerifier: 'v'.repeat(43), state: 's', nonce: 'n', returnTo: '/profile' };

describe('login state cookie', () => {
  it('round-trips through the cookie value', () => {
    const cookie = parseSetCookie(loginStateCookie(state, 'https://app.example'));
    expect(decodeLoginState(cookie.value)).toEqual(state);
  });

  it('is HttpOnly, Lax, Secure, scoped to /api and short-lived', () => {
    expect(parseSetCookie(loginStateCookie(state, 'https://app.example'))).toMatchObject({
      name: 'fescue_login',
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/api',
      maxAge: 600,
    });
  });

  it('is cleared on the same path', () => {
    expect(parseSetCookie(clearLoginStateCookie('https://app.example'))).toMatchObject({
      path: '/api',
      maxAge: 0,
    });
  });

  it.each([undefined, '', 'not-base64-json', Buffer.from('{"state":"s"}').toString('base64url')])(
    'reads %j as no login in progress',
    (value) => {
      expect(decodeLoginState(value)).toBeUndefined();
    },
  );
});
