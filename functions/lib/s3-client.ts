import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { getConfig } from './config';
import { LOCAL_S3_CREDENTIALS } from './local-s3-credentials';
import { timeAwsCalls } from './observability';

let client: Promise<S3Client> | undefined;
let sdk: Promise<typeof S3Sdk> | undefined;

/**
 * The S3 SDK, loaded on first use: importing it costs about 200 ms of CPU, as much again as a bare
 * document-client handler's whole cold start, and most requests of the functions that carry photo code never
 * touch S3 (docs/performance.md, "Lambda init measured as CPU time"). esbuild leaves the dynamic import of
 * the external package as it is, so the runtime loads it when a photo route first asks for it. Commands and
 * S3ServiceException are taken from here for the same reason.
 */
export function s3Sdk(): Promise<typeof S3Sdk> {
  sdk ??= import('@aws-sdk/client-s3');
  return sdk;
}

/**
 * Retries of S3 calls (HEAD and first bytes of an upload, deletes, listing): standard mode, 3 attempts. In
 * AWS a silent socket is also cut after 5 s and retried (not against s3rver, slow on a busy laptop). What
 * still fails is answered 503 by the error handler.
 */
const S3_RETRIES = { maxAttempts: 3, retryMode: 'standard' } as const;
const S3_AWS_TIMEOUTS = {
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 5_000, throwOnRequestTimeout: true },
} as const;

/**
 * One S3 client per cold start. Checksums only when an operation requires one: with the SDK's default
 * (WHEN_SUPPORTED) a presigned PUT carries the CRC32 of an empty body, which real S3 rejects for the
 * photo the browser sends. Locally it talks path-style to s3rver.
 */
export function s3Client(): Promise<S3Client> {
  // A failed first build (a configuration error) is not kept: the next call tries again.
  client ??= newS3Client().catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client;
}

async function newS3Client(): Promise<S3Client> {
  const { S3Client } = await s3Sdk();
  const { s3Endpoint } = getConfig();
  const region = process.env.AWS_REGION ?? 'us-east-1';
  return s3Endpoint
    ? new S3Client({
        ...S3_RETRIES,
        region,
        endpoint: s3Endpoint,
        forcePathStyle: true,
        credentials: LOCAL_S3_CREDENTIALS,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      })
    : timeAwsCalls(
        new S3Client({
          ...S3_RETRIES,
          ...S3_AWS_TIMEOUTS,
          region,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }),
      );
}

export function photosBucket(): string {
  const { photosBucket } = getConfig();
  if (!photosBucket) throw new Error('The photos bucket is not configured (PHOTOS_BUCKET)');
  return photosBucket;
}

/** Tests that change the configuration (endpoint) between cases forget the cached client. */
export function resetS3ClientForTests(): void {
  client = undefined;
}
