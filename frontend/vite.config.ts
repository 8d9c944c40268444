import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config';
import { SHELL_MODULE } from '../scripts/build/prerender-screens';
import { PRERENDERED_SCREENS } from '../shared/web/prerendered-screens';
import { frontendAliases } from './vite-aliases';

/**
 * Fewer, larger chunks. Left alone, the lazy screens split into about 150 files, most near 1 kB, and a screen
 * waited on some 80 requests in a row (six at a time over HTTP/1.1 locally). Grouped: the first load's modules
 * in four chunks (React DOM, React and the router, the other packages, the app), the icons in one, and what two
 * or more screens share cut by what needs them: zod, the contract schemas by file and the rest of shared/ by
 * folder (every signed-in screen parses its data), what the first screens import (`shared-<folder>`), the forms
 * of the dialogs (downloaded when one first opens; react-hook-form and the round form's fields), and the rest
 * (`shared-more`). One catch-all chunk made the Passport and the dashboard download 312 kB of forms they do not
 * show before their first paint. The first screens' shared code is in some forty small chunks rather than
 * three large ones because a prerendered page's boot script evaluates one chunk per task: a 180 kB chunk was
 * one task of 27-35 ms here, a quarter of a second on the simulated phone (docs/performance.md).
 * MapLibre (with the map view) and the CSV parser stay apart, loaded only by what draws a map or reads a file.
 */
const loadsOnDemandOnly =
  /[\\/](maplibre-gl|@vis\.gl|papaparse)[\\/]|[\\/]features[\\/]map[\\/]components[\\/]map-view/;
const schemas =
  /[\\/]node_modules[\\/]zod[\\/]|^(?!.*[\\/]frontend[\\/]).*[\\/]shared[\\/](schemas|geo)[\\/]/;
const dialogForms =
  /[\\/](react-hook-form|@hookform)[\\/]|[\\/]frontend[\\/]src[\\/](features[\\/](round-form[\\/](fields|components[\\/](experience-rating-dialog|form-controls)|round-form)|course-picker[\\/]components|round-export)|shared[\\/]country-input)/;
/** `schemas-<file>` (shared/schemas/round.ts: schemas-round) or `schemas-geo`. */
function schemaChunkName(id: string): string {
  const file = /[\\/]shared[\\/]schemas[\\/]([^\\/]+)\.ts$/.exec(id)?.[1];
  return file ? `schemas-${file}` : 'schemas-geo';
}

/** The project's shared/ folder outside the contracts (shared/schemas): shared/courses, shared/geo... */
const projectModules = /^(?!.*[\\/]frontend[\\/]).*[\\/]shared[\\/](?!schemas[\\/])[^\\/]+[\\/]/;

/** `project-<folder>`: shared/courses/normalize.ts goes to project-courses. */
function projectChunkName(id: string): string {
  return `project-${/[\\/]shared[\\/]([^\\/]+)[\\/][^\\/]*$/.exec(id)?.[1] ?? 'other'}`;
}

/** `shared-<folder>`: the first screens' shared modules by their folder under frontend/src (or `shared-packages`). */
function sharedChunkName(id: string): string {
  const parts = /[\\/]frontend[\\/]src[\\/]([^\\/]+)[\\/](?:([^\\/]+)[\\/])?/.exec(id);
  if (!parts) return /[\\/]node_modules[\\/]/.test(id) ? 'shared-packages' : 'shared-project';
  return `shared-${parts[1]}${parts[2] ? `-${parts[2]}` : ''}`;
}

const codeSplitting = {
  groups: [
    // The first load's code in a few chunks rather than one: a prerendered page's boot script evaluates them
    // one per task (scripts/build/prerender-screens.ts), and one chunk of React, the router and the app was a
    // task that a slow phone's main thread spent 250 ms and more on (docs/performance.md, "Module evaluation").
    {
      name: 'react-dom',
      tags: ['$initial' as const],
      test: /[\\/]node_modules[\\/]react-dom[\\/]|[\\/]src[\\/]app[\\/]react-dom-client\.ts$/,
      priority: 9,
    },
    {
      name: 'react',
      tags: ['$initial' as const],
      test: /[\\/]node_modules[\\/](react|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
      priority: 8,
    },
    { name: 'vendor', tags: ['$initial' as const], test: /[\\/]node_modules[\\/]/, priority: 7 },
    { name: 'app', tags: ['$initial' as const], priority: 6 },
    { name: 'icons', test: /[\\/]lucide-react[\\/]/, priority: 5 },
    // One chunk per contract file (and zod on its own), not one for all: the boot script evaluates each in
    // its own task, and zod builds a schema's internals as its module runs, so the single chunk was one
    // 27-35 ms task on this host, nine times that on the simulated phone (docs/performance.md).
    // zod itself in two: its core (the schemas' internals) and its classic API with the messages' locale.
    {
      name: 'zod-core',
      test: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]/,
      minShareCount: 2,
      priority: 4.6,
    },
    { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, minShareCount: 2, priority: 4.5 },
    // The course and passport contracts before the folders: the group of a folder that imports one would take
    // it along (shared/collections the course's, shared/sharing the passport's), so that Passport evaluated the
    // collections' and the share links' schemas to read a course and its own answer. Their own imports come
    // with them (the figures, the championships, open data).
    {
      name: schemaChunkName,
      test: /[\\/]shared[\\/]schemas[\\/](course|passport)\.ts$/,
      minShareCount: 2,
      priority: 4.3,
    },
    // What the contracts import from the rest of shared/ (names, countries, achievements' rules...), by folder:
    // captured first, or each would ride in whichever contract's chunk took it along.
    { name: projectChunkName, test: projectModules, minShareCount: 2, priority: 4.2 },
    { name: schemaChunkName, test: schemas, minShareCount: 2, priority: 4 },
    {
      // By folder, for the same reason: the first screens' shared code was one 13-20 ms task.
      name: sharedChunkName,
      minShareCount: 2,
      test: (id: string) =>
        firstScreensModules.has(id) && !loadsOnDemandOnly.test(id) && !dialogForms.test(id),
      priority: 3,
    },
    {
      name: 'shared-more',
      minShareCount: 2,
      test: (id: string) => !loadsOnDemandOnly.test(id) && !dialogForms.test(id),
      priority: 2,
    },
    // After `shared`, so that what the forms share with the screens stays there rather than following them.
    { name: 'dialog-forms', test: dialogForms, minShareCount: 2, priority: 1 },
  ],
};

/**
 * What the first screens (the signed-in shell and the prerendered screens, the pages a golfer lands on) import
 * statically, to their last module: the `shared` chunk holds only these, and what other screens share among
 * themselves (drag and drop, the forms' library, the trip planner's schemas...) goes to `shared-more`. One
 * shared chunk made the dashboard and Passport download and evaluate 40% more code than they run
 * (docs/performance.md, "Module evaluation"). Filled once the module graph is known (buildEnd), before
 * the chunks are made.
 */
const firstScreensModules = new Set<string>();
const FIRST_SCREENS = [SHELL_MODULE, ...PRERENDERED_SCREENS.map((screen) => screen.module)];

function firstScreensGraph(): Plugin {
  return {
    name: 'fescue:first-screens-graph',
    apply: 'build',
    buildEnd() {
      firstScreensModules.clear();
      const ids = [...this.getModuleIds()];
      const queue = FIRST_SCREENS.map((module) => {
        const id = ids.find((candidate) => candidate.endsWith(`/frontend/${module}`));
        if (!id) throw new Error(`The build has no ${module}`);
        return id;
      });
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (firstScreensModules.has(id)) continue;
        firstScreensModules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

/**
 * A feature's index.ts re-exports its public parts; a screen that imports one of them must not carry the others
 * (nor their CSS). The app's own modules run nothing at import but declarations, so an import whose bindings go
 * unused can be dropped; CSS and packages keep the default (kept).
 */
const ownModulesWithoutSideEffects = [
  { test: /[\\/]frontend[\\/]src[\\/](features|shared)[\\/].*\.tsx?$/, sideEffects: false },
];

const frontendRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// The app lives in frontend/ but imports the project's shared/ schemas, so the dev server may read the repo root.
export default defineConfig({
  root: frontendRoot,
  // Brotli and gzip copies of every text asset, made once at build: the local server sends them as CloudFront
  // compresses in AWS (infra/web.ts), so that local figures (npm run lighthouse) mean what a golfer gets. The
  // AWS upload leaves them out; CloudFront compresses on its own.
  plugins: [
    react(),
    firstScreensGraph(),
    VitePWA(pwaOptions),
    compression({
      include: /\.(html|css|js|mjs|json|svg|webmanifest)$/,
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  resolve: { alias: frontendAliases },
  server: { fs: { allow: [repoRoot] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The budget is measured on gzip of the initial JS (npm run bench); this only flags an outlier chunk.
    chunkSizeWarningLimit: 400,
    // Which CSS and chunks each screen needs, for its prerendered page (scripts/build/prerender-screens.ts).
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting },
      treeshake: { moduleSideEffects: ownModulesWithoutSideEffects },
    },
  },
});
