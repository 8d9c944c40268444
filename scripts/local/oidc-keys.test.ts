import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateOidcKeys } from './oidc-keys';

let dataDir: string | undefined;

afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

describe('loadOrCreateOidcKeys', () => {
  it('keeps the signing and cookie keys in the data folder and reads the same ones back', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fescue-keys-'));
    const first = await loadOrCreateOidcKeys(dataDir);
    const again = await loadOrCreateOidcKeys(dataDir);
    expect(again).toEqual(first);
    expect(first.signingKey).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(first.signingKey.d).toEqual(expect.any(String));
    const stored = JSON.parse(await readFile(path.join(dataDir, 'oidc', 'keys.json'), 'utf8')) as unknown;
    expect(stored).toEqual(first);
  });

  it('makes new keys on every start without a data folder', async () => {
    const first = await loadOrCreateOidcKeys(undefined);
    const second = await loadOrCreateOidcKeys(undefined);
    expect(second.signingKey.kid).not.toBe(first.signingKey.kid);
  });
});
