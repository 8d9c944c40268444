import { ENV } from '../../functions/lib/config';

/**
 * The operator scripts (seed:catalog, import-rankings) reuse the functions' data layer, whose configuration
 * also requires the sign-in settings. They play no part in these scripts, so they are filled with a marker
 * unless set. TABLE_NAME must be set by the operator.
 */
export function prepareScriptEnvironment(usage: string): void {
  if (!process.env[ENV.TABLE_NAME]) {
    console.error(usage);
    process.exit(1);
  }
  for (const name of [
    ENV.OIDC_ISSUER,
    ENV.OIDC_CLIENT_ID,
    ENV.OIDC_AUTHORIZATION_ENDPOINT,
    ENV.OIDC_TOKEN_ENDPOINT,
    ENV.OIDC_JWKS_URI,
    ENV.OIDC_LOGOUT_ENDPOINT,
  ]) {
    process.env[name] ??= 'unused-by-operator-scripts';
  }
}
