import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3Local {
  endpoint: string;
  stop(): Promise<void>;
}

/** The browser PUTs photos straight to the presigned URL, so the bucket must allow the app's origin. */
export function corsConfiguration(appOrigin: string): string {
  return `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>${appOrigin}</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;
}

/**
 * s3rver on a free loopback port (path-style, any S3RVER/S3RVER-signed request), with the photos bucket.
 * Without a directory it keeps its files in a temporary folder that stop() removes.
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
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      await server.close();
      if (!options.directory) await rm(directory, { recursive: true, force: true });
    },
  };
}
