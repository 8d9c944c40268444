import { createGhinClient, type GhinClient } from './client/ghin-client';
import { getGhinConfig } from './ghin-config';
import { operatorCredential } from './operator-credential';

/**
 * Who calls GHIN, said plainly in every request's User-Agent: Fescue, on golfers' behalf, and where the
 * deployment is (APP_ORIGIN, when this function knows it).
 */
export function ghinUserAgent(appOrigin = process.env.APP_ORIGIN): string {
  const where = appOrigin ? `; +${appOrigin}` : '';
  return `Fescue/1.0 (golf archive; reads GHIN for golfers who connected it${where})`;
}

let client: GhinClient | undefined;

/**
 * The GHIN client configured from the environment, one per cold start: it keeps the operator's vendor token
 * (until the expiry GHIN wrote in it) and GHIN's Retry-After pauses for every call this instance makes.
 */
export function ghinClient(): GhinClient {
  const config = getGhinConfig();
  client ??= createGhinClient({
    baseUrl: config.baseUrl,
    timeoutMs: config.timeoutMs,
    userAgent: ghinUserAgent(),
    vendorCredential: operatorCredential,
  });
  return client;
}
