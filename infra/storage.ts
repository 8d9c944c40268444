import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
  type CorsRule,
} from 'aws-cdk-lib/aws-s3';
import {
  AwsCustomResource,
  AwsCustomResourcePolicy,
  PhysicalResourceId,
  type AwsSdkCall,
} from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { PHOTO_KEY_PREFIX, PHOTO_UPLOAD_EXPIRY_DAYS, PHOTO_UPLOAD_PREFIX } from '#shared/schemas/photo';
import { PHOTO_UPLOAD_CORS } from './photo-upload-cors';

/**
 * How long a deleted or replaced photo stays restorable as a noncurrent version (docs/operations.md, "Restore
 * the photos with the table"): within the table's 35 days of point-in-time recovery, so a restore of the
 * recent past finds the photos its rounds name, and short enough that a deleted account's photos are gone
 * within a month.
 */
export const PHOTO_NONCURRENT_DAYS = 30;

export interface StorageProps {
  /**
   * The app origin when it is known at synth time (a custom domain): the only origin the photos bucket's
   * CORS allows. Otherwise call allowPhotoUploadsFrom once the distribution exists.
   */
  readonly appOrigin?: string;
}

/** The photos bucket's CORS rule (infra/photo-upload-cors.ts) for one origin, as CDK models it. */
function photoUploadCorsRule(appOrigin: string): CorsRule {
  return {
    allowedMethods: PHOTO_UPLOAD_CORS.allowedMethods.map((method) => HttpMethods[method]),
    allowedOrigins: [appOrigin],
    allowedHeaders: [...PHOTO_UPLOAD_CORS.allowedHeaders],
    exposedHeaders: [...PHOTO_UPLOAD_CORS.exposedHeaders],
    maxAge: PHOTO_UPLOAD_CORS.maxAgeSeconds,
  };
}

/** Buckets: golfers' photos, the SPA bundle, and the access logs of both and of CloudFront. */
export class Storage extends Construct {
  readonly photosBucket: Bucket;
  readonly bundleBucket: Bucket;
  readonly logsBucket: Bucket;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);

    this.logsBucket = new Bucket(this, 'LogsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logging still delivers through an object ACL.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.logsBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket; logging it into itself would loop.',
    });

    this.photosBucket = new Bucket(this, 'PhotosBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'photos-bucket/',
      // The browser PUTs straight to S3 with a presigned URL; the signature, not CORS, is the authorization.
      cors: props.appOrigin ? [photoUploadCorsRule(props.appOrigin)] : undefined,
      // Versions: a deleted photo (a round deleted by mistake, a bad migration) can be put back with the table.
      versioned: true,
      lifecycleRules: [
        { id: 'AbortIncompleteUploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        {
          // An upload no round took (a form left before saving): private, and gone after a day.
          id: 'ExpireUntakenUploads',
          prefix: PHOTO_UPLOAD_PREFIX,
          expiration: Duration.days(PHOTO_UPLOAD_EXPIRY_DAYS),
          noncurrentVersionExpiration: Duration.days(1),
        },
        {
          id: 'ExpireOldPhotoVersions',
          noncurrentVersionExpiration: Duration.days(PHOTO_NONCURRENT_DAYS),
          expiredObjectDeleteMarker: true,
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // CloudFront's origin access control may read the whole bucket (the grant CDK writes); S3 itself refuses it
    // anything outside photos/, so an upload no round has checked and taken is never served (and the /photos/*
    // viewer-request function refuses any path that is not a public photo key before it reaches S3).
    this.photosBucket.addToResourcePolicy(
      new PolicyStatement({
        effect: Effect.DENY,
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject', 's3:GetObjectVersion'],
        notResources: [this.photosBucket.arnForObjects(`${PHOTO_KEY_PREFIX}*`)],
      }),
    );

    this.bundleBucket = new Bucket(this, 'BundleBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'bundle-bucket/',
      // Retained like the others: a non-empty bucket cannot be deleted by CloudFormation anyway.
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /**
   * Lets the app's generated CloudFront origin (and no other) PUT photos. The distribution already depends
   * on this bucket (its /photos/* origin), so a CORS rule naming the distribution's domain in the bucket
   * itself would be a dependency cycle; a custom resource sets it once both exist, as the Cognito callback
   * URLs are registered. The bucket resource declares no CORS then, so CloudFormation leaves this rule
   * alone on later updates (as it does with the notification configuration CDK sets the same way).
   */
  allowPhotoUploadsFrom(appOrigin: string): void {
    const rule = photoUploadCorsRule(appOrigin);
    const call: AwsSdkCall = {
      service: 'S3',
      action: 'PutBucketCors',
      parameters: {
        Bucket: this.photosBucket.bucketName,
        CORSConfiguration: {
          CORSRules: [
            {
              AllowedMethods: rule.allowedMethods,
              AllowedOrigins: rule.allowedOrigins,
              AllowedHeaders: rule.allowedHeaders,
              ExposeHeaders: rule.exposedHeaders,
              MaxAgeSeconds: rule.maxAge,
            },
          ],
        },
      },
      physicalResourceId: PhysicalResourceId.of(`${this.photosBucket.bucketName}-cors`),
    };
    const resource = new AwsCustomResource(this, 'PhotoUploadCors', {
      onCreate: call,
      onUpdate: call,
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({ actions: ['s3:PutBucketCORS'], resources: [this.photosBucket.bucketArn] }),
      ]),
      installLatestAwsSdk: false,
      logGroup: new LogGroup(this, 'PhotoUploadCorsLogs', {
        retention: RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
    });
    // The provider function is a singleton aws-cdk-lib builds in the stack's scope, outside this construct.
    const provider = resource.grantPrincipal instanceof Role ? resource.grantPrincipal.node.scope : undefined;
    Validations.of(provider ?? resource).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: "The custom resource's provider function only writes its own logs with this managed policy.",
    });
  }
}
