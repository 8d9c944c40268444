/**
 * The app's security response headers, defined once. infra/web.ts builds CloudFront's response headers
 * policies from these sets and the local stack (scripts/local/security-headers.ts) sends them itself;
 * scripts/local/security-headers.int.test.ts compares the synthesized policies with what the local server
 * sends. No CDK imports here: the local stack loads this file too.
 */

/** One header set as CloudFront's response headers policy models it (and as the local server sends it). */
export interface SecurityHeaderSet {
  readonly contentSecurityPolicy: string;
  /** Strict-Transport-Security; sent only over https (CloudFront always, the plain-http local stack never). */
  readonly strictTransportSecurity: { readonly maxAgeSeconds: number; readonly includeSubdomains: boolean };
  /** X-Content-Type-Options: nosniff, always. */
  readonly contentTypeOptions: 'nosniff';
  readonly frameOptions: 'DENY' | 'SAMEORIGIN';
  readonly referrerPolicy: 'strict-origin-when-cross-origin' | 'no-referrer' | 'same-origin';
  /** Further headers, sent as they are (CloudFront custom headers). */
  readonly customHeaders: Readonly<Record<string, string>>;
}

/** A CSP as its directives, so an environment can add a source to one directive without string surgery. */
export type CspDirectives = Record<string, readonly string[]>;

export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** Adds sources to some directives (a local relaxation, see scripts/local/security-headers.ts). */
export function withCspSources(directives: CspDirectives, additions: CspDirectives): CspDirectives {
  const merged: Record<string, readonly string[]> = { ...directives };
  for (const [name, sources] of Object.entries(additions)) {
    merged[name] = [...(merged[name] ?? []), ...sources.filter((source) => !merged[name]?.includes(source))];
  }
  return merged;
}

/**
 * The app's Content-Security-Policy. Map tiles, styles, glyphs and sprites come from the configured tile
 * hosts; photo uploads go straight to the photos bucket with a presigned PUT.
 */
export function appCspDirectives(
  mapTileOrigins: readonly string[],
  photoUploadOrigin: string,
): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // MapLibre and the UI primitives set inline style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...mapTileOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...mapTileOrigins, photoUploadOrigin],
    // MapLibre runs its tile worker from a blob: URL; the app's service worker is /sw.js
    // (docs/product-rules.md#offline).
    'worker-src': ["'self'", 'blob:'],
    // The web app manifest that makes Fescue installable.
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export function contentSecurityPolicy(mapTileOrigins: readonly string[], photoUploadOrigin: string): string {
  return serializeCsp(appCspDirectives(mapTileOrigins, photoUploadOrigin));
}

const HSTS = { maxAgeSeconds: 365 * 24 * 3600, includeSubdomains: true } as const;

/** Every page, script and API answer of the app: its CSP, HSTS, nosniff, no framing, a referrer policy. */
export function appSecurityHeaders(options: {
  mapTileOrigins: readonly string[];
  photoUploadOrigin: string;
}): SecurityHeaderSet {
  return {
    contentSecurityPolicy: contentSecurityPolicy(options.mapTileOrigins, options.photoUploadOrigin),
    strictTransportSecurity: HSTS,
    contentTypeOptions: 'nosniff',
    frameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    customHeaders: {},
  };
}

/**
 * What golfers upload (/photos/*): whatever bytes an object holds, a browser must never run them as a page
 * on the app's origin. The content type comes from the key's extension (the CloudFront Function and the
 * local proxy set it); nosniff stops the browser from guessing another; the CSP sandboxes and forbids every
 * fetch, script and style should a document render anyway; inline keeps it an image to view, not a
 * download to open elsewhere.
 */
export const PHOTO_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

export function photoSecurityHeaders(): SecurityHeaderSet {
  return {
    contentSecurityPolicy: PHOTO_CONTENT_SECURITY_POLICY,
    strictTransportSecurity: HSTS,
    contentTypeOptions: 'nosniff',
    frameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    customHeaders: { 'Content-Disposition': 'inline' },
  };
}

/** The headers a server sends for a set, names lower-cased; HSTS only over https, as browsers require. */
export function securityHeaderValues(
  set: SecurityHeaderSet,
  { https }: { https: boolean },
): Record<string, string> {
  const hsts = set.strictTransportSecurity;
  return {
    'content-security-policy': set.contentSecurityPolicy,
    ...(https
      ? {
          'strict-transport-security': `max-age=${hsts.maxAgeSeconds}${hsts.includeSubdomains ? '; includeSubDomains' : ''}`,
        }
      : {}),
    'x-content-type-options': set.contentTypeOptions,
    'x-frame-options': set.frameOptions,
    'referrer-policy': set.referrerPolicy,
    ...Object.fromEntries(
      Object.entries(set.customHeaders).map(([name, value]) => [name.toLowerCase(), value]),
    ),
  };
}
