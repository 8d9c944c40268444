/**
 * npm run lighthouse: the Lighthouse part of the bench on its own (builds the frontend first). LIGHTHOUSE_RUNS
 * (default 3) runs per page; LIGHTHOUSE_PAGES (say map,passport) the pages measured; BENCH_PORT picks the stack's port (default: a free one); CHROME_PATH the browser;
 * LIGHTHOUSE_DIST measures another build as it is (no build here), e.g. main's for a before figure.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { buildFrontend } from '../build/build-frontend';
import { REPO_ROOT } from '../local/paths';
import { measureLighthouse } from './lighthouse';
import { formatLighthousePage } from './lighthouse-summary';

if (!process.env.LIGHTHOUSE_DIST) {
  await buildFrontend(REPO_ROOT, 'error');
}

const figures = await measureLighthouse();
console.log(
  'Lighthouse 13, mobile preset with the CPU slowdown calibrated to this host (docs/performance.md), built app ' +
    'on the local stack (median run by performance)',
);
for (const page of figures) console.log(formatLighthousePage(page));

await mkdir('.bench', { recursive: true });
await writeFile('.bench/lighthouse.json', JSON.stringify(figures, null, 2));
console.log('\nFigures written to .bench/lighthouse.json');
