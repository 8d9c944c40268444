import { describe, expect, it } from 'vitest';
import { importLinter } from './planted-imports';

/**
 * The backend's import boundaries (eslint.config.js: backendZones), each shown failing on a planted
 * violation: source text linted as if it were a file at the given path, through the repository's own config.
 */
const problems = importLinter();

describe('backend import boundaries', { timeout: 120_000 }, () => {
  it("refuses a slice reaching into another slice's internals, and takes what that slice makes public", async () => {
    const file = 'functions/community/routes/planted.ts';
    expect(await problems(file, "export { syncGolfer } from '../../ghin/sync/sync-golfer';\n")).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*Import functions\/ghin only through what it makes public/,
      ),
    ]);
    expect(await problems(file, "export { getUserById } from '../../users/users-repository';\n")).toEqual([]);
  });

  it('lets any slice use the shared infrastructure, functions/lib and functions/data', async () => {
    const file = 'functions/bucket-list/routes/planted.ts';
    expect(
      await problems(
        file,
        "export { json } from '../../lib/http/responses';\nexport { queryPages } from '../../data/query-pages';\n",
      ),
    ).toEqual([]);
  });

  it('refuses code that ships importing scripts/, tests excepted', async () => {
    expect(
      await problems(
        'functions/courses/planted.ts',
        "export { startLocalStack } from '../../scripts/local/stack';\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*functions\/ ships to Lambda/)]);
    expect(
      await problems(
        'functions/courses/planted.int.test.ts',
        "export { startLocalStack } from '../../scripts/local/stack';\n",
      ),
    ).toEqual([]);
  });

  it('refuses a catch below the routes that tests for an HTTP error a repository no longer throws', async () => {
    const refusals = importLinter(/^no-restricted-syntax$/);
    const reading = (name: string) =>
      `import { ${name} } from '../../lib/errors';\nexport const raced = (error: unknown) => error instanceof ${name};\n`;
    expect(await refusals('functions/rounds/import/planted.ts', reading('ConflictError'))).toEqual([
      expect.stringMatching(/^no-restricted-syntax: .*test for NotFound, Conflict, LimitReached or Invalid/),
    ]);
    expect(await refusals('functions/rounds/import/planted.ts', reading('Conflict'))).toEqual([]);
  });
});
