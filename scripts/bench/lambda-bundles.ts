import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { endpointGroups } from '../../functions/endpoint-groups';
import { dataFilesLoadedOnUse, jobEntries, lambdaBundling } from '../../infra/lambda-bundling';
import { median } from './stats';

const outRoot = resolve('.bench/lambda');

/**
 * One cold start of a bundle: its import in a fresh Node process, as the Lambda runtime does. Wall time, and
 * the CPU time (user + system) the import took in that process: on a machine shared with other work the wall
 * time counts the time spent waiting for a core, the CPU time mostly does not, so the ratios use it.
 */
function initTime(bundleFile: string, label: string): { wallMs: number; cpuMs: number } {
  const probe =
    `const c = process.cpuUsage(); const t = performance.now(); ` +
    `await import(${JSON.stringify(pathToFileURL(bundleFile).href)}); ` +
    `const wallMs = performance.now() - t; const u = process.cpuUsage(c); ` +
    `console.log(JSON.stringify({ wallMs, cpuMs: (u.user + u.system) / 1000 }));`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', probe], {
    encoding: 'utf8',
    env: { ...process.env, AWS_REGION: 'us-east-1' },
  });
  if (child.status !== 0) throw new Error(`Importing the ${label} bundle failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '') as { wallMs: number; cpuMs: number };
}

/**
 * The smallest handler a Fescue Lambda could be: it imports the DynamoDB document client and nothing else
 * (the floor of init). Bundled with the same options as the real groups.
 */
const BASELINE_HANDLER = `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
export const handler = async () => ({ statusCode: 200, body: String(typeof client.send) });
`;

/**
 * Bundles each endpoint group's Lambda and the GHIN jobs' with the deployed esbuild options and measures its size, then its init
 * time: the import of the bundle in a fresh Node process (the AWS SDK, external as in Lambda, is imported from
 * node_modules). The baseline handler's init is measured in the same rounds, alternating with the groups',
 * so each group's init is also given as a ratio to it: the machines are noisy, the ratio less so.
 */
export async function measureLambdaBundles(initRuns = 9) {
  await rm(outRoot, { recursive: true, force: true });
  const baselineDir = join(outRoot, 'baseline');
  await mkdir(baselineDir, { recursive: true });
  const baselineEntry = join(baselineDir, 'entry.ts');
  await writeFile(baselineEntry, BASELINE_HANDLER);
  await build({
    ...lambdaBundling,
    entryPoints: { index: baselineEntry },
    outdir: baselineDir,
    logLevel: 'error',
  });
  const baselineFile = join(baselineDir, 'index.mjs');
  const baselineCode = await readFile(baselineFile);

  const results = [];
  const baselineInits: { wallMs: number; cpuMs: number }[] = [];
  const entries = [
    ...Object.entries(endpointGroups).map(([group, { entry }]) => [group, entry] as const),
    ...Object.entries(jobEntries),
  ];
  for (const [group, entry] of entries) {
    const outdir = join(outRoot, group);
    await mkdir(join(outdir, 'data'), { recursive: true });
    await build({ ...lambdaBundling, entryPoints: { index: entry }, outdir, logLevel: 'error' });
    // Beside the bundle as in the deployed asset (functions/lib/data-files.ts), though no init reads them.
    for (const file of dataFilesLoadedOnUse) await copyFile(file, join(outdir, 'data', basename(file)));
    const code = await readFile(join(outdir, 'index.mjs'));
    type Init = { wallMs: number; cpuMs: number };
    const inits: Init[] = [];
    const baseline: Init[] = [];
    for (let run = 0; run < initRuns; run += 1) {
      // Alternate which goes first, so a burst of load falls on both alike.
      const ownFirst = run % 2 === 0;
      const first = ownFirst
        ? initTime(join(outdir, 'index.mjs'), group)
        : initTime(baselineFile, 'baseline');
      const second = ownFirst
        ? initTime(baselineFile, 'baseline')
        : initTime(join(outdir, 'index.mjs'), group);
      inits.push(ownFirst ? first : second);
      baseline.push(ownFirst ? second : first);
    }
    baselineInits.push(...baseline);
    results.push({
      group,
      minified: code.length,
      gzip: gzipSync(code, { level: 9 }).length,
      initMs: median(inits.map((init) => init.wallMs)),
      initCpuMs: median(inits.map((init) => init.cpuMs)),
      /** The group's init CPU time over the baseline's, measured alternately in the same runs. */
      initRatio: median(inits.map((init) => init.cpuMs)) / median(baseline.map((init) => init.cpuMs)),
      /** The same by wall time (the figure the load moves most). */
      initWallRatio: median(inits.map((init) => init.wallMs)) / median(baseline.map((init) => init.wallMs)),
    });
  }
  return {
    baseline: {
      minified: baselineCode.length,
      gzip: gzipSync(baselineCode, { level: 9 }).length,
      initMs: median(baselineInits.map((init) => init.wallMs)),
      initCpuMs: median(baselineInits.map((init) => init.cpuMs)),
    },
    groups: results,
  };
}
