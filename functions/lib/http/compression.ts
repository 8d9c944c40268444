import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
// The encoding part of negotiator alone: its entry point brings the charset, language and media-type parsers
// into every Lambda bundle (about 6 kB; docs/performance.md, the Lambda bundles), and only encodings are negotiated.
import preferredEncodings from 'negotiator/lib/encoding.js';
import { readHeader } from './headers';
import type { HttpResult } from './responses';

/** Below this a compressed body saves less than its headers cost. */
export const MIN_COMPRESSED_BYTES = 1024;

/** What the route answers in text (JSON, CSV); archives and images are compressed already or binary. */
const TEXT_TYPES = /^(application\/json|text\/)/i;

/** Brotli 5: most of brotli's gain over gzip at a few milliseconds for the largest answers (hundreds of kB). */
const BROTLI_QUALITY = 5;

type Encoding = 'br' | 'gzip';

/**
 * The encoding the client accepts among those Fescue sends, by its Accept-Encoding: the higher q-value wins,
 * brotli among equals (negotiator's `preferred` argument).
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const [chosen] = preferredEncodings(acceptEncoding, ['br', 'gzip'], ['br', 'gzip']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

function headerValue(headers: HttpResult['headers'], name: string): string | undefined {
  const entry = Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name);
  return entry === undefined ? undefined : String(entry[1]);
}

function withoutHeader(headers: HttpResult['headers'], name: string): NonNullable<HttpResult['headers']> {
  return Object.fromEntries(Object.entries(headers ?? {}).filter(([key]) => key.toLowerCase() !== name));
}

/**
 * The answer compressed as the client accepts (brotli, else gzip), base64 for API Gateway to send as bytes.
 * API answers are per golfer and never cached by CloudFront (its cache policy is off for /api/*, and CloudFront
 * compresses only what it may cache), so without this a Passport (20 kB of JSON) or a page of rounds travelled
 * uncompressed to a phone. Compressing an answer that holds a secret (POST /api/rounds/upload-url's presigned
 * URL does) is a risk (BREACH) only if another site can have the golfer's browser send that request, with its
 * session and text of the site's choosing, and watch the answer's size: here the session cookie is
 * SameSite=Lax, so a cross-site POST goes without it, and every mutation's Origin is checked (csrf.ts).
 */
export function compressResponse(acceptEncoding: string | undefined, result: HttpResult): HttpResult {
  if (typeof result.body !== 'string' || result.isBase64Encoded) return result;
  if (Buffer.byteLength(result.body) < MIN_COMPRESSED_BYTES) return result;
  if (!TEXT_TYPES.test(headerValue(result.headers, 'content-type') ?? '')) return result;
  if (headerValue(result.headers, 'content-encoding')) return result;
  const vary = headerValue(result.headers, 'vary');
  const headers = {
    ...withoutHeader(result.headers, 'vary'),
    vary: vary && !/accept-encoding/i.test(vary) ? `${vary}, accept-encoding` : (vary ?? 'accept-encoding'),
  };
  const encoding = preferredEncoding(acceptEncoding);
  if (!encoding) return { ...result, headers };
  const bytes =
    encoding === 'br'
      ? brotliCompressSync(result.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : gzipSync(result.body);
  return {
    ...result,
    headers: { ...headers, 'content-encoding': encoding },
    body: bytes.toString('base64'),
    isBase64Encoded: true,
  };
}

/** Middy: compresses each route's answer as its request accepts (see compressResponse). */
export function responseCompression(): MiddlewareObj<APIGatewayProxyEventV2, HttpResult, Error, Context> {
  return {
    after: (request) => {
      if (request.response) {
        request.response = compressResponse(readHeader(request.event, 'accept-encoding'), request.response);
      }
    },
  };
}
