import { VIEWER_ADDRESS_HEADER } from '../functions/lib/http/viewer-address-header';
import { NOT_A_PHOTO_CONTENT_TYPE, PHOTO_TYPE_BY_EXTENSION, PUBLIC_PHOTO_PATH } from '#shared/schemas/photo';
import {
  PRERENDERED_LANDING,
  PRERENDERED_SCREENS,
  SIGNED_IN_HINT_COOKIE,
  SIGNED_IN_HINT_VALUE,
} from '#shared/web/prerendered-screens';

/**
 * Source of the CloudFront Functions (cloudfront-js-2.0 runtime), kept as plain strings without CDK imports so
 * that unit tests can run them.
 */

const prerenderedPages = Object.fromEntries(PRERENDERED_SCREENS.map(({ path, file }) => [path, `/${file}`]));

/**
 * Viewer request on the default (bundle) behaviour: any path whose last segment has no file extension is a
 * client-side route, served as /index.html, or as its own page when the build prerendered that screen and the
 * browser carries the signed-in hint, or (/ without the hint) as the prerendered landing page
 * (shared/web/prerendered-screens.ts, prerenderedPageFor: the same rule).
 * The rewritten URI is what CloudFront caches by, so the two pages of / never mix. Unlike distribution-wide
 * error responses, this never reaches /api/* or /photos/*, so an API 404 stays a 404 and a missing asset stays
 * an error.
 */
export const spaFallbackSource = `var PRERENDERED = ${JSON.stringify(prerenderedPages)};
var LANDING = ${JSON.stringify({ [PRERENDERED_LANDING.path]: `/${PRERENDERED_LANDING.file}` })};
var HINT = ${JSON.stringify(SIGNED_IN_HINT_COOKIE)};
function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    var hint = request.cookies && request.cookies[HINT];
    var signedIn = !!hint && hint.value === ${JSON.stringify(SIGNED_IN_HINT_VALUE)};
    var pages = signedIn ? PRERENDERED : LANDING;
    request.uri = Object.prototype.hasOwnProperty.call(pages, request.uri) ? pages[request.uri] : '/index.html';
  }
  return request;
}`;

/**
 * Viewer request on /api/*: the API origin receives its own host name, so the viewer's Host travels as
 * x-forwarded-host. The functions build the OIDC redirect and check Origin against it when APP_ORIGIN is
 * unset. And API Gateway sees CloudFront's edge server as the client, so the viewer's address (the
 * connection's, never a header the viewer wrote) travels in the viewer-address header, for the limits per
 * address (functions/lib/http/client-address.ts). Setting both overwrites whatever a client sent in them.
 */
export const forwardViewerSource = `function handler(event) {
  var request = event.request;
  request.headers['x-forwarded-host'] = { value: request.headers.host.value };
  request.headers[${JSON.stringify(VIEWER_ADDRESS_HEADER)}] = { value: event.viewer.ip };
  return request;
}`;

/**
 * Viewer response on /photos/*: the Content-Type comes from the key's extension, never from the object. In
 * AWS the presigned PUT signs Content-Type, so S3 stores the image type the key was made for; that is not
 * relied on alone, because anything else that can put an object (a leaked URL within its five minutes,
 * the console, a future code path) would choose the type a browser renders it as, and text/html on the
 * app's origin runs script with the golfer's session. The response headers policy adds nosniff and a
 * sandboxing CSP. CloudFront skips viewer-response functions for origin errors (400 and up), which S3
 * sends as XML. Built from the same extension table as the server's photo keys.
 */
export const photoContentTypeSource = `var TYPES = ${JSON.stringify(PHOTO_TYPE_BY_EXTENSION)};
function handler(event) {
  var response = event.response;
  var uri = event.request.uri;
  var dot = uri.lastIndexOf('.');
  var extension = dot > uri.lastIndexOf('/') ? uri.substring(dot + 1) : '';
  var type = Object.prototype.hasOwnProperty.call(TYPES, extension) ? TYPES[extension] : '${NOT_A_PHOTO_CONTENT_TYPE}';
  response.headers['content-type'] = { value: type };
  return response;
}`;

/**
 * Viewer request on /photos/*: only the shape of a public photo's path (`/photos/<ulid>.<ext>`,
 * shared/schemas/photo.ts) reaches the bucket; anything else (an encoded `..`, another prefix such as the
 * private uploads/, a listing, a legacy or crafted key) is a 404 from the edge. The same rule as the local
 * /photos proxy (scripts/local/photos-proxy.ts). CloudFront does not cache a response a function generates.
 */
export const photoPathGuardSource = `var PUBLIC_PHOTO_PATH = ${PUBLIC_PHOTO_PATH.toString()};
function handler(event) {
  var request = event.request;
  if (PUBLIC_PHOTO_PATH.test(request.uri)) return request;
  return {
    statusCode: 404,
    statusDescription: 'Not Found',
    headers: {
      'content-type': { value: 'text/plain; charset=utf-8' },
      'x-content-type-options': { value: 'nosniff' },
      'cache-control': { value: 'no-store' },
    },
  };
}`;
