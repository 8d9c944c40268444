import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { AppConfig } from '../config';
import { readHeader } from './headers';

/**
 * The origin the browser sees. Configured explicitly (local stack, custom domain), or else taken from the
 * x-forwarded-host header that CloudFront's viewer-request function sets on /api/* requests: API Gateway's
 * own Host header is its execute-api domain, not the app's.
 */
export function resolveAppOrigin(
  event: APIGatewayProxyEventV2,
  config: Pick<AppConfig, 'appOrigin'>,
): string {
  if (config.appOrigin) return new URL(config.appOrigin).origin;
  const forwardedHost = readHeader(event, 'x-forwarded-host')?.split(',')[0]?.trim();
  if (!forwardedHost) {
    throw new Error('App origin unknown: set APP_ORIGIN or forward x-forwarded-host from CloudFront');
  }
  return new URL(`https://${forwardedHost}`).origin;
}
