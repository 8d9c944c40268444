import { FetchError } from 'aws-jwt-verify/error';
import type { Fetcher } from 'aws-jwt-verify/https';
import { isLoopbackHost } from '../http/cookies';

const FETCH_TIMEOUT_MS = 3000;

/**
 * aws-jwt-verify fetches JWKS over node:https only, so it cannot read the local provider's http:// JWKS.
 * This fetcher serves that one case and refuses plain http anywhere but loopback, so a misconfigured
 * deployment cannot be pointed at an unauthenticated key source.
 */
export class LoopbackJwksFetcher implements Fetcher {
  async fetch(uri: string): Promise<ArrayBuffer> {
    const url = new URL(uri);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
      throw new FetchError(uri, `Refusing to fetch JWKS over ${url.protocol} from a non-loopback host`);
    }
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    } catch (error) {
      throw new FetchError(uri, error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) throw new FetchError(uri, `Status code is ${response.status}, expected 200`);
    return response.arrayBuffer();
  }
}

/** The library's own fetcher for https (retries, tuned timeouts); ours only where it cannot go. */
export function needsLoopbackFetcher(jwksUri: string): boolean {
  return new URL(jwksUri).protocol === 'http:';
}
