import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LocalStackError } from './errors';

const LOCK_FILE = 'stack.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live stack using the folder, if any (a lock left by a killed process does not count). */
export async function dataDirOwner(dataDir: string): Promise<number | undefined> {
  try {
    const pid = Number((await readFile(path.join(dataDir, LOCK_FILE), 'utf8')).trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Two stacks on one data folder would share DynamoDB Local's database file underneath each other; the
 * second one is refused with a message instead. Returns the release function.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  const owner = await dataDirOwner(dataDir);
  if (owner) {
    throw new LocalStackError(
      `Another Fescue stack (process ${owner}) is using ${dataDir}. Stop it first (Ctrl-C in its terminal).`,
    );
  }
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  await writeFile(file, String(process.pid));
  return () => rm(file, { force: true });
}
