/**
 * npm run seed:catalog: loads the seed catalog into the deployed table. Reads TABLE_NAME and uses the
 * default AWS credentials and region (AWS_PROFILE, AWS_REGION...). Safe to run again: unchanged courses are
 * skipped. The functions' configuration also requires the OIDC settings, which this script does not use.
 */
import { ENV } from '../../functions/lib/config';
import { loadSeedCatalog } from './load-catalog';

if (!process.env[ENV.TABLE_NAME]) {
  console.error('Set TABLE_NAME to the Fescue table name (a stack output), then run again.');
  process.exit(1);
}
// The loader shares the functions' configuration module, which expects these; they play no part here.
for (const name of [
  ENV.OIDC_ISSUER,
  ENV.OIDC_CLIENT_ID,
  ENV.OIDC_AUTHORIZATION_ENDPOINT,
  ENV.OIDC_TOKEN_ENDPOINT,
  ENV.OIDC_JWKS_URI,
  ENV.OIDC_LOGOUT_ENDPOINT,
]) {
  process.env[name] ??= 'unused-by-the-catalog-seed';
}

const started = Date.now();
const result = await loadSeedCatalog();
console.log(
  `Catalog: ${result.total} courses, ${result.written} written, ${result.unchanged} unchanged ` +
    `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
if (result.nameClaimedElsewhere.length > 0) {
  console.warn(`Name already claimed by another course: ${result.nameClaimedElsewhere.join(', ')}`);
}
