import type { TestProject } from 'vitest/node';
import { startLocalStack } from './stack';
import type { StackForTests } from './testing';

declare module 'vitest' {
  export interface ProvidedContext {
    fescueStack: StackForTests;
  }
}

/**
 * Integration tests run against one ephemeral stack (in memory, free port, no frontend), seeded, started
 * once for the `int` project and stopped when it ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stack = await startLocalStack({ port: 0, frontend: 'none', seed: true, quiet: true });
  project.provide('fescueStack', {
    url: stack.url,
    directApiUrl: stack.directApiUrl,
    dynamodbEndpoint: stack.dynamodbEndpoint,
    tableName: stack.tableName,
    issuer: stack.oidc.issuer,
    clientId: stack.oidc.clientId,
    s3Endpoint: stack.s3Endpoint,
    photosBucket: stack.photosBucket,
    signingKey: stack.signingKey,
    ghinUrl: stack.ghinUrl,
    handlerEnv: stack.env,
  });
  return () => stack.stop();
}
