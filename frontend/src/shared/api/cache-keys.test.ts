import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ALL_ROUNDS_KEY, cacheKeyFamilies, cacheKeys, familiesOf, isDerivedFromRounds } from './cache-keys';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CACHE_KEYS_MODULE = path.join(SRC, 'shared/api/cache-keys.ts');
/** The SWR hooks that keep what they read in the cache, by the module their default export comes from. */
const READING_HOOKS = new Set(['swr', 'swr/immutable', 'swr/infinite']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.testing\.ts$/.test(entry.name) ? [file] : [];
  });
}

const parsed = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    parsed.set(file, source);
  }
  return source;
}

function resolveModule(from: string, specifier: string): string | undefined {
  // `@/…` is the frontend's own source (the Vite alias and tsconfig path); other bare names are packages.
  if (!specifier.startsWith('.') && !specifier.startsWith('@/')) return undefined;
  const base = specifier.startsWith('@/')
    ? path.join(SRC, specifier.slice(2))
    : path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((candidate) => {
    try {
      return readFileSync(candidate) && true;
    } catch {
      return false;
    }
  });
}

function importOf(source: ts.SourceFile, name: string): { module: string; imported: string } | undefined {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      if (element.name.text !== name) continue;
      const module = resolveModule(source.fileName, statement.moduleSpecifier.text);
      if (module) return { module, imported: (element.propertyName ?? element.name).text };
    }
  }
  return undefined;
}

function constantOf(source: ts.SourceFile, name: string): ts.Expression | undefined {
  let found: ts.Expression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name) {
      found ??= node.initializer;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Is `cacheKeys` (in this file) the registry's builders? */
function isRegistry(source: ts.SourceFile, name: string): boolean {
  if (source.fileName === CACHE_KEYS_MODULE) return name === 'cacheKeys';
  const origin = importOf(source, name);
  return origin?.module === CACHE_KEYS_MODULE && origin.imported === 'cacheKeys';
}

/**
 * Why `key` is not a registry key, or null when it is: every value it can take comes from
 * `cacheKeys.<family>` (built or as is), or is null (no request).
 */
function problemOf(key: ts.Expression, source: ts.SourceFile, depth = 0): string | null {
  if (depth > 8) return 'too many hops to follow';
  if (key.kind === ts.SyntaxKind.NullKeyword || key.kind === ts.SyntaxKind.FalseKeyword) return null;
  if (ts.isParenthesizedExpression(key) || ts.isAsExpression(key))
    return problemOf(key.expression, source, depth);
  if (ts.isConditionalExpression(key))
    return problemOf(key.whenTrue, source, depth) ?? problemOf(key.whenFalse, source, depth);
  if (ts.isBinaryExpression(key) && key.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken)
    return problemOf(key.right, source, depth);
  const member = ts.isCallExpression(key) ? key.expression : key;
  if (ts.isPropertyAccessExpression(member) && ts.isIdentifier(member.expression)) {
    if (!isRegistry(source, member.expression.text)) return `${member.expression.text} is not cacheKeys`;
    return member.name.text in cacheKeyFamilies ? null : `cacheKeys has no ${member.name.text}`;
  }
  if (ts.isArrowFunction(key) || ts.isFunctionExpression(key)) {
    // useSWRInfinite's getKey: each key it returns.
    if (!ts.isBlock(key.body)) return problemOf(key.body, source, depth + 1);
    const returned: ts.Expression[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isReturnStatement(node) && node.expression) returned.push(node.expression);
      else if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    ts.forEachChild(key.body, visit);
    return returned.map((value) => problemOf(value, source, depth + 1)).find(Boolean) ?? null;
  }
  if (ts.isIdentifier(key)) {
    if (key.text === 'undefined') return null;
    const local = constantOf(source, key.text);
    if (local && !importOf(source, key.text)) return problemOf(local, source, depth + 1);
    const origin = importOf(source, key.text);
    if (!origin) return `${key.text} is not a constant of this file or an import`;
    const module = parse(origin.module);
    const exported = constantOf(module, origin.imported);
    if (!exported) return `${origin.imported} is not a constant of ${path.relative(SRC, origin.module)}`;
    return problemOf(exported, module, depth + 1);
  }
  return `"${key.getText(source)}" is not built by cacheKeys`;
}

interface HookRead {
  where: string;
  problem: string | null;
}

function hookReads(file: string): HookRead[] {
  const source = parse(file);
  const hooks = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const local = statement.importClause?.name?.text;
    if (local && READING_HOOKS.has(statement.moduleSpecifier.text)) hooks.add(local);
  }
  const reads: HookRead[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && hooks.has(node.expression.text)) {
      const [key] = node.arguments;
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      reads.push({
        where: `${path.relative(SRC, file)}:${line}`,
        problem: key ? problemOf(key, source) : 'no key',
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return reads;
}

/** A key of each family, built with sample arguments. */
function sampleOf(family: (typeof cacheKeyFamilies)[keyof typeof cacheKeyFamilies]): string {
  if (typeof family.key === 'string') return family.key;
  if ('match' in family) return '/assets/course-points-3f2a.json';
  return (family.key as (...args: string[]) => string)(...Array<string>(family.key.length).fill('abc 1'));
}

describe('cache keys', () => {
  it('refuses a hook that reads a key not built by cacheKeys, so no read goes unclassified', () => {
    const reads = sourceFiles(SRC).flatMap(hookReads);
    // The scan does find the app's reads (a broken scan must not pass by finding none).
    expect(reads.length).toBeGreaterThan(30);
    expect(reads.filter((read) => read.problem).map((read) => `${read.where}: ${read.problem}`)).toEqual([]);
  });

  it('catches a read of a key spelled out by hand, a template or an unclassified import', () => {
    const source = (text: string) =>
      ts.createSourceFile(path.join(SRC, 'features/x/api/x.ts'), text, ts.ScriptTarget.Latest, true);
    const keyOf = (file: ts.SourceFile) => {
      const statement = file.statements.at(-1) as ts.ExpressionStatement;
      return (statement.expression as ts.CallExpression).arguments[0] as ts.Expression;
    };
    const planted = [
      "import useSWR from 'swr';\nuseSWR('/api/new-thing', f);",
      "import { cacheKeys } from '../../../shared/api/cache-keys';\nimport useSWR from 'swr';\nuseSWR(`${cacheKeys.userStats}?x`, f);",
      "import { cacheKeys } from './elsewhere';\nimport useSWR from 'swr';\nuseSWR(cacheKeys.userStats, f);",
      "import { cacheKeys } from '../../../shared/api/cache-keys';\nimport useSWR from 'swr';\nuseSWR(cacheKeys.notAFamily, f);",
    ];
    for (const text of planted) {
      const file = source(text);
      expect(problemOf(keyOf(file), file), text).not.toBeNull();
    }
    const fine = source(
      "import { cacheKeys } from '../../../shared/api/cache-keys';\nimport useSWR from 'swr';\nuseSWR(on ? cacheKeys.course(id) : null, f);",
    );
    expect(problemOf(keyOf(fine), fine)).toBeNull();
  });

  it('recognises each family by its own keys, and families sharing a path agree', () => {
    for (const [name, family] of Object.entries(cacheKeyFamilies)) {
      const sample = sampleOf(family);
      const families = familiesOf(sample);
      expect(families, `${name}: ${sample}`).toContain(name);
      for (const other of families) {
        expect(cacheKeyFamilies[other].derivedFromRounds, `${name} and ${other} share ${sample}`).toBe(
          family.derivedFromRounds,
        );
      }
    }
  });

  it('counts as derived from rounds what a round changes, and not the profile, events or GHIN history', () => {
    const derived = [
      ALL_ROUNDS_KEY,
      cacheKeys.rounds('withPhoto=true&limit=24'),
      cacheKeys.recentRounds,
      cacheKeys.userStats,
      cacheKeys.architectStats,
      cacheKeys.passport('2026-12-06'),
      cacheKeys.bucketList(20),
      cacheKeys.bucketList(20, 'next page'),
      cacheKeys.myMap,
      cacheKeys.myCourses,
      cacheKeys.course('pebble beach'),
      cacheKeys.myRating('pebble'),
      cacheKeys.achievements,
      cacheKeys.handicapEstimate,
    ];
    const independent = [
      cacheKeys.authUser,
      cacheKeys.user,
      cacheKeys.events,
      cacheKeys.handicapHistory,
      cacheKeys.courseSpelling('pebbel'),
      cacheKeys.externalCourseSearch('pebble'),
      '/api/rounds/01J#delete',
      'not a key at all',
    ];
    expect(derived.filter((key) => !isDerivedFromRounds(key))).toEqual([]);
    expect(independent.filter((key) => isDerivedFromRounds(key))).toEqual([]);
  });
});
