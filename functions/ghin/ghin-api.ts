import { createGhinClient, type GhinClient } from './client/ghin-client';
import { getGhinConfig } from './ghin-config';

let client: GhinClient | undefined;

/** The GHIN client configured from the environment, one per cold start. */
export function ghinClient(): GhinClient {
  const config = getGhinConfig();
  client ??= createGhinClient({ baseUrl: config.baseUrl, timeoutMs: config.timeoutMs });
  return client;
}
