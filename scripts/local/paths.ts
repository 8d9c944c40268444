import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: handler entries and the frontend are found from here, whatever the cwd. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `npm start` keeps its data here (git-ignored); `npm run reset` deletes it. */
export const LOCAL_DATA_DIR = path.join(REPO_ROOT, '.local-data');

/** Wipes the local data: the database, photos and the provider's keys (everyone signs in again). */
export async function wipeLocalData(): Promise<void> {
  await rm(LOCAL_DATA_DIR, { recursive: true, force: true });
}
