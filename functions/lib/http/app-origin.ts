import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { AppConfig } from '../config';
import { readHeader } from './headers';
import { originVerifyIsOn } from './origin-verify';

/**
 * The origin the browser sees: the OIDC redirect URI, the cookies' Secure flag and the CSRF check depend on
 * it. Configured explicitly (local stack, custom domain), or else taken from the x-forwarded-host header that
 * CloudFront's viewer-request function sets on /api/* requests (API Gateway's own Host header is its
 * execute-api domain, not the app's; the CloudFront domain cannot be configured because the distribution is
 * created after the functions). A header is only as good as whoever set it: it is trusted only when the
 * origin-verify check is on, which has refused, before any route runs, every request CloudFront did not
 * forward; CloudFront overwrites whatever x-forwarded-host a viewer sent.
 */
export function resolveAppOrigin(
  event: APIGatewayProxyEventV2,
  config: Pick<AppConfig, 'appOrigin' | 'originVerify'>,
): string {
  if (config.appOrigin) return new URL(config.appOrigin).origin;
  if (!originVerifyIsOn(config.originVerify)) {
    throw new Error(
      'App origin unknown: set APP_ORIGIN, or serve the API behind CloudFront with origin verify',
    );
  }
  const forwardedHost = readHeader(event, 'x-forwarded-host')?.split(',')[0]?.trim();
  if (!forwardedHost) {
    throw new Error('App origin unknown: set APP_ORIGIN or forward x-forwarded-host from CloudFront');
  }
  return new URL(`https://${forwardedHost}`).origin;
}
