import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Three projects: fast units beside the code, integration tests against the local emulators
// (started once by a global setup), and CDK assertion tests (slow to import aws-cdk-lib).
export default defineConfig({
  test: {
    projects: [
      {
        // `@/...` is frontend/src, as in frontend/vite-aliases.ts (inlined: Vite's config loader prefers no
        // extensionless imports here).
        resolve: {
          alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./frontend/src/', import.meta.url)) }],
        },
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'scripts/**/*.test.ts',
            'frontend/src/**/*.test.{ts,tsx}',
          ],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          environment: 'node',
          // Handlers log refused requests by design; in unit tests those lines only hide the results.
          env: { POWERTOOLS_LOG_LEVEL: 'SILENT' },
        },
      },
      {
        test: {
          name: 'int',
          include: ['functions/**/*.int.test.ts', 'scripts/**/*.int.test.ts'],
          globalSetup: ['scripts/local/test-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
    ],
  },
});
