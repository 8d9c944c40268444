import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The frontend's layers (docs/architecture.md, Frontend; frontend/README.md): app/ composes features/, a
 * feature is reached from outside only through its index.ts, shared/ belongs to no feature. Each rule has a
 * planted violation in scripts/lint/frontend-boundaries.test.ts.
 */
const SRC = './frontend/src';
const features = readdirSync(new URL(`${SRC}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const outsideFeature = (name) => [
  `${SRC}/app`,
  `${SRC}/testing`,
  `${SRC}/main.tsx`,
  `${SRC}/sw.ts`,
  ...features.filter((other) => other !== name).map((other) => `${SRC}/features/${other}`),
];
const frontendZones = [
  {
    target: `${SRC}/shared`,
    from: [`${SRC}/features`, `${SRC}/app`],
    message:
      'shared/ belongs to no feature: it may not import features/ or app/. Move the code into the feature.',
  },
  {
    target: `${SRC}/features`,
    from: `${SRC}/app`,
    message: 'A feature may not import app/ (app/ composes features, not the other way round).',
  },
  ...features.map((name) => ({
    target: outsideFeature(name),
    from: `${SRC}/features/${name}`,
    except: ['./index.ts'],
    message: `Import features/${name} through its index.ts (its public surface); export what you need there.`,
  })),
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'cdk.out',
      'frontend/dist',
      '.local-data',
      '.bench',
      'coverage',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Imports flow app -> features -> shared; a feature reaches another only through its index.ts; no cycles.
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files the rules read for their imports (no-cycle follows them), parsed as TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // `#shared/...` resolves through package.json "imports"; `@/...` is frontend/src (frontend/vite-aliases.ts).
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          alias: { '@': [fileURLToPath(new URL('./frontend/src', import.meta.url))] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: frontendZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
