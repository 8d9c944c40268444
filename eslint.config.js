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

/**
 * The backend's slices (docs/architecture.md, "Backend slices"): one folder per endpoint group under
 * functions/, reached from another slice only through the files it makes public here (its repository and the
 * few helpers others use) or an index.ts. functions/lib and functions/data are shared infrastructure that any
 * slice imports. Not a barrel per slice: a barrel would drag every module's top-level schemas into each
 * importer's Lambda bundle. Tests may reach into any slice to arrange their data. Nothing under functions/
 * that ships imports scripts/ (the tooling). Each rule has a planted violation in
 * scripts/lint/backend-boundaries.test.ts.
 */
const FUNCTIONS = './functions';
const SHARED_INFRA = new Set(['lib', 'data']);
const backendPublic = {
  achievements: [
    'after-write.ts',
    'achievements-repository.ts',
    'reconcile-achievements.ts',
    'round-days.ts',
  ],
  auth: ['login-state.ts', 'session-cookie.ts', 'routes/logout.ts'],
  'bucket-list': ['bucket-list-repository.ts', 'bucket-list-reaction.ts'],
  // The course writes keep the catalog lists' members; trips and the year in golf read a stretch's advance;
  // the sharing module reads an own list's public view.
  collections: [
    'catalog-list-items.ts',
    'catalog-lists-repository.ts',
    'ranking-lists-repository.ts',
    'collections-advanced.ts',
    'public-list-view.ts',
    // The trip planner ranks the golfer's own-list courses after their bucket list.
    'own-list-course-ids.ts',
  ],
  community: ['community-counters.ts', 'events-repository.ts', 'story-reaction.ts'],
  courses: [
    'courses-repository.ts',
    'course-items.ts',
    'course-allowance.ts',
    'custom-course.ts',
    // An import fills an imported card's pars from the course's tee sets (their reads alone).
    'tee-sets/tee-sets-repository.ts',
    'tee-sets/tee-set-reads.ts',
    // An import's preview offers GolfCourseAPI's courses for those the catalog did not match.
    'external/golf-course-api.ts',
    'external/external-course-errors.ts',
    // The geo tallies: read by the trip planner, moved by an import's undo with the course's geo entry.
    'geo-tallies.ts',
  ],
  // A round-write reaction is public to the one list that collects it (functions/rounds/write).
  passport: [
    'course-link-reaction.ts',
    'passport-totals.ts',
    'passport-repository.ts',
    'routes/get-passport.ts',
    'played-course.ts',
    // A shared page shows the Passport as its owner's page computes it (functions/sharing/profile-view.ts).
    'golfer-passport.ts',
  ],
  ratings: [
    'round-reaction.ts',
    'community-ratings-repository.ts',
    'geo-figures.ts',
    'my-rating-repository.ts',
    'rankings-repository.ts',
  ],
  rounds: [
    'photos/index.ts',
    // A share link's preview card is taken and deleted as a round's photo is (not through photos/index.ts,
    // which would bundle the presigner into the sharing function).
    'photos/attach-photo.ts',
    'photos/delete-photo-object.ts',
    'photos/photo-key.ts',
    'rounds-repository.ts',
    'round-totals.ts',
    'build-round.ts',
    'write/write-round.ts',
    'import/import-round-id.ts',
  ],
  // An import's played marks are written with its own batch item.
  played: ['played-repository.ts'],
  // A shared trip's page reads the trip's public view (functions/sharing/public-views.ts).
  trips: ['public-trip-view.ts'],
  // The imported round's batch entry, collected by the round write's list of reactions.
  imports: ['import-batch-reaction.ts'],
  users: ['users-repository.ts'],
  // Delete my account revokes the golfer's links; trips and lists register their shared views.
  sharing: ['share-links-repository.ts', 'public-views.ts'],
  // The Operations page's routes sit in the community group; operator routes audit themselves; round,
  // report and premium writes keep its lists (docs/data-model.md, "Operations").
  operations: [
    'audit-log.ts',
    'operations-repository.ts',
    'catalog-sources.ts',
    'migrations-ledger.ts',
    'routes/get-operations.ts',
    'routes/list-audit-log.ts',
  ],
};
const slices = readdirSync(new URL(FUNCTIONS, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED_INFRA.has(entry.name))
  .map((entry) => entry.name);
const backendZones = [
  ...slices.map((name) => ({
    target: slices.filter((other) => other !== name).map((other) => `${FUNCTIONS}/${other}`),
    from: `${FUNCTIONS}/${name}`,
    except: ['./index.ts', ...(backendPublic[name] ?? []).map((file) => `./${file}`)],
    message:
      `Import functions/${name} only through what it makes public (eslint.config.js, backendPublic): ` +
      'add the module there, or move what both slices need into functions/lib or functions/data.',
  })),
  {
    target: FUNCTIONS,
    from: './scripts',
    message:
      'functions/ ships to Lambda and may not import scripts/ (the tooling); move the code into functions/.',
  },
];

/** `import { z } from 'zod'` keeps every export of zod reachable, its locales too: each Lambda bundle doubled. */
const zodNamespaceOnly = {
  selector:
    "ImportDeclaration[source.value='zod'][importKind!='type'] > :matches(ImportSpecifier[imported.name='z'], ImportDefaultSpecifier)",
  message: "Use the namespace import `import * as z from 'zod'`: the named one bundles all of zod.",
};

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
    // `import { z } from 'zod'` keeps every export of zod reachable, its locales too: each Lambda bundle
    // doubled (about 600 kB against the 300 kB goal, infra/lambda-bundles.test.ts).
    files: ['functions/**/*.ts', 'shared/**/*.ts', 'frontend/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': ['error', zodNamespaceOnly],
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
  {
    // Backend slices reach each other only through their public modules; functions/ never imports scripts/.
    files: ['functions/**/*.ts'],
    ignores: ['functions/**/*.test.ts', 'functions/lib/testing/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: backendZones }],
    },
  },
  {
    // Below the routes a refusal is a domain error (functions/lib/errors.ts: NotFound, Conflict, LimitReached,
    // Invalid), so code that reads one tests for that; a test for the HTTP class would never match.
    files: ['functions/**/*.ts'],
    ignores: ['functions/**/*.test.ts', 'functions/lib/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "BinaryExpression[operator='instanceof'][right.name=/^(NotFoundError|ConflictError|TooManyRequestsError|BadRequestError)$/]",
          message:
            'Repositories and the modules below the routes throw domain errors (lib/errors.ts): test for NotFound, Conflict, LimitReached or Invalid.',
        },
        zodNamespaceOnly,
      ],
    },
  },
);
