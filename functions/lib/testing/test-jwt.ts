import { createSign, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestSigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: Record<string, unknown>;
}

export function createSigningKey(): TestSigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  return {
    kid,
    privateKey,
    publicJwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' },
  };
}

/** An RS256 JWT signed by hand, so tests control every claim (expired, wrong audience...). */
export function signJwt(key: TestSigningKey, payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signingInput = `${encode({ alg: 'RS256', typ: 'JWT', kid: key.kid })}.${encode(payload)}`;
  const signature = createSign('RSA-SHA256').update(signingInput).sign(key.privateKey).toString('base64url');
  return `${signingInput}.${signature}`;
}

/** Flips one character in the middle of the signature: the token still parses but no longer verifies. */
export function tamperSignature(token: string): string {
  const at = token.lastIndexOf('.') + 10;
  const flipped = token[at] === 'A' ? 'B' : 'A';
  return `${token.slice(0, at)}${flipped}${token.slice(at + 1)}`;
}

export interface TestJwksServer {
  url: string;
  jwksUri: string;
  /** How many times the JWKS was fetched. */
  fetches: () => number;
  close: () => Promise<void>;
}

/** A loopback http server that publishes the keys, as the local OpenID provider does. */
export async function serveJwks(keys: TestSigningKey[]): Promise<TestJwksServer> {
  let count = 0;
  const server: Server = createServer((request, response) => {
    if (request.url === '/jwks') {
      count += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: keys.map((key) => key.publicJwk) }));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    jwksUri: `${url}/jwks`,
    fetches: () => count,
    close: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
