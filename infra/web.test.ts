import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER } from '../functions/lib/http/origin-verify-header';
import {
  forwardViewerSource,
  photoContentTypeSource,
  photoPathGuardSource,
  spaFallbackSource,
} from './edge-functions';
import { PHOTO_CACHE_CONTROL, PHOTO_EDGE_CACHE_SECONDS } from '#shared/schemas/photo';
import { SHARED_EDGE_CACHE_SECONDS } from '#shared/sharing/share-link';
import { PHOTO_CONTENT_SECURITY_POLICY } from './security-headers';
import { onlyResource, renderValue, type Resources, type TemplateResource } from './testing/template-values';
import { customDomainWithGoogle, fakeFrontendBuild, synthFescue } from './testing/synth';

const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const tileOrigins = ['https://tiles.example.com', 'https://*.sat.example.com'];

const withoutBuild = synthFescue();
const { template } = withoutBuild;
// One synth for everything configured: a build, custom tile hosts, a custom domain.
const withBuild = synthFescue({
  ...customDomainWithGoogle,
  frontendDist: fakeFrontendBuild(),
  mapTileOrigins: tileOrigins.join(','),
});
const customDomain = withBuild.template;

interface Behavior {
  PathPattern?: string;
  TargetOriginId: string;
  ViewerProtocolPolicy: string;
  Compress?: boolean;
  AllowedMethods?: string[];
  CachePolicyId: unknown;
  OriginRequestPolicyId?: unknown;
  ResponseHeadersPolicyId: unknown;
  FunctionAssociations?: { EventType: string; FunctionARN: unknown }[];
}
interface Origin {
  Id: string;
  DomainName: unknown;
  OriginAccessControlId?: unknown;
  CustomOriginConfig?: Record<string, unknown>;
  OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
}
interface SecurityHeadersConfig {
  StrictTransportSecurity: { AccessControlMaxAgeSec: number; IncludeSubdomains: boolean; Override: boolean };
  ContentTypeOptions: unknown;
  FrameOptions: unknown;
  ReferrerPolicy: unknown;
  ContentSecurityPolicy: { ContentSecurityPolicy: unknown };
}
function securityHeadersOf(policy: TemplateResource): SecurityHeadersConfig {
  return (policy.Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: SecurityHeadersConfig })
    .SecurityHeadersConfig;
}
interface DistributionConfig {
  DefaultCacheBehavior: Behavior;
  CacheBehaviors: Behavior[];
  Origins: Origin[];
  CustomErrorResponses?: unknown;
  Logging?: { Bucket: unknown; Prefix: string };
  Aliases?: string[];
  ViewerCertificate?: Record<string, unknown>;
}

function distributionConfig(from = template): DistributionConfig {
  const [, distribution] = onlyResource(from.findResources('AWS::CloudFront::Distribution') as Resources);
  return distribution.Properties.DistributionConfig as DistributionConfig;
}
const config = distributionConfig();
const behavior = (pattern: string) =>
  config.CacheBehaviors.find((candidate) => candidate.PathPattern === pattern);
const originOf = (target: Behavior | undefined) =>
  config.Origins.find((origin) => origin.Id === target?.TargetOriginId);
const refId = (value: unknown) => /^\$\{(\w+)(\.\w+)?\}$/.exec(renderValue(value))?.[1];
const resourceProps = (logicalId: string | undefined) =>
  (template.toJSON() as { Resources: Resources }).Resources[logicalId ?? '']?.Properties;

function functionCodeOf(
  target: Behavior | undefined,
  eventType: 'viewer-request' | 'viewer-response' = 'viewer-request',
): string | undefined {
  const association = target?.FunctionAssociations?.find((candidate) => candidate.EventType === eventType);
  return resourceProps(refId(association?.FunctionARN))?.FunctionCode as string | undefined;
}
interface ResponseHeadersPolicyConfig {
  SecurityHeadersConfig: SecurityHeadersConfig;
  CustomHeadersConfig?: { Items: { Header: string; Value: string; Override: boolean }[] };
}
const headersPolicyOf = (target: Behavior | undefined) =>
  resourceProps(refId(target?.ResponseHeadersPolicyId))?.ResponseHeadersPolicyConfig as
    ResponseHeadersPolicyConfig | undefined;

describe('the /api/* behaviour', () => {
  const api = behavior('/api/*');

  it('goes to the HTTP API over HTTPS only', () => {
    const [apiId] = onlyResource(template.findResources('AWS::ApiGatewayV2::Api') as Resources);
    // The host part of https://{id}.execute-api.{region}.amazonaws.com
    expect(originOf(api)?.DomainName).toEqual({
      'Fn::Select': [2, { 'Fn::Split': ['/', { 'Fn::GetAtt': [apiId, 'ApiEndpoint'] }] }],
    });
    expect(originOf(api)?.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
    expect(api?.ViewerProtocolPolicy).toBe('https-only');
  });

  it('caches nothing and allows every method', () => {
    expect(api?.CachePolicyId).toBe(CACHING_DISABLED);
    expect(api?.AllowedMethods?.sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
  });

  it('forwards all cookies, all query strings and every viewer header but Host (so Origin and x-forwarded-host)', () => {
    expect(resourceProps(refId(api?.OriginRequestPolicyId))?.OriginRequestPolicyConfig).toMatchObject({
      CookiesConfig: { CookieBehavior: 'all' },
      QueryStringsConfig: { QueryStringBehavior: 'all' },
      HeadersConfig: { HeaderBehavior: 'allExcept', Headers: ['host'] },
    });
  });

  it('sets x-forwarded-host and the viewer address from the viewer connection in a viewer-request function', () => {
    expect(functionCodeOf(api)).toBe(forwardViewerSource);
  });

  it('adds the origin-verify header from the generated secret, by dynamic reference, so the API can refuse direct calls', () => {
    const [secretId] = onlyResource(
      template.findResources('AWS::SecretsManager::Secret', {
        Properties: { Description: Match.stringLikeRegexp('CloudFront adds on /api') },
      }) as Resources,
    );
    expect(originOf(api)?.OriginCustomHeaders).toEqual([
      {
        HeaderName: ORIGIN_VERIFY_HEADER,
        HeaderValue: {
          'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']],
        },
      },
    ]);
  });

  it('adds it on no other origin: the buckets never see the secret', () => {
    const others = config.Origins.filter((origin) => origin !== originOf(api));
    for (const origin of others) expect(origin.OriginCustomHeaders).toBeUndefined();
  });

  it('pins the secret version given at a rotation, so the deploy changes the template and CloudFront sends the new value', () => {
    const versionId = '0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';
    const rotated = distributionConfig(synthFescue({ originVerifySecretVersionId: versionId }).template);
    const apiBehavior = rotated.CacheBehaviors.find((candidate) => candidate.PathPattern === '/api/*');
    const origin = rotated.Origins.find((candidate) => candidate.Id === apiBehavior?.TargetOriginId);
    expect(renderValue(origin?.OriginCustomHeaders?.[0]?.HeaderValue)).toMatch(
      new RegExp(`^\\{\\{resolve:secretsmanager:\\$\\{\\w+\\}:SecretString:::${versionId}\\}\\}$`),
    );
  });

  it('holds no secret value in the template text', () => {
    const text = JSON.stringify(template.toJSON());
    expect(text).not.toMatch(/"SecretString"\s*:/);
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
    });
  });
});

describe('the shared pages’ behaviours (/s/* and /api/shared/*)', () => {
  const shared = [behavior('/s/*'), behavior('/api/shared/*')];
  const api = behavior('/api/*');

  it('go to the API origin, with its origin-verify header, and come before /api/*', () => {
    for (const target of shared) {
      expect(target?.TargetOriginId).toBe(api?.TargetOriginId);
      expect(target?.AllowedMethods?.sort()).toEqual(['GET', 'HEAD']);
      expect(functionCodeOf(target)).toBe(forwardViewerSource);
    }
    const patterns = config.CacheBehaviors.map((candidate) => candidate.PathPattern);
    expect(patterns.indexOf('/api/shared/*')).toBeLessThan(patterns.indexOf('/api/*'));
  });

  it('cache by the path alone: no cookie, no Authorization or other header, no query string in the key (attack: a golfer’s session in a shared cache key)', () => {
    for (const target of shared) {
      expect(target?.CachePolicyId).not.toBe(CACHING_DISABLED);
      const cachePolicy = resourceProps(refId(target?.CachePolicyId))?.CachePolicyConfig as {
        MaxTTL: number;
        MinTTL: number;
        ParametersInCacheKeyAndForwardedToOrigin: Record<string, unknown>;
      };
      expect(cachePolicy.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
        CookiesConfig: { CookieBehavior: 'none' },
        HeadersConfig: { HeaderBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'none' },
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
      });
      // A revoked link answers from an edge a minute at most.
      expect(cachePolicy.MaxTTL).toBe(SHARED_EDGE_CACHE_SECONDS);
      expect(cachePolicy.MinTTL).toBe(0);
    }
    expect(SHARED_EDGE_CACHE_SECONDS).toBeLessThanOrEqual(60);
  });

  it('forward no cookie and no query string to the functions, only the forwarded host', () => {
    for (const target of shared) {
      expect(resourceProps(refId(target?.OriginRequestPolicyId))?.OriginRequestPolicyConfig).toMatchObject({
        CookiesConfig: { CookieBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'none' },
        HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['x-forwarded-host'] },
      });
    }
  });

  it('send the app’s security headers', () => {
    for (const target of shared)
      expect(target?.ResponseHeadersPolicyId).toEqual(api?.ResponseHeadersPolicyId);
  });
});

describe('the /photos/* behaviour', () => {
  const photos = behavior('/photos/*');

  it('reads the photos bucket through origin access control', () => {
    expect(renderValue(originOf(photos)?.DomainName)).toMatch(
      /^\$\{StoragePhotosBucket\w+\.RegionalDomainName\}$/,
    );
    const oac = resourceProps(refId(originOf(photos)?.OriginAccessControlId));
    expect(oac?.OriginAccessControlConfig).toMatchObject({
      OriginAccessControlOriginType: 's3',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
    expect(photos?.AllowedMethods).toEqual(['GET', 'HEAD']);
  });

  it('serves an object as the image type of its key in a viewer-response function, never its stored type', () => {
    expect(functionCodeOf(photos, 'viewer-response')).toBe(photoContentTypeSource);
  });

  it('sends nosniff, a sandboxing CSP that allows nothing, and Content-Disposition inline (attack: an HTML "photo")', () => {
    const policy = headersPolicyOf(photos);
    expect(policy?.SecurityHeadersConfig.ContentTypeOptions).toEqual({ Override: true });
    expect(policy?.SecurityHeadersConfig.ContentSecurityPolicy).toEqual({
      ContentSecurityPolicy: "default-src 'none'; sandbox",
      Override: true,
    });
    expect(PHOTO_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; sandbox");
    expect(policy?.CustomHeadersConfig?.Items).toEqual([
      { Header: 'Content-Disposition', Value: 'inline', Override: true },
    ]);
    expect(policy?.SecurityHeadersConfig.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
  });

  it('lets only public photo paths reach the bucket, in a viewer-request function (attack: /photos/%2e%2e/, uploads)', () => {
    expect(functionCodeOf(photos, 'viewer-request')).toBe(photoPathGuardSource);
  });

  it('keeps a photo at the edge an hour at most, so a deleted round’s photo is not served for a year', () => {
    const cachePolicy = resourceProps(refId(photos?.CachePolicyId))?.CachePolicyConfig as Record<
      string,
      number
    >;
    expect(PHOTO_EDGE_CACHE_SECONDS).toBe(3600);
    expect(cachePolicy.MaxTTL).toBe(PHOTO_EDGE_CACHE_SECONDS);
    expect(cachePolicy.DefaultTTL).toBeLessThanOrEqual(PHOTO_EDGE_CACHE_SECONDS);
    expect(cachePolicy.MinTTL).toBe(0);
    // What the objects themselves say (set when a round takes an upload): the same hour for shared caches.
    expect(PHOTO_CACHE_CONTROL).toContain(`s-maxage=${PHOTO_EDGE_CACHE_SECONDS}`);
    expect(PHOTO_CACHE_CONTROL).not.toContain('max-age=31536000');
  });
});

describe('the default behaviour', () => {
  const fallback = config.DefaultCacheBehavior;

  it('serves the bundle bucket through origin access control, cached', () => {
    expect(renderValue(originOf(fallback)?.DomainName)).toMatch(
      /^\$\{StorageBundleBucket\w+\.RegionalDomainName\}$/,
    );
    expect(originOf(fallback)?.OriginAccessControlId).toBeDefined();
    expect(fallback.CachePolicyId).toBe(CACHING_OPTIMIZED);
    expect(fallback.ViewerProtocolPolicy).toBe('redirect-to-https');
  });

  it('compresses what it serves (brotli or gzip, as the viewer accepts)', () => {
    expect(fallback.Compress).toBe(true);
  });

  it('rewrites client-side routes to /index.html in a function, never with distribution error responses', () => {
    expect(functionCodeOf(fallback)).toBe(spaFallbackSource);
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(behavior('/api/*')?.FunctionAssociations).not.toContainEqual(
      expect.objectContaining({ FunctionARN: fallback.FunctionAssociations?.[0]?.FunctionARN }),
    );
  });
});

describe('security headers', () => {
  const appPolicies = (from: typeof template) =>
    Object.entries(from.findResources('AWS::CloudFront::ResponseHeadersPolicy') as Resources).filter(
      ([, candidate]) =>
        (candidate.Properties.ResponseHeadersPolicyConfig as { Comment?: string }).Comment ===
        'Fescue security headers',
    );
  const [policyId, policy] = onlyResource(Object.fromEntries(appPolicies(template)));
  const headers = securityHeadersOf(policy);

  it('apply to the app, the API and the shared pages; the photos have their own, stricter set', () => {
    for (const target of [
      config.DefaultCacheBehavior,
      behavior('/api/*'),
      behavior('/api/shared/*'),
      behavior('/s/*'),
    ]) {
      expect(target?.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
    expect(behavior('/photos/*')?.ResponseHeadersPolicyId).not.toEqual({ Ref: policyId });
    expect(config.CacheBehaviors.map((target) => target.PathPattern).sort()).toEqual([
      '/api/*',
      '/api/shared/*',
      '/photos/*',
      '/s/*',
    ]);
  });

  it('include HSTS for a year, nosniff, frame DENY and a referrer policy', () => {
    expect(headers.StrictTransportSecurity).toMatchObject({ IncludeSubdomains: true, Override: true });
    expect(headers.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31536000);
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(headers.ReferrerPolicy).toEqual({
      ReferrerPolicy: 'strict-origin-when-cross-origin',
      Override: true,
    });
  });

  it('include a CSP that allows the configured map tile hosts and the photo upload bucket, and no framing', () => {
    const [, customPolicy] = onlyResource(Object.fromEntries(appPolicies(withBuild.template)));
    const csp = renderValue(securityHeadersOf(customPolicy).ContentSecurityPolicy.ContentSecurityPolicy);
    const directives = Object.fromEntries(
      csp.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['img-src']).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'blob:', ...tileOrigins]),
    );
    expect(directives['connect-src']).toEqual(expect.arrayContaining(["'self'", ...tileOrigins]));
    expect(
      directives['connect-src']?.some((source: string) =>
        /StoragePhotosBucket\w+\.RegionalDomainName/.test(source),
      ),
    ).toBe(true);
    expect(directives['worker-src']).toEqual(["'self'", 'blob:']);
    // The installable app's manifest and service worker load from the app's own origin.
    expect(directives['manifest-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
  });
});

describe('the distribution', () => {
  it('logs to the logs bucket', () => {
    expect(renderValue(config.Logging?.Bucket)).toMatch(/^\$\{StorageLogsBucket\w+\.RegionalDomainName\}$/);
  });

  it('answers on the custom domain with its certificate and TLS 1.2 or later when configured', () => {
    const custom = distributionConfig(customDomain);
    expect(custom.Aliases).toEqual([customDomainWithGoogle.domainName]);
    expect(custom.ViewerCertificate).toEqual({
      AcmCertificateArn: customDomainWithGoogle.certificateArn,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    expect(config.Aliases).toBeUndefined();
  });
});

describe('the bundle deployment', () => {
  it('is skipped with a warning when frontend/dist was not built', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
    Annotations.fromStack(withoutBuild.stack).hasWarning(
      '/Fescue/Web',
      Match.stringLikeRegexp('No frontend build'),
    );
  });

  it('uploads hashed assets as immutable, then the pages with a CloudFront invalidation', () => {
    const deployments = Object.values(
      withBuild.template.findResources('Custom::CDKBucketDeployment') as Resources,
    );
    const assets = deployments.find((deployment) => deployment.Properties.Include);
    const pages = deployments.find((deployment) => !deployment.Properties.Include);
    expect(deployments).toHaveLength(2);
    expect(assets?.Properties).toMatchObject({
      Include: ['assets/*'],
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect(pages?.Properties).toMatchObject({
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': 'public, max-age=0, must-revalidate' },
      DistributionPaths: ['/*'],
    });
    expect(renderValue(pages?.Properties.DestinationBucketName)).toMatch(/^\$\{StorageBundleBucket\w+\}$/);
    expect(renderValue(pages?.Properties.DistributionId)).toMatch(/^\$\{WebDistribution\w+\}$/);
  });

  it("leaves out the build's .br and .gz copies: CloudFront compresses on its own", () => {
    const staged = readdirSync(withBuild.app.outdir)
      .map((entry) => join(withBuild.app.outdir, entry))
      .filter((entry) => existsSync(join(entry, 'index.html')));
    expect(staged).not.toHaveLength(0);
    for (const dir of staged) {
      const files = readdirSync(join(dir, 'assets'));
      expect(files).toContain('index-abc123.js');
      expect(files.filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
    }
  });
});
