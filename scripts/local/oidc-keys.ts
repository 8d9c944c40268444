import { createHash, generateKeyPairSync, randomBytes, type JsonWebKey } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The provider's ID token signing key (a private RSA JWK) and the keys that sign its cookies. */
export interface OidcKeys {
  signingKey: JsonWebKey & { kid: string; alg: 'RS256'; use: 'sig' };
  cookieKeys: string[];
}

function generateKeys(): OidcKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  const kid = createHash('sha256')
    .update(jwk.n ?? '')
    .digest('base64url')
    .slice(0, 16);
  return {
    signingKey: { ...jwk, kid, alg: 'RS256', use: 'sig' },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

function isOidcKeys(value: unknown): value is OidcKeys {
  const keys = value as Partial<OidcKeys> | null;
  return (
    typeof keys?.signingKey?.kid === 'string' &&
    typeof keys.signingKey.d === 'string' &&
    Array.isArray(keys.cookieKeys) &&
    keys.cookieKeys.length > 0
  );
}

/**
 * Kept in the data folder when there is one, so ID tokens in session cookies still verify (and provider
 * cookies still read) after a restart; fresh on every start otherwise.
 */
export async function loadOrCreateOidcKeys(dataDir: string | undefined): Promise<OidcKeys> {
  if (!dataDir) return generateKeys();
  const file = path.join(dataDir, 'oidc', 'keys.json');
  try {
    const stored: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (isOidcKeys(stored)) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !(error instanceof SyntaxError)) throw error;
  }
  const keys = generateKeys();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  return keys;
}
