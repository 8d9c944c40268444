/**
 * Source of the CloudFront Functions (cloudfront-js-2.0 runtime), kept as plain strings without CDK imports so
 * that unit tests can run them.
 */

/**
 * Viewer request on the default (bundle) behaviour: any path whose last segment has no file extension is a
 * client-side route, served as /index.html. Unlike distribution-wide error responses, this never reaches
 * /api/* or /photos/*, so an API 404 stays a 404 and a missing asset stays an error.
 */
export const spaFallbackSource = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/**
 * Viewer request on /api/*: the API origin receives its own host name, so the viewer's Host travels as
 * x-forwarded-host. The functions build the OIDC redirect and check Origin against it when APP_ORIGIN is
 * unset. Overwriting it also discards any x-forwarded-host a client sent.
 */
export const forwardHostSource = `function handler(event) {
  var request = event.request;
  request.headers['x-forwarded-host'] = { value: request.headers.host.value };
  return request;
}`;
