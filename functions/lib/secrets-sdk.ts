import type * as SecretsSdk from '@aws-sdk/client-secrets-manager';

let sdk: Promise<typeof SecretsSdk> | undefined;

/**
 * The Secrets Manager SDK, loaded on first use as the S3 one is (lib/s3-client.ts): importing it takes about
 * 20 ms of CPU, a tenth of a bare document-client handler's cold start. The GolfCourseAPI key and the GHIN
 * operator's login are read only by the routes and runs that use them; the origin check reads its secret on
 * an instance's first request in AWS, so there the load moves from init into that request, beside the
 * secret's own network read (docs/performance.md, "Lambda init"). esbuild leaves the dynamic import of an
 * external package as it is.
 */
export function secretsSdk(): Promise<typeof SecretsSdk> {
  sdk ??= import('@aws-sdk/client-secrets-manager');
  return sdk;
}
