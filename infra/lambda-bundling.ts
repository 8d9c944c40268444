import type { BuildOptions } from 'esbuild';

/**
 * Packages left out of every bundle and shipped beside it in `node_modules/`, loaded by the code on first use
 * (with `createRequire`), so that they cost no cold start where they are not used. The time-zone map (about
 * 73 kB, a quarter of a bundle) is needed only when a course is stored or an old course link is read
 * (functions/lib/time-zone.ts). Nothing outside this list may be loaded that way.
 */
/**
 * The goal for every Lambda bundle, minified (docs/performance.md#goals); `npm run bench` prints each against it
 * and infra/lambda-bundles.test.ts fails naming any bundle over it.
 */
export const BUNDLE_LIMIT_BYTES = 300_000;

/**
 * The Lambdas that are not endpoint groups (infra/ghin-sync.ts), bundled with the same options: measured and
 * held to the same goal as the groups (functions/endpoint-groups.ts).
 */
export const jobEntries = {
  'ghin-dispatcher': 'functions/ghin/jobs/dispatcher.ts',
  'ghin-worker': 'functions/ghin/jobs/worker.ts',
} as const;

export const packagesLoadedOnUse = ['@photostructure/tz-lookup'] as const;

/**
 * The package.json "imports" condition under which a Lambda bundle takes a module's Lambda variant: the
 * country rows (`#shared/geo/country-rows`) are then read from a data file on the first country lookup
 * instead of being bundled (23 kB in every group that stores or places a course), and so are the continents
 * by country code (`#shared/geo/continent-table`, 3 kB) and the cities' and US states' centres
 * (`#shared/geo/centroid-tables`, 3 kB).
 */
export const LAMBDA_CONDITION = 'fescue-lambda';

/**
 * Repository-relative data files shipped beside every bundle in `data/` (where readDataFile finds them), for
 * the Lambda variants above.
 */
export const dataFilesLoadedOnUse = [
  'shared/geo/country-rows.json',
  'shared/geo/continent-table.json',
  'shared/geo/centroid-tables.json',
] as const;

/**
 * esbuild options for every Lambda bundle, kept free of CDK imports so that `npm run bench` bundles each
 * endpoint group with exactly the options the deployed functions use (infra/constructs/fescue-function.ts
 * maps them onto NodejsFunction's bundling props). Use: `build({ ...lambdaBundling, entryPoints, outdir })`.
 */
export const lambdaBundling = {
  bundle: true,
  platform: 'node',
  target: 'node24',
  // ESM lets esbuild tree-shake the ESM builds of our dependencies.
  format: 'esm',
  outExtension: { '.js': '.mjs' },
  mainFields: ['module', 'main'],
  // Setting conditions replaces esbuild's default ones, of which `module` is the one to keep.
  conditions: [LAMBDA_CONDITION, 'module'],
  minify: true,
  sourcemap: true,
  // Stack traces map back to TypeScript; the sources themselves need not ship.
  sourcesContent: false,
  // The nodejs24.x runtime provides AWS SDK v3; bundling it would only add size and cold-start time.
  external: ['@aws-sdk/*', ...packagesLoadedOnUse],
  // Some CommonJS dependencies call require() for Node built-ins, which an ES module lacks.
  banner: {
    js: "import { createRequire as __fescueCreateRequire } from 'node:module'; const require = __fescueCreateRequire(import.meta.url);",
  },
} satisfies BuildOptions;
