import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { endpointGroups } from '../functions/endpoint-groups';
import { BUNDLE_LIMIT_BYTES, jobEntries, lambdaBundling } from './lambda-bundling';

/**
 * The Powertools tracer and the X-Ray SDK it brings (CommonJS, about 120 kB that esbuild cannot trim, and a
 * slower cold start). No Lambda bundles it: Lambda's active tracing records each invocation and slow calls
 * are logged (docs/operations.md, "Traces").
 */
const TRACER_PACKAGES = [
  '@aws-lambda-powertools/tracer',
  'aws-xray-sdk-core',
  'semver',
  'cls-hooked',
  'shimmer',
  'emitter-listener',
  'atomic-batcher',
  '@smithy/service-error-classification',
];

const lambdas = [
  ...Object.entries(endpointGroups).map(([name, { entry }]) => [name, entry] as const),
  ...Object.entries(jobEntries),
];

const built = new Map<string, Promise<{ bytes: number; text: string; metafile: Metafile }>>();
/** Each Lambda's minified bundle (built once), in memory, with the deployed options. */
function bundle(entry: string) {
  if (!built.has(entry)) built.set(entry, buildBundle(entry));
  return built.get(entry) as ReturnType<typeof buildBundle>;
}

async function buildBundle(entry: string): Promise<{ bytes: number; text: string; metafile: Metafile }> {
  const result = await build({
    ...lambdaBundling,
    // The source map is written beside the bundle, not in it: leave it out of the measure.
    sourcemap: false,
    entryPoints: { index: entry },
    outdir: '/tmp/fescue-lambda-bundles-test',
    write: false,
    metafile: true,
    logLevel: 'error',
  });
  const output = result.outputFiles.find((file) => file.path.endsWith('.mjs'));
  if (!output) throw new Error(`No bundle for ${entry}`);
  return { bytes: output.contents.length, text: output.text, metafile: result.metafile };
}

const fromPackages = (metafile: Metafile, packages: readonly string[]) =>
  Object.values(metafile.outputs)
    .flatMap((output) => Object.entries(output.inputs))
    .filter(([path]) => packages.some((name) => path.includes(`node_modules/${name}/`)))
    .reduce((sum, [, input]) => sum + input.bytesInOutput, 0);

describe('Lambda bundles (docs/performance.md#goals)', () => {
  it('keeps every Lambda under 300 kB minified, naming any that grew past it', async () => {
    const over: string[] = [];
    for (const [name, entry] of lambdas) {
      const { bytes } = await bundle(entry);
      if (bytes >= BUNDLE_LIMIT_BYTES) over.push(`${name}: ${(bytes / 1000).toFixed(1)} kB`);
    }
    // Over? `npm run bench -- --only=lambdas` measures them; docs/performance.md says where the bytes went
    // before and what was done about it.
    expect(over).toEqual([]);
  });

  it('ships the country rows beside the bundles, not in them (read on the first country lookup)', async () => {
    const { text } = await bundle(endpointGroups.rounds.entry);
    expect(text).toContain('country-rows.json');
    expect(text).not.toContain('Afghanistan');
  });

  it("ships the continents and the places' centres beside the bundles, not in them", async () => {
    // ghin places the courses a GHIN sync stores and counts continents for the achievements.
    const { text } = await bundle(endpointGroups.ghin.entry);
    const inBundle = (needle: string) => ({ needle, inBundle: text.includes(needle) });
    expect(inBundle('continent-table.json')).toEqual({ needle: 'continent-table.json', inBundle: true });
    expect(inBundle('centroid-tables.json')).toEqual({ needle: 'centroid-tables.json', inBundle: true });
    expect(inBundle('AD:"europe"')).toEqual({ needle: 'AD:"europe"', inBundle: false });
    expect(inBundle('Pennsylvania')).toEqual({ needle: 'Pennsylvania', inBundle: false });
  });

  it("leaves the achievements' screen texts out of a Lambda that only reconciles after its writes", async () => {
    const { text } = await bundle(endpointGroups.ghin.entry);
    expect(text.includes('Passport Stamped')).toBe(true);
    expect(text.includes('Play golf in 2 countries')).toBe(false);
  });

  it('leaves the X-Ray SDK out of every Lambda, the GHIN jobs included', async () => {
    for (const [name, entry] of lambdas) {
      const { metafile } = await bundle(entry);
      expect({ name, bytes: fromPackages(metafile, TRACER_PACKAGES) }).toEqual({ name, bytes: 0 });
    }
  });

  it('loads no S3, Cognito or Secrets Manager SDK at a cold start: they are imported on first use', async () => {
    // About 200 ms, 120 ms and 20 ms of CPU each, which most requests never use (docs/performance.md,
    // "Lambda init"). External to the bundle, so a static import shows as `from"<package>"`.
    const LOADED_ON_USE = [
      '@aws-sdk/client-s3',
      '@aws-sdk/s3-request-presigner',
      '@aws-sdk/client-cognito-identity-provider',
      '@aws-sdk/client-secrets-manager',
    ];
    for (const [name, entry] of lambdas) {
      const { text } = await bundle(entry);
      const atInit = LOADED_ON_USE.filter((pkg) => new RegExp(`from\\s*"${pkg}"`).test(text));
      expect({ name, atInit }).toEqual({ name, atInit: [] });
    }
  });
});
