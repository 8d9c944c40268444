import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readDataFile, readJsonDataFile } from './data-files';

describe('readDataFile', () => {
  afterEach(() => {
    delete process.env.LAMBDA_TASK_ROOT;
  });

  it('reads from the repository outside Lambda', async () => {
    const text = await readDataFile('functions/endpoint-groups.ts');
    expect(text).toContain('export const endpointGroups');
  });

  it('reads from <task root>/data/<file name> in Lambda', async () => {
    const root = await mkdtemp(join(tmpdir(), 'fescue-task-'));
    await mkdir(join(root, 'data'));
    await writeFile(join(root, 'data', 'set.json'), '[{"slug":"from-the-bundle"}]');
    process.env.LAMBDA_TASK_ROOT = root;
    expect(await readJsonDataFile('scripts/catalog/data/set.json')).toEqual([{ slug: 'from-the-bundle' }]);
  });
});
