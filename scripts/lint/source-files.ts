import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, which every path here is relative to. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Where the code is: every folder the lint tests read. */
export const CODE_FOLDERS = ['functions', 'shared', 'frontend/src', 'infra', 'scripts', 'e2e'];

/** Folders that hold no code of ours: dependencies, builds and the local stack's data. */
const SKIP = new Set(['node_modules', 'dist', 'dist-prerender', 'cdk.out', '.local-data']);

/** A TypeScript source (not a declaration file). */
export const isTypeScript = (name: string): boolean => /\.tsx?$/.test(name) && !name.endsWith('.d.ts');

/**
 * The files under `folder` whose name `accepts` (TypeScript sources by default), as posix paths relative to
 * the repository's root, dependencies and builds left out: what the lint tests and the codemods walk.
 */
export function sourceFiles(folder: string, accepts: (name: string) => boolean = isTypeScript): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(REPOSITORY_ROOT, folder), { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(relative, accepts));
    else if (accepts(entry.name)) found.push(relative);
  }
  return found;
}
