import { describe, expect, it } from 'vitest';
import { importLinter } from './planted-imports';

/**
 * The frontend's import boundaries (eslint.config.js: import-x/no-restricted-paths zones and no-cycle), each
 * shown failing on a planted violation: source text linted as if it were a file at the given path, through
 * the repository's own ESLint config.
 */
const problems = importLinter();

// The first lint loads the config and typescript-eslint, and no-cycle reads the modules it follows.
describe('frontend import boundaries', { timeout: 120_000 }, () => {
  it("refuses a feature reaching into another feature's internals, and takes its index.ts", async () => {
    const file = 'frontend/src/features/passport/components/planted.ts';
    expect(
      await problems(
        file,
        "import { useUserStats } from '../../rounds/api/get-user-stats';\nuseUserStats();\n",
      ),
    ).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*features\/rounds through its index\.ts/),
    ]);
    expect(await problems(file, "import { useUserStats } from '../../rounds';\nuseUserStats();\n")).toEqual(
      [],
    );
  });

  it("refuses app/ reaching into a feature's internals, lazily loaded or not", async () => {
    const file = 'frontend/src/app/routes/planted/planted-page.tsx';
    expect(
      await problems(
        file,
        "export const load = () => import('../../../features/rounds/components/round-card');\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: /)]);
    expect(await problems(file, "export { RoundCard } from '../../../features/rounds';\n")).toEqual([]);
  });

  it('refuses shared/ importing a feature or app/', async () => {
    const file = 'frontend/src/shared/lib/planted.ts';
    expect(await problems(file, "export { RoundCard } from '../../features/rounds';\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*shared\/ belongs to no feature/),
    ]);
    expect(await problems(file, "export { App } from '../../app/app';\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*shared\/ belongs to no feature/),
    ]);
  });

  it('refuses a feature importing app/', async () => {
    const file = 'frontend/src/features/rounds/components/planted.ts';
    expect(await problems(file, "export { PageLoading } from '../../../app/shell/page-loading';\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*may not import app\//),
    ]);
  });

  it("holds the same boundaries for @/ aliased imports, and reads #shared/ as the repository's shared/", async () => {
    const file = 'frontend/src/features/passport/components/planted.ts';
    expect(
      await problems(
        file,
        "import { useUserStats } from '@/features/rounds/api/get-user-stats';\nuseUserStats();\n",
      ),
    ).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*features\/rounds through its index\.ts/),
    ]);
    expect(
      await problems(file, "import { useUserStats } from '@/features/rounds';\nuseUserStats();\n"),
    ).toEqual([]);
    expect(
      await problems(
        'frontend/src/shared/lib/planted.ts',
        "export { RoundCard } from '@/features/rounds';\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*shared\/ belongs to no feature/)]);
    expect(
      await problems(file, "import { formatDate } from '#shared/format/date';\nformatDate('2026-01-01');\n"),
    ).toEqual([]);
  });

  it('refuses an import cycle, even one that goes through an index.ts', async () => {
    // The rounds feature's index re-exports this module; importing the index back closes a loop.
    const file = 'frontend/src/features/rounds/api/get-user-stats.ts';
    expect(
      await problems(file, "import { RoundCard } from '..';\nexport const useUserStats = () => RoundCard;\n"),
    ).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  });
});
