import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { endpointGroups } from '../../functions/endpoint-groups';
import { lambdaBundling } from '../../infra/lambda-bundling';
import { median } from './stats';

const outRoot = resolve('.bench/lambda');

/**
 * Bundles each endpoint group's Lambda with the deployed esbuild options and measures its size, then its init
 * time: the import of the bundle in a fresh Node process, as the Lambda runtime does on a cold start (the AWS
 * SDK, external as in Lambda, is imported from node_modules).
 */
export async function measureLambdaBundles(initRuns = 7) {
  await rm(outRoot, { recursive: true, force: true });
  const results = [];
  for (const [group, { entry }] of Object.entries(endpointGroups)) {
    const outdir = join(outRoot, group);
    await mkdir(outdir, { recursive: true });
    await build({ ...lambdaBundling, entryPoints: { index: entry }, outdir, logLevel: 'error' });
    const code = await readFile(join(outdir, 'index.mjs'));
    const bundleUrl = pathToFileURL(join(outdir, 'index.mjs')).href;
    const probe = `const t = performance.now(); await import(${JSON.stringify(bundleUrl)}); console.log(performance.now() - t);`;
    const inits: number[] = [];
    for (let run = 0; run < initRuns; run += 1) {
      const child = spawnSync(process.execPath, ['--input-type=module', '-e', probe], {
        encoding: 'utf8',
        env: { ...process.env, AWS_REGION: 'us-east-1' },
      });
      if (child.status !== 0) throw new Error(`Importing the ${group} bundle failed: ${child.stderr}`);
      inits.push(Number(child.stdout.trim()));
    }
    results.push({
      group,
      minified: code.length,
      gzip: gzipSync(code, { level: 9 }).length,
      initMs: median(inits),
    });
  }
  return results;
}
