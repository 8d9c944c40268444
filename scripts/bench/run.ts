/**
 * npm run bench: performance figures, printed (and written to .bench/results.json), never asserted.
 * Goals (docs/performance.md#goals): each Lambda bundle under 300 kB minified with init within 1.5x the bare document-client handler (below); initial
 * frontend JS under 150 kB gzip. Course search, and the trip planner's search around a place, under 50 ms handler time at p99 with 50,000 courses in
 * DynamoDB Local. A golfer with 5,000 rounds over 800 courses: the rounds list, stats, architect stats and
 * the passport each under 300 ms. A rating write and the course page's rating reads, DynamoDB requests and
 * handler time (no goal set; reported). The Full Map's data under 1.5 MB gzip with 50,000 courses, its first
 * rendered frame, and the dashboard's JavaScript without and with the map chunk. The service worker's
 * precache (gzip) and an offline reload of the dashboard in headless Chromium (no goal set; reported).
 * Each 5,000-round route's DynamoDB requests beside its floor (docs/data-model.md, "Floors"),
 * and its handler time as a ratio to the floor's raw requests made in the same run; Lambda init as a ratio to
 * a minimal handler that imports only the DynamoDB document client. Figures seen: docs/performance.md.
 * The figures say whether they hold on this machine today.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { BUNDLE_LIMIT_BYTES } from '../../infra/lambda-bundling';
import { buildFrontend } from '../build/build-frontend';
import { REPO_ROOT } from '../local/paths';
import { measureAuthUserLatency } from './auth-user-load';
import { runCourseSearchInChildProcess } from './course-search';
import { runGhinInChildProcess } from './ghin';
import { runImportsInChildProcess } from './imports';
import { measureInitialFrontendJs } from './frontend-size';
import { measureLambdaBundles } from './lambda-bundles';
import { measureLighthouse } from './lighthouse';
import { formatLighthousePage } from './lighthouse-summary';
import { measureMap } from './map';
import { measureOfflineReload, measurePrecache } from './offline-app';
import { runRatingsInChildProcess } from './ratings';
import { runRounds5000InChildProcess } from './rounds-5000';
import { runTripSearchInChildProcess } from './trip-search';
import { kB, ms } from './stats';

const goal = (ok: boolean) => (ok ? 'meets goal' : 'MISSES GOAL');

/**
 * `npm run bench -- --only=lambdas,rounds` runs some parts (lambdas, frontend, lighthouse, auth, search,
 * trips, rounds, ratings, map, ghin, imports); with no option, every part. (The `--` matters: without it npm keeps the option
 * and every part runs.)
 */
const ALL_PARTS = [
  'lambdas',
  'frontend',
  'lighthouse',
  'auth',
  'search',
  'trips',
  'rounds',
  'ratings',
  'map',
  'ghin',
  'imports',
];
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const parts = new Set(only ? only.split(',') : []);
const wants = (part: string) => parts.size === 0 || parts.has(part);
const results: Record<string, unknown> = {};
/** Set for a part run by the parent below: where its figures go. */
const childResultsFile = process.env.BENCH_PART_RESULTS;
const wanted = ALL_PARTS.filter(wants);

if (!childResultsFile) console.log('Fescue bench\n');

/**
 * Several parts: each runs in a process of its own, one after another, and their figures are merged. The
 * handlers read their configuration once per process, and each part that starts a local stack starts it on
 * new ports; in one process the second stack would be refused ("the handlers were loaded in this process for
 * an earlier stack"). The frontend is built once, here, for every part that measures it.
 */
if (!childResultsFile && wanted.length > 1) {
  if (wanted.some((part) => ['frontend', 'map', 'lighthouse'].includes(part)))
    await buildFrontend(REPO_ROOT, 'error');
  await mkdir('.bench', { recursive: true });
  const merged: Record<string, unknown> = {};
  for (const part of wanted) {
    const file = `.bench/part-${part}.json`;
    const child = spawnSync('npx', ['tsx', 'scripts/bench/run.ts', `--only=${part}`], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_PART_RESULTS: file, BENCH_FRONTEND_BUILT: '1' },
    });
    if (child.status !== 0) throw new Error(`The bench's ${part} part failed (exit ${child.status})`);
    Object.assign(merged, JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>);
  }
  await writeFile('.bench/results.json', JSON.stringify(merged, null, 2));
  console.log('\nFigures written to .bench/results.json');
  process.exit(0);
}

if (wants('lambdas')) {
  const lambdas = await measureLambdaBundles();
  console.log(
    'Lambda bundles (esbuild options of infra/lambda-bundling.ts; init = import in a fresh process, median of 9;\n' +
      'x baseline = init CPU time over that of a minimal handler importing only the DynamoDB document client,\n' +
      "measured alternately, each first in turn; wall-time ratio in brackets: the machine's load moves it most)",
  );
  console.log(
    `  ${'baseline'.padEnd(15)} ${kB(lambdas.baseline.minified).padStart(9)} minified  ${kB(lambdas.baseline.gzip).padStart(8)} gzip  ` +
      `init ${ms(lambdas.baseline.initCpuMs).padStart(8)} CPU ${ms(lambdas.baseline.initMs).padStart(9)} wall`,
  );
  for (const l of lambdas.groups) {
    console.log(
      `  ${l.group.padEnd(15)} ${kB(l.minified).padStart(9)} minified  ${kB(l.gzip).padStart(8)} gzip  ` +
        `init ${ms(l.initCpuMs).padStart(8)} CPU ${ms(l.initMs).padStart(9)} wall  ` +
        `${l.initRatio.toFixed(2)}x baseline (${l.initWallRatio.toFixed(2)}x)  ` +
        `(goal < 300 kB, init < 1.5x baseline: ${goal(l.minified < BUNDLE_LIMIT_BYTES && l.initRatio < 1.5)})`,
    );
  }
  results.lambdas = lambdas;
}

if (wants('frontend') || wants('map') || wants('lighthouse')) {
  if (!process.env.BENCH_FRONTEND_BUILT) await buildFrontend(REPO_ROOT, 'error');
  const frontend = await measureInitialFrontendJs();
  if (wants('frontend')) {
    console.log('\nFrontend initial JS (entry + modulepreloads named by index.html)');
    console.log(
      `  ${frontend.files} files  ${kB(frontend.raw)} raw  ${kB(frontend.gzip)} gzip  (goal < 150 kB gzip: ${goal(frontend.gzip < 150_000)})`,
    );
  }

  results.frontend = frontend;
}

// The worker's precache and the offline reload belong to the frontend part, not to map or lighthouse, so that
// `--only=map` builds the app and measures the map alone.
if (wants('frontend')) {
  const precache = await measurePrecache();
  console.log('\nService worker precache (the app shell and every lazy screen)');
  console.log(`  ${precache.entries} files  ${kB(precache.raw)} raw  ${kB(precache.gzip)} gzip`);
  const offlineReload = await measureOfflineReload();
  console.log(
    '\nOffline reload of the dashboard, headless Chromium at 375 px (shell from the worker, data from IndexedDB)',
  );
  console.log(
    `  ${offlineReload.runs} reloads: time to interactive p50 ${ms(offlineReload.p50)}  max ${ms(offlineReload.max)}  ` +
      `(offline notice shown: ${offlineReload.fromDevice ? 'yes' : 'NO'})`,
  );
  results.precache = precache;
  results.offlineReload = offlineReload;
}

// Lighthouse on the built app (npm run lighthouse runs this part alone).
if (wants('lighthouse')) {
  const lighthouse = await measureLighthouse();
  console.log(
    '\nLighthouse 13, mobile preset, CPU slowdown calibrated to this host, built app on the local stack ' +
      '(goal: performance >= 95, accessibility 100, TBT <= 200 ms)',
  );
  for (const page of lighthouse) console.log(formatLighthousePage(page));
  results.lighthouse = lighthouse;
}

if (wants('auth')) {
  const authUser = await measureAuthUserLatency();
  console.log('\nGET /api/auth/user through the local stack (loopback, bounded load)');
  console.log(
    `  ${authUser.requests} requests at concurrency ${authUser.concurrency}: p50 ${ms(authUser.p50)}  p99 ${ms(authUser.p99)}`,
  );
  results.authUser = authUser;
}

if (wants('search')) {
  const courseSearch = runCourseSearchInChildProcess();
  console.log(
    `\nCourse search, route module in-process against DynamoDB Local (${courseSearch.courses} courses, loaded in ${courseSearch.loadSeconds.toFixed(0)} s)`,
  );
  for (const q of courseSearch.perQuery) {
    console.log(
      `  ${JSON.stringify(q.query).padEnd(16)} p50 ${ms(q.p50).padStart(8)}  p99 ${ms(q.p99).padStart(8)}  ${q.requests} DynamoDB request(s), ${q.hits} hits, first: ${q.first}`,
    );
  }
  const requests = courseSearch.dynamoRequestsPerSearch;
  console.log(
    `  all ${courseSearch.searches} searches: p50 ${ms(courseSearch.p50)}  p99 ${ms(courseSearch.p99)}  ` +
      `DynamoDB requests per search ${requests.min}-${requests.max} (mean ${requests.mean.toFixed(2)})  ` +
      `(goal p99 < 50 ms: ${goal(courseSearch.p99 < 50)})`,
  );

  console.log('  "Did you mean" (GET /api/courses/search/suggestion), asked after a search found nothing:');
  for (const q of courseSearch.spelling) {
    console.log(
      `  ${JSON.stringify(q.query).padEnd(18)} p50 ${ms(q.p50).padStart(8)}  p99 ${ms(q.p99).padStart(8)}  ${q.requests} DynamoDB request(s), suggests ${JSON.stringify(q.suggestion)}`,
    );
  }
  results.courseSearch = courseSearch;
}

if (wants('trips')) {
  const tripSearch = runTripSearchInChildProcess();
  console.log(
    `\nTrip planner's courses near a place, route module in-process against DynamoDB Local (${tripSearch.courses} courses' geo entries, loaded in ${tripSearch.loadSeconds.toFixed(0)} s)`,
  );
  for (const s of tripSearch.perSearch) {
    console.log(
      `  ${s.place.padEnd(11)} ${String(s.radiusMiles).padStart(3)} mi  p50 ${ms(s.p50).padStart(8)}  p99 ${ms(s.p99).padStart(8)}  ${s.requests} DynamoDB request(s), ${s.itemsRead} items read, ${s.found} courses`,
    );
  }
  console.log(
    `  all ${tripSearch.searches} searches: p50 ${ms(tripSearch.p50)}  p99 ${ms(tripSearch.p99)}  ` +
      `(goal p99 < 50 ms: ${goal(tripSearch.p99 < 50)})`,
  );
  results.tripSearch = tripSearch;
}

if (wants('rounds')) {
  const rounds5000 = runRounds5000InChildProcess();
  console.log(
    `\nRounds, route modules in-process against DynamoDB Local (${rounds5000.rounds} rounds over ${rounds5000.courses} courses, loaded in ${rounds5000.loadSeconds.toFixed(0)} s, ${rounds5000.calls} calls each)`,
  );
  console.log(
    '  (floor = the fewest DynamoDB requests the route needs, docs/data-model.md; x floor = handler p50 over the\n' +
      '   p50 of those raw requests made with the bare document client, alternating with the route in this run)',
  );
  for (const r of rounds5000.perRoute) {
    console.log(
      `  ${r.route.padEnd(38)} p50 ${ms(r.p50).padStart(8)}  p99 ${ms(r.p99).padStart(8)}  ` +
        `${r.requests} request(s), floor ${r.floorRequests}  ${(r.p50 / r.floorP50).toFixed(2)}x floor (${ms(r.floorP50)})  ` +
        `(goal < 300 ms: ${goal(r.p99 < 300)})`,
    );
  }
  const { redateAll } = rounds5000;
  console.log(
    `  achievements after an import or GHIN sync (${redateAll.unlocks} unlocks dated again from every round)  ` +
      `p50 ${ms(redateAll.p50)}  p99 ${ms(redateAll.p99)}  (a round logged today dates none)`,
  );
  results.rounds5000 = rounds5000;
}

if (wants('ratings')) {
  const ratings = runRatingsInChildProcess();
  console.log(
    `\nCourse ratings, route modules in-process against DynamoDB Local (one course rated by ${ratings.raters} golfers, ` +
      `${ratings.rankedCourses} more in the Fescue List, loaded in ${ratings.loadSeconds.toFixed(0)} s, ${ratings.calls} calls each)`,
  );
  for (const r of ratings.perRoute) {
    console.log(
      `  ${r.route.padEnd(40)} p50 ${ms(r.p50).padStart(8)}  p99 ${ms(r.p99).padStart(8)}  ${r.requests} DynamoDB request(s) per call`,
    );
  }
  results.ratings = ratings;
}

if (wants('map')) {
  const frontendGzip = (results.frontend as { gzip: number }).gzip;
  const map = await measureMap();
  console.log(
    '\nFull Map (built app in headless Chromium, software WebGL; first frame = first idle frame, median of 3)',
  );
  for (const size of map.sizes) {
    console.log(
      `  ${String(size.courses).padStart(6)} courses: points file ${kB(size.raw)} raw, ${kB(size.gzip)} gzip ` +
        `(goal < 1.5 MB gzip: ${goal(size.gzip < 1_500_000)}); first frame ${ms(size.firstFrameMs)}`,
    );
  }
  console.log(
    `  dashboard: initial JS ${kB(frontendGzip)} gzip + its route chunk ${kB(map.dashboardChunkGzip)} gzip = ` +
      `${kB(frontendGzip + map.dashboardChunkGzip)} without the map; + map chunk ${kB(map.mapChunkGzip)} gzip = ` +
      `${kB(frontendGzip + map.dashboardChunkGzip + map.mapChunkGzip)} with it (basemap data ${kB(map.basemapGzip)} gzip, fetched by the map)`,
  );
  results.map = map;
}

if (wants('ghin')) {
  const ghin = runGhinInChildProcess();
  console.log(
    '\nGHIN sync, sync code in-process against the fake GHIN and DynamoDB Local (no goal set; reported)',
  );
  for (const [label, run] of [
    ['first sync of 100 scores', ghin.firstSync],
    ['second sync, nothing new', ghin.secondSync],
  ] as const) {
    console.log(
      `  ${label.padEnd(28)} ${ms(run.ms).padStart(9)}  ${run.requests} DynamoDB request(s), ${run.roundsCreated} rounds created`,
    );
  }
  console.log(
    `  dispatcher over ${ghin.dispatcher.golfers} golfers with sync on (loaded in ${ghin.dispatcher.loadSeconds.toFixed(0)} s): ` +
      `${ms(ghin.dispatcher.ms)}, ${ghin.dispatcher.pages} index pages, ${ghin.dispatcher.batches} message batches`,
  );
  results.ghin = ghin;
}

if (wants('imports')) {
  const imports = runImportsInChildProcess();
  console.log(
    '\nImports, a generated 18Birdies archive, import code in-process against DynamoDB Local (reported)',
  );
  console.log(
    `  ${imports.rounds} rounds at ${imports.courses} clubs (draft ${kB(imports.draftBytes)}): parse ${ms(imports.parseMs)}, ` +
      `preview ${ms(imports.previewMs)}, import ${ms(imports.importMs)} in ${imports.chunks} chunks ` +
      `(slowest ${ms(imports.slowestChunkMs)}), ${imports.roundsImported} rounds written`,
  );
  const perChunk = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ');
  console.log(
    `  chunks: first ${ms(imports.firstChunkMs)}, last ${ms(imports.lastChunkMs)}; DynamoDB requests per chunk: ` +
      perChunk(imports.requestsPerChunk),
  );
  console.log(
    `  same file again: ${ms(imports.rerunMs)}, ${imports.rerunAdded} rounds added; requests per chunk: ` +
      perChunk(imports.rerunRequestsPerChunk),
  );
  const { worldwide } = imports;
  console.log(
    `  preview's GolfCourseAPI lookup (the local fake): ${worldwide.status}, ${worldwide.searched} searched, ` +
      `${worldwide.notSearched} left for Search… (goals: preview < 10 s, import < 1 min: ` +
      `${goal(imports.previewMs < 10_000 && imports.importMs < 60_000)})`,
  );
  results.imports = imports;
}

await mkdir('.bench', { recursive: true });
await writeFile(childResultsFile ?? '.bench/results.json', JSON.stringify(results, null, 2));
if (!childResultsFile) console.log('\nFigures written to .bench/results.json');
