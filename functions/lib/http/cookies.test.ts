import { parseSetCookie } from 'cookie';
import { describe, expect, it } from 'vitest';
import { httpEvent } from '../testing/http-event';
import { clearCookie, cookiesAreSecure, readCookie, setCookie } from './cookies';

describe('cookiesAreSecure', () => {
  it.each(['http://localhost:3000', 'http://127.0.0.1:53123', 'http://localhost'])(
    'is off for the plain-http loopback origin %s',
    (origin) => expect(cookiesAreSecure(origin)).toBe(false),
  );

  it.each([
    'https://d123.cloudfront.net',
    'https://localhost:3000',
    'http://fescue.example.com',
    'http://192.168.1.5:3000',
  ])('is on for %s', (origin) => expect(cookiesAreSecure(origin)).toBe(true));
});

describe('setCookie', () => {
  it('sets HttpOnly, SameSite=Lax, Secure, Path and Max-Age', () => {
    const header = setCookie('fescue_session', 'a.b.c', {
      appOrigin: 'https://app.example',
      path: '/api',
      maxAgeSeconds: 3600,
    });
    expect(parseSetCookie(header)).toMatchObject({
      name: 'fescue_session',
      value: 'a.b.c',
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/api',
      maxAge: 3600,
    });
  });

  it('leaves Secure off on http localhost so the browser keeps the cookie', () => {
    const header = setCookie('fescue_session', 'x', {
      appOrigin: 'http://localhost:3000',
      path: '/api',
      maxAgeSeconds: 60,
    });
    expect(header).not.toMatch(/secure/i);
    expect(header).toMatch(/HttpOnly/);
  });

  it('never sets a negative Max-Age', () => {
    const header = setCookie('c', 'x', { appOrigin: 'https://app.example', path: '/', maxAgeSeconds: -5 });
    expect(parseSetCookie(header).maxAge).toBe(0);
  });
});

describe('clearCookie', () => {
  it('expires the cookie on the path it was set with', () => {
    const header = clearCookie('fescue_login', { appOrigin: 'https://app.example', path: '/api' });
    expect(parseSetCookie(header)).toMatchObject({
      name: 'fescue_login',
      value: '',
      maxAge: 0,
      path: '/api',
    });
  });
});

describe('readCookie', () => {
  it('reads from the API Gateway v2 cookies array', () => {
    const event = httpEvent('GET /api/user', { cookies: ['other=1', 'fescue_session=tok.en.x'] });
    expect(readCookie(event, 'fescue_session')).toBe('tok.en.x');
  });

  it('falls back to a Cookie header', () => {
    const event = httpEvent('GET /api/user', { headers: { cookie: 'a=1; fescue_session=abc' } });
    expect(readCookie(event, 'fescue_session')).toBe('abc');
  });

  it('is undefined when the cookie is absent or empty', () => {
    expect(
      readCookie(httpEvent('GET /api/user', { cookies: ['fescue_session='] }), 'fescue_session'),
    ).toBeUndefined();
    expect(readCookie(httpEvent('GET /api/user'), 'fescue_session')).toBeUndefined();
  });
});
