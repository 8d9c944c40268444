import type { CfnElement } from 'aws-cdk-lib';
import { Annotations, Duration, Fn, RemovalPolicy, SecretValue, Stack, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  OriginSslPolicy,
  ResponseHeadersPolicy,
  type ResponseHeadersPolicyProps,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct, type IConstruct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../functions/lib/http/origin-verify-header';
import { hasFrontendBuild, type FescueConfig } from './config';
import {
  forwardViewerSource,
  photoContentTypeSource,
  photoPathGuardSource,
  spaFallbackSource,
} from './edge-functions';
import { PHOTO_EDGE_CACHE_SECONDS } from '#shared/schemas/photo';
import { SHARED_EDGE_CACHE_SECONDS } from '#shared/sharing/share-link';
import { appSecurityHeaders, photoSecurityHeaders, type SecurityHeaderSet } from './security-headers';

export interface WebProps {
  readonly config: FescueConfig;
  readonly httpApi: HttpApi;
  /** CloudFront's /api/* origin host when the API has a custom domain (infra/api.ts originHost). */
  readonly apiOriginHost?: string;
  /** CloudFront sends its value on every /api/* request; the API refuses requests without it. */
  readonly originVerifySecret: ISecret;
  readonly bundleBucket: Bucket;
  readonly photosBucket: Bucket;
  readonly logsBucket: Bucket;
  /** A WAF web ACL (CLOUDFRONT scope, us-east-1) to put in front of the distribution (context waf=true). */
  readonly webAclArn?: string;
}

const frameOptions = {
  DENY: HeadersFrameOption.DENY,
  SAMEORIGIN: HeadersFrameOption.SAMEORIGIN,
} as const satisfies Record<SecurityHeaderSet['frameOptions'], HeadersFrameOption>;
const referrerPolicies = {
  'strict-origin-when-cross-origin': HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
  'no-referrer': HeadersReferrerPolicy.NO_REFERRER,
  'same-origin': HeadersReferrerPolicy.SAME_ORIGIN,
} as const satisfies Record<SecurityHeaderSet['referrerPolicy'], HeadersReferrerPolicy>;

/**
 * A CloudFront response headers policy from one of the app's header sets (infra/security-headers.ts, which
 * the local stack sends too). Every header overrides what an origin sent: S3 and the API never choose them.
 */
function responseHeadersPolicyProps(set: SecurityHeaderSet, comment: string): ResponseHeadersPolicyProps {
  const customHeaders = Object.entries(set.customHeaders).map(([header, value]) => ({
    header,
    value,
    override: true,
  }));
  return {
    comment,
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: set.contentSecurityPolicy, override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(set.strictTransportSecurity.maxAgeSeconds),
        includeSubdomains: set.strictTransportSecurity.includeSubdomains,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: frameOptions[set.frameOptions], override: true },
      referrerPolicy: { referrerPolicy: referrerPolicies[set.referrerPolicy], override: true },
    },
    ...(customHeaders.length > 0 ? { customHeadersBehavior: { customHeaders } } : {}),
  };
}

/** CloudFront in front of everything: the SPA bundle, /photos/* and /api/*, on one origin. */
export class Web extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const { config } = props;

    const securityHeaders = new ResponseHeadersPolicy(
      this,
      'SecurityHeaders',
      responseHeadersPolicyProps(
        appSecurityHeaders({
          mapTileOrigins: config.mapTileOrigins,
          photoUploadOrigin: `https://${props.photosBucket.bucketRegionalDomainName}`,
        }),
        'Fescue security headers',
      ),
    );
    // Uploaded photos: a sandboxing CSP, nosniff and inline; their Content-Type is set by photoContentType.
    const photoHeaders = new ResponseHeadersPolicy(
      this,
      'PhotoHeaders',
      responseHeadersPolicyProps(photoSecurityHeaders(), 'Fescue photos: never run as a page'),
    );

    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      comment: 'Serves /index.html for client-side routes',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(spaFallbackSource),
    });
    const photoContentType = new CloudFrontFunction(this, 'PhotoContentType', {
      comment: 'Serves a photo as the image type of its key extension, never its stored type',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(photoContentTypeSource),
    });
    const photoPathGuard = new CloudFrontFunction(this, 'PhotoPathGuard', {
      comment: 'Serves only public photo keys (/photos/<id>.<ext>); 404 for any other path',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(photoPathGuardSource),
    });
    const forwardHost = new CloudFrontFunction(this, 'ForwardHost', {
      comment: 'Passes the viewer Host and address to the API (x-forwarded-host, x-fescue-viewer-address)',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(forwardViewerSource),
    });

    // Everything the viewer sent except Host (API Gateway routes on its own host name): the session
    // cookies, every query string (code, state), Origin for the CSRF check, and what the viewer-request
    // function set (x-forwarded-host, the viewer's address).
    const apiOriginRequest = new OriginRequestPolicy(this, 'ApiOriginRequest', {
      comment: 'Fescue API: all cookies, query strings and viewer headers except Host',
      cookieBehavior: OriginRequestCookieBehavior.all(),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
      headerBehavior: OriginRequestHeaderBehavior.denyList('host'),
    });

    // Photo keys are immutable (a new photo gets a new key), so a cached copy is never stale; what the TTL
    // bounds is how long a deleted photo (its round or golfer deleted) is still served: an hour at most at the
    // edge, whatever the object's own Cache-Control says. Chosen over invalidating from the rounds function
    // (docs/architecture.md, "Photos").
    const photosCache = new CachePolicy(this, 'PhotosCache', {
      comment: 'Fescue photos: immutable keys, an hour at the edge',
      defaultTtl: Duration.seconds(PHOTO_EDGE_CACHE_SECONDS),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(PHOTO_EDGE_CACHE_SECONDS),
    });

    // The API's own host name when it has one (its execute-api endpoint is then disabled: infra/api.ts).
    const apiDomain = props.apiOriginHost ?? Fn.select(2, Fn.split('/', props.httpApi.apiEndpoint));
    const customDomain =
      config.domainName && config.certificateArn
        ? {
            domainNames: [config.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {};

    const apiOrigin = new HttpOrigin(apiDomain, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      // Proves to the API that a request came through CloudFront (a viewer's header of the same name is
      // replaced). A dynamic reference: CloudFormation resolves it at deploy, the template never holds
      // the value. Pinned to a version when rotating (context originVerifySecretVersionId), so that a
      // deploy after a new value changes the template and CloudFront picks the value up.
      customHeaders: {
        [ORIGIN_VERIFY_HEADER]: SecretValue.secretsManager(props.originVerifySecret.secretArn, {
          ...(config.originVerifySecretVersionId ? { versionId: config.originVerifySecretVersionId } : {}),
        }).unsafeUnwrap(),
      },
    });

    // Shared pages (docs/architecture.md, "Shared pages"): the same answer for everyone with the link, so
    // CloudFront may keep it, keyed by the path alone: no cookie, no Authorization, no query string, no
    // viewer header but the normalised Accept-Encoding. The origin's s-maxage (a minute) says how long;
    // maxTtl caps it, so a revoked link stops answering within SHARED_EDGE_CACHE_SECONDS whatever an
    // answer said. Chosen over invalidating on every revocation (each costs, and lags minutes anyway).
    const sharedCache = new CachePolicy(this, 'SharedPagesCache', {
      comment: 'Fescue shared pages: the path is the key, a minute at most',
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(SHARED_EDGE_CACHE_SECONDS),
      cookieBehavior: CacheCookieBehavior.none(),
      headerBehavior: CacheHeaderBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // Nothing of the viewer reaches the shared pages' functions but the host the page's tags name (no
    // cookie: the answer cannot depend on who asks).
    const sharedOriginRequest = new OriginRequestPolicy(this, 'SharedPagesOriginRequest', {
      comment: 'Fescue shared pages: no cookies, no query strings, only the forwarded host',
      cookieBehavior: OriginRequestCookieBehavior.none(),
      queryStringBehavior: OriginRequestQueryStringBehavior.none(),
      headerBehavior: OriginRequestHeaderBehavior.allowList('x-forwarded-host'),
    });
    const sharedBehavior = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      compress: true,
      cachePolicy: sharedCache,
      originRequestPolicy: sharedOriginRequest,
      responseHeadersPolicy: securityHeaders,
      functionAssociations: [{ function: forwardHost, eventType: FunctionEventType.VIEWER_REQUEST }],
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Fescue',
      ...customDomain,
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      httpVersion: HttpVersion.HTTP2_AND_3,
      defaultRootObject: 'index.html',
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(props.bundleBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        // CloudFront compresses the bundle itself (brotli or gzip, as the viewer accepts: the cache policy keys
        // on both); the build's own .br/.gz copies are for the local server and are not uploaded.
        compress: true,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        // Before /api/*: CloudFront takes the first pattern that matches.
        '/api/shared/*': sharedBehavior,
        '/s/*': sharedBehavior,
        '/api/*': {
          origin: apiOrigin,
          // A redirect would turn a POST into a GET; refuse plain http instead.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: apiOriginRequest,
          responseHeadersPolicy: securityHeaders,
          functionAssociations: [{ function: forwardHost, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
        '/photos/*': {
          origin: S3BucketOrigin.withOriginAccessControl(props.photosBucket),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: photosCache,
          responseHeadersPolicy: photoHeaders,
          functionAssociations: [
            { function: photoPathGuard, eventType: FunctionEventType.VIEWER_REQUEST },
            { function: photoContentType, eventType: FunctionEventType.VIEWER_RESPONSE },
          ],
        },
      },
      // No errorResponses on purpose: they would apply to /api/* as well (see the SPA fallback function).
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'A golf-travel archive is for golfers anywhere; there is no country to exclude.',
    });
    if (!props.webAclArn) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'WAF is optional (context waf=true) as it costs a fixed monthly fee; without it, API Gateway throttling, the body size limit and Cognito protect the app.',
      });
    }
    if (!config.domainName) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'The default *.cloudfront.net certificate cannot pin TLS 1.2; a custom domain gets TLSv1.2_2021.',
      });
    }

    this.deployBundle(props);
  }

  /** Uploads frontend/dist: hashed assets cached for a year, the rest (index.html) revalidated every time. */
  private deployBundle(props: WebProps): void {
    if (!hasFrontendBuild(props.config)) {
      Annotations.of(this).addWarningV2(
        'fescue:no-frontend-build',
        `No frontend build at ${props.config.frontendDist}: the app bundle is not deployed. Run npm run build before cdk deploy.`,
      );
      return;
    }
    const logGroup = new LogGroup(this, 'BundleDeploymentLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const bundleSource = Source.asset(props.config.frontendDist, { exclude: PRECOMPRESSED_COPIES });
    // Old hashed assets stay (prune: false) so that a browser still holding the previous index.html works.
    const assets = new BucketDeployment(this, 'DeployAssets', {
      sources: [bundleSource],
      destinationBucket: props.bundleBucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
      memoryLimit: 512,
      logGroup,
    });
    const pages = new BucketDeployment(this, 'DeployPages', {
      sources: [bundleSource],
      destinationBucket: props.bundleBucket,
      exclude: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=0, must-revalidate')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
      logGroup,
    });
    // index.html must not name assets that are not uploaded yet.
    pages.node.addDependency(assets);
    acknowledgeDeploymentHandler(pages.handlerRole, props.bundleBucket);
  }
}

/** The build's brotli and gzip copies, made for the local server (frontend/vite.config.ts). */
export const PRECOMPRESSED_COPIES = ['*.br', '*.gz'];

/** The BucketDeployment handler is a singleton that aws-cdk-lib builds in the stack's scope. */
function acknowledgeDeploymentHandler(handlerRole: IConstruct, bundleBucket: Bucket): void {
  const handler = handlerRole.node.scope ?? handlerRole;
  const bundleBucketId = Stack.of(bundleBucket).getLogicalId(bundleBucket.node.defaultChild as CfnElement);
  const copyReason =
    'The deployment handler copies the built bundle from the CDK asset bucket into the bundle bucket.';
  Validations.of(handler).acknowledge(
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: 'The deployment handler only writes its own logs with this managed policy.',
    },
    {
      id: 'AwsSolutions-L1',
      reason: 'The BucketDeployment handler runtime is chosen by aws-cdk-lib, not by this app.',
    },
    { id: 'AwsSolutions-IAM5[Action::s3:GetObject*]', reason: copyReason },
    { id: 'AwsSolutions-IAM5[Action::s3:GetBucket*]', reason: copyReason },
    { id: 'AwsSolutions-IAM5[Action::s3:List*]', reason: copyReason },
    { id: 'AwsSolutions-IAM5[Action::s3:Abort*]', reason: copyReason },
    { id: 'AwsSolutions-IAM5[Action::s3:DeleteObject*]', reason: copyReason },
    {
      id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*]',
      reason: copyReason,
    },
    { id: `AwsSolutions-IAM5[Resource::<${bundleBucketId}.Arn>/*]`, reason: copyReason },
    {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'CloudFront CreateInvalidation and GetInvalidation accept no narrower resource in this policy.',
    },
  );
}
