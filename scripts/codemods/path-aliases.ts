/**
 * Codemod: relative imports that climb into the repository's shared/ become `#shared/...` (Node subpath
 * imports, package.json "imports", which tsx, esbuild, Vite, Vitest and TypeScript's bundler resolution all
 * read), and frontend imports that cross from one area of frontend/src into another (app, a feature, shared,
 * testing) become `@/...` (frontend/vite-aliases.ts for Vite and Vitest, tsconfig.json "paths" for
 * TypeScript, the import-x resolver's alias in eslint.config.js).
 *
 * What stays relative: imports inside shared/ itself, imports within one frontend area (a feature's own files
 * move together), and imports from outside frontend/src into it (scripts/build, e2e).
 *
 *   npx tsx scripts/codemods/path-aliases.ts            # dry run: what would change, per file
 *   npx tsx scripts/codemods/path-aliases.ts --write    # rewrite the files, then run prettier on them
 *   npx tsx scripts/codemods/path-aliases.ts --write <file>...   # only these files
 *
 * Import and export declarations, `import type`, dynamic `import()`, `typeof import()` and vi.mock-style
 * specifiers are all rewritten; a specifier is only rewritten when the file it names exists.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { REPOSITORY_ROOT as root, sourceFiles } from '../lint/source-files';

const FOLDERS = ['functions', 'frontend/src', 'infra', 'scripts', 'e2e'];
const FRONTEND = 'frontend/src';

/** The frontend area a path belongs to: app, features/<name>, shared, testing, or a top-level file. */
function frontendArea(file: string): string | null {
  if (!file.startsWith(`${FRONTEND}/`)) return null;
  const [first, second] = file.slice(FRONTEND.length + 1).split('/');
  if (first === 'features' && second !== undefined) return `features/${second}`;
  return first ?? null;
}

const exists = (base: string, extensions: readonly string[]) =>
  extensions.some((extension) => existsSync(path.join(root, `${base}${extension}`)));

/** The aliased form of a specifier written in `file`, or null to leave it as it is. */
export function aliasFor(file: string, specifier: string): string | null {
  if (!specifier.startsWith('../')) return null;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  if (target.startsWith('shared/') && !file.startsWith('shared/')) {
    // package.json maps "#shared/*" to "./shared/*.ts": only a .ts module can be named this way.
    return exists(target, ['.ts']) ? `#shared/${target.slice('shared/'.length)}` : null;
  }
  const from = frontendArea(file);
  const to = frontendArea(target);
  if (from === null || to === null || from === to) return null;
  const known = exists(target, ['', '.ts', '.tsx', '/index.ts', '/index.tsx']);
  return known ? `@/${target.slice(FRONTEND.length + 1)}` : null;
}

const MOCK_CALL = /\bvi\.(?:mock|doMock|unmock|doUnmock|importActual|importMock)\(\s*(['"])([^'"]+)\1/g;

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The rewritten source of one file, and how many specifiers changed. */
export function rewrite(file: string, source: string): { source: string; changed: number } {
  const edits: Edit[] = [];
  for (const imported of ts.preProcessFile(source, true, true).importedFiles) {
    const alias = aliasFor(file, imported.fileName);
    if (alias === null) continue;
    // `pos` is the string literal's opening quote; its text follows.
    const start = source.slice(imported.pos, imported.pos + 1).match(/['"`]/)
      ? imported.pos + 1
      : imported.pos;
    if (source.slice(start, start + imported.fileName.length) !== imported.fileName) {
      throw new Error(`${file}: cannot place ${imported.fileName} at ${imported.pos}`);
    }
    edits.push({ start, end: start + imported.fileName.length, text: alias });
  }
  for (const match of source.matchAll(MOCK_CALL)) {
    const specifier = match[2]!;
    const alias = aliasFor(file, specifier);
    if (alias === null) continue;
    const start = match.index + match[0].length - 1 - specifier.length;
    if (!edits.some((edit) => edit.start === start))
      edits.push({ start, end: start + specifier.length, text: alias });
  }
  edits.sort((a, b) => b.start - a.start);
  let result = source;
  for (const edit of edits) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return { source: result, changed: edits.length };
}

function main() {
  const write = process.argv.includes('--write');
  // Paths given (relative to the repository) limit the run to those files.
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  let files = 0;
  let specifiers = 0;
  for (const file of FOLDERS.flatMap((folder) => sourceFiles(folder)).filter(
    (file) => only.length === 0 || only.includes(file),
  )) {
    const before = readFileSync(path.join(root, file), 'utf8');
    const { source, changed } = rewrite(file, before);
    if (changed === 0) continue;
    files += 1;
    specifiers += changed;
    if (write) writeFileSync(path.join(root, file), source);
    else console.log(`${file}: ${changed}`);
  }
  console.log(`${write ? 'Rewrote' : 'Would rewrite'} ${specifiers} imports in ${files} files.`);
  if (write) console.log('Next: npx prettier --write $(git diff --name-only -- "*.ts" "*.tsx")');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
