import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countryRows as bundledRows } from '../../../shared/geo/country-rows';
import { COUNTRY_ROWS_FILE } from '../data-files';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the Lambda variant of the country rows', () => {
  it('reads the rows shipped in data/ beside the bundle, the same rows the browser bundles', async () => {
    const taskRoot = mkdtempSync(join(tmpdir(), 'fescue-task-root-'));
    mkdirSync(join(taskRoot, 'data'));
    copyFileSync(COUNTRY_ROWS_FILE, join(taskRoot, 'data', 'country-rows.json'));
    vi.stubEnv('LAMBDA_TASK_ROOT', taskRoot);
    const { countryRows } = await import('./country-rows-on-use');
    expect(countryRows()).toEqual(bundledRows());
    expect(countryRows().find(([name]) => name === 'Scotland')).toBeDefined();
  });

  it('fails loudly when the deployment forgot the data file, rather than knowing no country', async () => {
    vi.stubEnv('LAMBDA_TASK_ROOT', mkdtempSync(join(tmpdir(), 'fescue-task-root-')));
    const { countryRows } = await import('./country-rows-on-use');
    expect(() => countryRows()).toThrow(/ENOENT/);
  });
});
