import { FetchError } from 'aws-jwt-verify/error';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigningKey, serveJwks, type TestJwksServer } from '../testing/test-jwt';
import { LoopbackJwksFetcher, needsLoopbackFetcher } from './jwks-fetcher';

let server: TestJwksServer;
beforeAll(async () => {
  server = await serveJwks([createSigningKey()]);
});
afterAll(() => server.close());

describe('LoopbackJwksFetcher', () => {
  it('reads a JWKS over plain http on loopback', async () => {
    const body = await new LoopbackJwksFetcher().fetch(server.jwksUri);
    expect(JSON.parse(Buffer.from(body).toString('utf8')).keys).toHaveLength(1);
  });

  it.each(['http://idp.example.com/jwks', 'http://10.0.0.8/jwks', 'ftp://localhost/jwks'])(
    'refuses %s: plain http is for loopback only',
    async (uri) => {
      await expect(new LoopbackJwksFetcher().fetch(uri)).rejects.toThrow(/Refusing to fetch JWKS/);
    },
  );

  it('reports a non-200 answer as a fetch error', async () => {
    await expect(new LoopbackJwksFetcher().fetch(`${server.url}/missing`)).rejects.toBeInstanceOf(FetchError);
  });
});

describe('needsLoopbackFetcher', () => {
  it('is used for http URIs only; https stays with the library fetcher', () => {
    expect(needsLoopbackFetcher('http://localhost:3000/oidc/jwks')).toBe(true);
    expect(
      needsLoopbackFetcher('https://cognito-idp.eu-west-1.amazonaws.com/pool/.well-known/jwks.json'),
    ).toBe(false);
  });
});
