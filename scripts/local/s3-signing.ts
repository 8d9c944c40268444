import { Hash } from '@smithy/core/serde';
import { SignatureV4 } from '@smithy/signature-v4';
import { LOCAL_S3_CREDENTIALS } from '../../functions/lib/local-s3-credentials';
import { LOCAL_REGION } from './dynamodb-local';

/**
 * The AWS SDK's own SigV4 signer set up as S3 uses it (no double-encoded path), with the local stack's
 * credentials: the S3 guard recomputes signatures with it, and the /photos proxy signs its reads with it.
 */
export function localS3Signer(): SignatureV4 {
  return new SignatureV4({
    service: 's3',
    region: LOCAL_REGION,
    credentials: LOCAL_S3_CREDENTIALS,
    sha256: Hash.bind(null, 'sha256'),
    uriEscapePath: false,
  });
}

/** The request fields SigV4 reads; the signer takes and returns this shape. */
export interface SignableRequest {
  method: string;
  protocol: string;
  hostname: string;
  port?: number;
  path: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
}

/**
 * Signs a request to the local S3 in the header form the SDK uses (Authorization, x-amz-date, payload hash
 * of an empty body): what CloudFront's origin access control does for /photos/* in AWS.
 */
export async function signLocalS3Request(
  url: URL,
  method: string,
  headers: Record<string, string> = {},
): Promise<Record<string, string>> {
  const request: SignableRequest = {
    method,
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: {
      ...headers,
      host: url.host,
      'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    },
  };
  const signed = await localS3Signer().sign(request);
  return signed.headers;
}
