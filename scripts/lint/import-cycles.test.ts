import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CODE_FOLDERS, REPOSITORY_ROOT as root, sourceFiles } from './source-files';

/**
 * No import cycles anywhere in the code, type imports included. ESLint's import-x/no-cycle guards the frontend
 * but skips `import type`, and each of the cycles once found (course schema -> passport facts -> championships,
 * continents -> continent table, the handler factory -> session middleware) ran through one. A cycle through
 * types costs nothing at run time, but it ties two modules into one: neither can move or be read alone.
 */

/** The repository file an import names, or null for a package. Path aliases resolve as the tools do. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('#shared/')) base = path.posix.join('shared', specifier.slice('#shared/'.length));
  else if (specifier.startsWith('@/')) base = path.posix.join('frontend/src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(path.join(root, candidate))) return candidate;
  }
  return null;
}

/** Every module a file imports or re-exports, statically or dynamically, types included. */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((imported) => resolveImport(file, imported.fileName))
    .filter((resolved): resolved is string => resolved !== null);
}

/** The cycles of a graph: each strongly connected group of two or more modules, or a module importing itself. */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('import cycles', () => {
  it('finds none in the code, type imports included', { timeout: 120_000 }, () => {
    const files = CODE_FOLDERS.flatMap((folder) => sourceFiles(folder));
    expect(files.length).toBeGreaterThan(500);
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    // The graph is real: the handler factory's own imports are in it.
    expect(graph.get('functions/lib/http/http-handler.ts')).toContain('functions/lib/http/error-handler.ts');
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('catches a cycle through a type import, a longer ring and a self-import, and passes a chain', () => {
    const typeCycle = [
      "import type { HandlerContext } from '../http/http-handler';",
      "import { sessionMiddleware } from '../session/session-middleware';",
    ];
    const graph = new Map([
      ['functions/lib/session/session-middleware.ts', [typeCycle[0]!]],
      ['functions/lib/http/http-handler.ts', [typeCycle[1]!]],
    ]);
    const resolved = new Map(
      [...graph].map(([file, lines]) => [
        file,
        lines.flatMap((line) =>
          ts
            .preProcessFile(line, true, true)
            .importedFiles.map((imported) => resolveImport(file, imported.fileName) ?? ''),
        ),
      ]),
    );
    expect(cyclesOf(resolved)).toEqual([
      ['functions/lib/http/http-handler.ts', 'functions/lib/session/session-middleware.ts'],
    ]);
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['d']],
          ['e', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c'], ['d']]);
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toEqual([]);
  });
});
