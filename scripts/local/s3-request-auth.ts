import type { IncomingHttpHeaders } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { LOCAL_S3_CREDENTIALS } from '../../functions/lib/local-s3-credentials';
import { LOCAL_REGION } from './dynamodb-local';
import { localS3Signer, type SignableRequest } from './s3-signing';

/** S3's limits: a presigned URL lives at most a week; a header-signed request may be 15 minutes off. */
const MAX_PRESIGNED_SECONDS = 7 * 24 * 3600;
const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
const PAYLOAD_HASH_HEADER = 'x-amz-content-sha256';

/** What S3 answers a request it refuses: the status and the `<Error>` code and message of its XML body. */
export interface S3Refusal {
  status: number;
  code: string;
  message: string;
}

export type S3AuthResult =
  | {
      ok: true;
      /** The signed payload hash when the body must be checked against it (header-signed with a hash). */
      bodySha256?: string;
    }
  | { ok: false; refusal: S3Refusal };

export interface IncomingS3Request {
  method: string;
  /** The request target as sent: path (still percent-encoded, as signed) and query. */
  url: string;
  headers: IncomingHttpHeaders;
}

const refuse = (status: number, code: string, message: string): S3AuthResult => ({
  ok: false,
  refusal: { status, code, message },
});
const ACCESS_DENIED = refuse(403, 'AccessDenied', 'Access Denied');
const SIGNATURE_MISMATCH = refuse(
  403,
  'SignatureDoesNotMatch',
  'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
);

/** `20260501T120000Z` -> that instant, or undefined when it is not a SigV4 timestamp. */
function parseAmzDate(value: string | undefined): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, ...number[]];
  const date = new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function sameSignature(expected: string | undefined, provided: string): boolean {
  if (!expected || expected.length !== provided.length) return false;
  return timingSafeEqual(Buffer.from(expected), Buffer.from(provided));
}

/** Checks `AKID/20260501/us-east-1/s3/aws4_request` against the local key, the request date and region. */
function checkCredential(credential: string, amzDate: string): S3AuthResult | undefined {
  const [accessKeyId, day, region, service, terminator, ...rest] = credential.split('/');
  if (accessKeyId !== LOCAL_S3_CREDENTIALS.accessKeyId) {
    return refuse(
      403,
      'InvalidAccessKeyId',
      'The AWS Access Key Id you provided does not exist in our records.',
    );
  }
  if (rest.length > 0 || service !== 's3' || terminator !== 'aws4_request' || day !== amzDate.slice(0, 8)) {
    return refuse(400, 'AuthorizationHeaderMalformed', 'The authorization credential scope is malformed.');
  }
  if (region !== LOCAL_REGION) {
    return refuse(
      400,
      'AuthorizationHeaderMalformed',
      `The authorization header is malformed; the region '${region}' is wrong; expecting '${LOCAL_REGION}'`,
    );
  }
  return undefined;
}

function splitTarget(url: string): { path: string; query: Record<string, string | string[]> } {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1))) {
    const existing = query[name];
    query[name] =
      existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return { path, query };
}

/**
 * The headers a signature covers, with the values this request carries, or undefined when one is missing
 * (then the signature cannot match). Node joins repeated headers; S3 would too (comma-separated).
 */
function signedHeaderValues(
  headers: IncomingHttpHeaders,
  names: readonly string[],
): Record<string, string> | undefined {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = headers[name];
    if (value === undefined) return undefined;
    values[name] = Array.isArray(value) ? value.join(',') : value;
  }
  return values;
}

function baseRequest(request: IncomingS3Request, headers: Record<string, string>): SignableRequest {
  const { path, query } = splitTarget(request.url);
  const [hostname = '', port] = (headers.host ?? '').split(':');
  return {
    method: request.method,
    protocol: 'http:',
    hostname,
    port: port ? Number(port) : undefined,
    path,
    query,
    headers,
  };
}

/** `AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=…` -> its three parts. */
function parseAuthorization(header: string) {
  const match = /^AWS4-HMAC-SHA256\s+(.*)$/.exec(header.trim());
  if (!match) return undefined;
  const parts = Object.fromEntries(
    (match[1] ?? '').split(',').map((part) => {
      const [name, ...value] = part.trim().split('=');
      return [name ?? '', value.join('=')];
    }),
  );
  const { Credential: credential, SignedHeaders: signedHeaders, Signature: signature } = parts;
  if (!credential || !signedHeaders || !signature) return undefined;
  return { credential, signedHeaders: signedHeaders.split(';'), signature };
}

/** The SDK's own calls: `Authorization` header, `x-amz-date`, and the signed payload hash header. */
async function checkHeaderSigned(request: IncomingS3Request, now: Date): Promise<S3AuthResult> {
  const header = request.headers.authorization ?? '';
  const parsed = parseAuthorization(header);
  if (!parsed) {
    return refuse(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
  }
  const amzDate = request.headers['x-amz-date'];
  const signingDate = parseAmzDate(typeof amzDate === 'string' ? amzDate : undefined);
  if (!signingDate || typeof amzDate !== 'string') {
    return refuse(403, 'AccessDenied', 'AWS authentication requires a valid Date or x-amz-date header');
  }
  const credentialProblem = checkCredential(parsed.credential, amzDate);
  if (credentialProblem) return credentialProblem;
  if (Math.abs(now.getTime() - signingDate.getTime()) > MAX_CLOCK_SKEW_MS) {
    return refuse(
      403,
      'RequestTimeTooSkewed',
      'The difference between the request time and the current time is too large.',
    );
  }
  const payloadHash = request.headers[PAYLOAD_HASH_HEADER];
  if (typeof payloadHash !== 'string') {
    return refuse(400, 'InvalidRequest', `Missing required header for this request: ${PAYLOAD_HASH_HEADER}`);
  }
  if (payloadHash.startsWith('STREAMING-')) {
    return refuse(501, 'NotImplemented', 'The local S3 does not check chunked (streaming) signatures.');
  }
  const signed = parsed.signedHeaders.includes('host')
    ? signedHeaderValues(request.headers, parsed.signedHeaders)
    : undefined;
  if (!signed) return SIGNATURE_MISMATCH;

  // Re-sign exactly the headers the client says it signed, at its date: the same signature or a refusal.
  const resigned = await localS3Signer().sign(baseRequest(request, signed), {
    signingDate,
    signableHeaders: new Set(parsed.signedHeaders),
  });
  const expected = /Signature=([0-9a-f]+)/.exec(resigned.headers.authorization ?? '')?.[1];
  if (!sameSignature(expected, parsed.signature)) return SIGNATURE_MISMATCH;
  return { ok: true, bodySha256: payloadHash === UNSIGNED_PAYLOAD ? undefined : payloadHash };
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? undefined : value);

/** A presigned URL (the browser's PUT): X-Amz-* query parameters, headers named in X-Amz-SignedHeaders. */
async function checkPresigned(request: IncomingS3Request, now: Date): Promise<S3AuthResult> {
  const { query } = splitTarget(request.url);
  const algorithm = one(query['X-Amz-Algorithm']);
  const credential = one(query['X-Amz-Credential']);
  const amzDate = one(query['X-Amz-Date']);
  const expires = Number(one(query['X-Amz-Expires']));
  const signedHeaders = one(query['X-Amz-SignedHeaders'])?.split(';');
  const signature = one(query['X-Amz-Signature']);
  const signingDate = parseAmzDate(amzDate);
  if (
    algorithm !== 'AWS4-HMAC-SHA256' ||
    !credential ||
    !amzDate ||
    !signingDate ||
    !signedHeaders ||
    !signature ||
    !Number.isInteger(expires) ||
    expires < 1 ||
    expires > MAX_PRESIGNED_SECONDS
  ) {
    return refuse(
      400,
      'AuthorizationQueryParametersError',
      'Query-string authentication version 4 requires the X-Amz-Algorithm, X-Amz-Credential, X-Amz-Signature, X-Amz-Date, X-Amz-SignedHeaders, and X-Amz-Expires parameters (expiry at most one week).',
    );
  }
  const credentialProblem = checkCredential(credential, amzDate);
  if (credentialProblem) return credentialProblem;
  if (now.getTime() > signingDate.getTime() + expires * 1000) {
    return refuse(403, 'AccessDenied', 'Request has expired');
  }
  if (signingDate.getTime() - now.getTime() > MAX_CLOCK_SKEW_MS) {
    return refuse(403, 'AccessDenied', 'Request is not valid yet');
  }
  const signed = signedHeaders.includes('host')
    ? signedHeaderValues(request.headers, signedHeaders)
    : undefined;
  if (!signed) return SIGNATURE_MISMATCH;

  // A presigned request's payload is UNSIGNED-PAYLOAD unless the URL names a hash. The signer reads it from
  // this header; kept out of the query (unhoistable) and out of the signed headers (unsignable).
  const payloadHash = one(query['X-Amz-Content-Sha256']) ?? UNSIGNED_PAYLOAD;
  const base = baseRequest(request, { ...signed, [PAYLOAD_HASH_HEADER]: payloadHash });
  delete base.query['X-Amz-Signature'];
  const payloadOnly = new Set([PAYLOAD_HASH_HEADER].filter((name) => !signedHeaders.includes(name)));
  const resigned = await localS3Signer().presign(base, {
    signingDate,
    expiresIn: expires,
    signableHeaders: new Set(signedHeaders),
    unsignableHeaders: payloadOnly,
    unhoistableHeaders: new Set([...signedHeaders, PAYLOAD_HASH_HEADER]),
  });
  const expected = one(resigned.query?.['X-Amz-Signature'] ?? undefined);
  if (!sameSignature(expected, signature)) return SIGNATURE_MISMATCH;
  return { ok: true };
}

/**
 * Authenticates a request to the local S3 as S3 does for a bucket that blocks public access: a valid
 * SigV4 signature with the local key, header-signed (the SDK) or presigned (a URL handed to the browser),
 * in date, every signed header as sent (so a presigned PUT's Content-Type and Content-Length hold).
 * Anonymous requests are refused, listing included. A CORS preflight carries no credentials in S3 either
 * and is passed to the bucket's CORS rules.
 */
export async function authenticateS3Request(
  request: IncomingS3Request,
  now: Date = new Date(),
): Promise<S3AuthResult> {
  if (request.method === 'OPTIONS') return { ok: true };
  const presigned = request.url.includes('X-Amz-') && splitTarget(request.url).query['X-Amz-Algorithm'];
  const headerSigned = request.headers.authorization !== undefined;
  if (presigned && headerSigned) {
    return refuse(400, 'InvalidArgument', 'Only one auth mechanism allowed');
  }
  if (presigned) return checkPresigned(request, now);
  if (headerSigned) return checkHeaderSigned(request, now);
  return ACCESS_DENIED;
}
