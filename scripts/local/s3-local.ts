import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { PHOTO_UPLOAD_CORS } from '../../infra/photo-upload-cors';
import { startS3Guard } from './s3-guard';

export interface S3Local {
  /** The guard in front of s3rver: the only address the handlers, the browser and /photos are given. */
  endpoint: string;
  stop(): Promise<void>;
}

/** The photos bucket's CORS rule as in AWS (infra/photo-upload-cors.ts), for the app's local origin. */
export function corsConfiguration(appOrigin: string): string {
  const rule = PHOTO_UPLOAD_CORS;
  const lines = [
    `<AllowedOrigin>${appOrigin}</AllowedOrigin>`,
    ...rule.allowedMethods.map((method) => `<AllowedMethod>${method}</AllowedMethod>`),
    ...rule.allowedHeaders.map((header) => `<AllowedHeader>${header}</AllowedHeader>`),
    ...rule.exposedHeaders.map((header) => `<ExposeHeader>${header}</ExposeHeader>`),
    `<MaxAgeSeconds>${rule.maxAgeSeconds}</MaxAgeSeconds>`,
  ];
  return `<CORSConfiguration><CORSRule>${lines.join('')}</CORSRule></CORSConfiguration>`;
}

/**
 * s3rver on a free loopback port (path-style), with the photos bucket, behind the S3 guard
 * (s3-guard.ts), which refuses what S3 refuses and s3rver does not: unsigned, mis-signed and expired
 * requests. Without a directory it keeps its files in a temporary folder that stop() removes.
 */
export async function startS3Local(options: {
  directory?: string;
  bucket: string;
  appOrigin: string;
}): Promise<S3Local> {
  const directory = options.directory ?? (await mkdtemp(path.join(tmpdir(), 'fescue-s3-')));
  await mkdir(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: options.bucket, configs: [corsConfiguration(options.appOrigin)] }],
  });
  const { port } = await server.run();
  const guard = await startS3Guard({
    upstream: `http://127.0.0.1:${port}`,
    corsOrigin: options.appOrigin,
  }).catch(async (error: unknown) => {
    await server.close();
    throw error;
  });
  return {
    endpoint: guard.endpoint,
    async stop() {
      await guard.stop();
      await server.close();
      if (!options.directory) await rm(directory, { recursive: true, force: true });
    },
  };
}
