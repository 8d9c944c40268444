import * as oidc from 'openid-client';
import type { AppConfig } from '../lib/config';
import { isLoopbackHost } from '../lib/http/cookies';

type OidcSettings = AppConfig['oidc'];

/**
 * The provider's endpoints come from configuration rather than discovery, so a cold start makes no call to
 * the provider. A client secret (confidential client) is sent with HTTP Basic, the OAuth default that both
 * Cognito and oidc-provider accept; without one the client is public and PKCE alone protects the code.
 */
export function buildOidcConfiguration(settings: OidcSettings): oidc.Configuration {
  const configuration = new oidc.Configuration(
    {
      issuer: settings.issuer,
      authorization_endpoint: settings.authorizationEndpoint,
      token_endpoint: settings.tokenEndpoint,
      jwks_uri: settings.jwksUri,
      end_session_endpoint: settings.logoutEndpoint,
      ...(settings.revocationEndpoint ? { revocation_endpoint: settings.revocationEndpoint } : {}),
    },
    settings.clientId,
    settings.clientSecret ? { client_secret: settings.clientSecret } : undefined,
    settings.clientSecret ? oidc.ClientSecretBasic(settings.clientSecret) : oidc.None(),
  );
  // The local provider speaks plain http on loopback; anywhere else openid-client's https-only rule stands.
  const issuer = new URL(settings.issuer);
  if (issuer.protocol === 'http:' && isLoopbackHost(issuer.hostname))
    oidc.allowInsecureRequests(configuration);
  return configuration;
}

let cached: { settings: OidcSettings; configuration: oidc.Configuration } | undefined;

export function getOidcConfiguration(settings: OidcSettings): oidc.Configuration {
  if (cached?.settings !== settings) cached = { settings, configuration: buildOidcConfiguration(settings) };
  return cached.configuration;
}
