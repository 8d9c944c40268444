import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Reads a data file that an endpoint group declares in `dataFiles` (functions/endpoint-groups.ts).
 * In Lambda the bundling step copies each one to `<task root>/data/<file name>`; locally (the stack, the tests)
 * it is read from the repository where it lives.
 */
export async function readDataFile(repoRelativePath: string): Promise<string> {
  const taskRoot = process.env.LAMBDA_TASK_ROOT;
  const path = taskRoot
    ? join(taskRoot, 'data', basename(repoRelativePath))
    : join(fileURLToPath(new URL('../../', import.meta.url)), repoRelativePath);
  return readFile(path, 'utf8');
}

export async function readJsonDataFile<T>(repoRelativePath: string): Promise<T> {
  return JSON.parse(await readDataFile(repoRelativePath)) as T;
}
