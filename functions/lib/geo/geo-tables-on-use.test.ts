import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { centroidTables as bundledCentroids } from '../../../shared/geo/centroid-tables';
import { continentByCode as bundledContinents } from '../../../shared/geo/continent-table';
import { CENTROID_TABLES_FILE, CONTINENT_TABLE_FILE } from '../data-files';
import { dataFilesLoadedOnUse } from '../../../infra/lambda-bundling';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

function taskRootWith(...files: string[]): string {
  const taskRoot = mkdtempSync(join(tmpdir(), 'fescue-task-root-'));
  mkdirSync(join(taskRoot, 'data'));
  for (const file of files) copyFileSync(file, join(taskRoot, 'data', file.split('/').pop() as string));
  return taskRoot;
}

describe('the Lambda variants of the continent table and the centroid tables', () => {
  it('ships both files beside every bundle', () => {
    expect(dataFilesLoadedOnUse).toEqual(
      expect.arrayContaining([CONTINENT_TABLE_FILE, CENTROID_TABLES_FILE]),
    );
  });

  it('reads the continents shipped in data/ beside the bundle, the same table the browser bundles', async () => {
    vi.stubEnv('LAMBDA_TASK_ROOT', taskRootWith(CONTINENT_TABLE_FILE));
    const { continentByCode } = await import('./continent-table-on-use');
    expect(continentByCode()).toEqual(bundledContinents());
    expect(continentByCode().KE).toBe('africa');
  });

  it('reads the centres shipped in data/ beside the bundle, the same tables the browser bundles', async () => {
    vi.stubEnv('LAMBDA_TASK_ROOT', taskRootWith(CENTROID_TABLES_FILE));
    const { centroidTables } = await import('./centroid-tables-on-use');
    expect(centroidTables()).toEqual(bundledCentroids());
    expect(centroidTables().usStates.or?.[0]).toBe('Oregon');
    expect(centroidTables().cities['st andrews|scotland']).toEqual([56.34, -2.8]);
  });

  it('fails loudly when the deployment forgot a data file, rather than placing nothing', async () => {
    vi.stubEnv('LAMBDA_TASK_ROOT', taskRootWith());
    const { continentByCode } = await import('./continent-table-on-use');
    const { centroidTables } = await import('./centroid-tables-on-use');
    expect(() => continentByCode()).toThrow(/ENOENT/);
    expect(() => centroidTables()).toThrow(/ENOENT/);
  });
});
