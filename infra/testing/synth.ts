import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type Environment } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { readConfig, repoRoot } from '../config';
import { addFescueStacks } from '../fescue-app';
import { FescueStack } from '../fescue-stack';

/** The feature flags cdk.json pins, so that tests build the same template `cdk synth` does. */
const cdkJsonContext = (JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as { context: object })
  .context;

/**
 * Builds the Fescue stack as `cdk synth` would, with extra context. Without a `frontendDist`, it points at
 * a folder that does not exist, so results do not depend on whether someone ran `npm run build`. Lambda
 * bundling is skipped (as `cdk synth --exclusively` does for other stacks): it is most of the synth time, and
 * `npm run synth` exercises it.
 */
export function synthFescue(context: Record<string, unknown> = {}) {
  const app = testApp(context);
  const stack = new FescueStack(app, 'Fescue', { config: readConfig(app.node) });
  const template = Template.fromStack(stack);
  return { app, stack, template };
}

/** The account and region a deploy with credentials would give (the WAF needs them). */
export const deployEnv = { account: '111111111111', region: 'eu-west-1' } as const;

/** Every stack of the app as infra/app.ts builds them (with `waf: true`, the FescueWaf stack too). */
export function synthFescueApp(
  context: Record<string, unknown> = {},
  env: Environment | undefined = deployEnv,
) {
  const app = testApp(context);
  const stacks = addFescueStacks(app, readConfig(app.node), env);
  return {
    app,
    stacks,
    template: Template.fromStack(stacks.fescue),
    wafTemplate: stacks.waf ? Template.fromStack(stacks.waf) : undefined,
  };
}

function testApp(context: Record<string, unknown>): App {
  return new App({
    context: {
      ...cdkJsonContext,
      'aws:cdk:bundling-stacks': [],
      frontendDist: join(repoRoot, 'infra', 'testing', 'no-build'),
      ...context,
    },
  });
}

/** Context of a deployment with a custom domain and Google sign-in. */
export const customDomainWithGoogle = {
  domainName: 'golf.example.com',
  certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/00000000-0000-0000-0000-000000000000',
  googleClientId: 'google-client-id.apps.googleusercontent.com',
  googleClientSecretName: 'fescue/google-client-secret',
} as const;

/** A stand-in for `npm run build` output: index.html plus one hashed asset, in a fresh temp folder. */
export function fakeFrontendBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fescue-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><script type="module" src="/assets/index-abc123.js"></script>',
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("fescue");');
  // The build's precompressed copies (for the local server).
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), 'brotli');
  writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), 'gzip');
  return dir;
}
