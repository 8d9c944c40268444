import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '../errors';
import { httpEvent } from '../testing/http-event';
import { resolveAppOrigin } from './app-origin';
import { assertSameOrigin } from './csrf';

const appOrigin = () => 'https://app.example';

describe('assertSameOrigin', () => {
  it.each(['PATCH /api/user/profile', 'POST /api/rounds', 'PUT /api/x', 'DELETE /api/x'])(
    'refuses %s from a foreign Origin',
    (routeKey) => {
      const event = httpEvent(routeKey, { headers: { origin: 'https://evil.example' } });
      expect(() => assertSameOrigin(event, appOrigin)).toThrowError(
        new ForbiddenError('Cross-site request refused'),
      );
    },
  );

  it('refuses the opaque "null" origin of sandboxed pages', () => {
    const event = httpEvent('PATCH /api/user/profile', { headers: { origin: 'null' } });
    expect(() => assertSameOrigin(event, appOrigin)).toThrow(ForbiddenError);
  });

  it('refuses a sibling origin on another port or scheme', () => {
    for (const origin of ['https://app.example:8443', 'http://app.example']) {
      const event = httpEvent('PATCH /api/user/profile', { headers: { origin } });
      expect(() => assertSameOrigin(event, appOrigin)).toThrow(ForbiddenError);
    }
  });

  it('accepts a mutating request from the app origin', () => {
    const event = httpEvent('PATCH /api/user/profile', { headers: { origin: 'https://app.example' } });
    expect(() => assertSameOrigin(event, appOrigin)).not.toThrow();
  });

  it('accepts a mutating request without Origin (not a browser)', () => {
    expect(() => assertSameOrigin(httpEvent('PATCH /api/user/profile'), appOrigin)).not.toThrow();
  });

  it('does not check reads', () => {
    const event = httpEvent('GET /api/user', { headers: { origin: 'https://evil.example' } });
    expect(() => assertSameOrigin(event, appOrigin)).not.toThrow();
  });
});

describe('resolveAppOrigin', () => {
  const behindCloudFront = { originVerify: { secretArn: 'arn:aws:secretsmanager:us-east-1:1:secret:x' } };

  it('prefers the configured origin and ignores any forwarded host', () => {
    const event = httpEvent('GET /api/user', { headers: { 'x-forwarded-host': 'evil.example' } });
    expect(resolveAppOrigin(event, { ...behindCloudFront, appOrigin: 'http://localhost:3000/' })).toBe(
      'http://localhost:3000',
    );
  });

  it('uses https and the CloudFront forwarded host when none is configured and the origin-verify check is on', () => {
    const event = httpEvent('GET /api/user', { headers: { 'x-forwarded-host': 'd123.cloudfront.net' } });
    expect(resolveAppOrigin(event, behindCloudFront)).toBe('https://d123.cloudfront.net');
  });

  it('does not trust x-forwarded-host when no origin-verify check vouches that CloudFront set it (host spoofing)', () => {
    const event = httpEvent('GET /api/user', { headers: { 'x-forwarded-host': 'evil.example' } });
    expect(() => resolveAppOrigin(event, { originVerify: {} })).toThrow(/App origin unknown/);
  });

  it('fails loudly (a 500, not a guess) when neither is available', () => {
    expect(() => resolveAppOrigin(httpEvent('GET /api/user'), behindCloudFront)).toThrow(
      /App origin unknown/,
    );
  });
});
