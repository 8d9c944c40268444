import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface StorageProps {
  /**
   * Origins allowed to PUT to the photos bucket with a presigned URL. The exact CloudFront origin cannot be
   * named here when it is generated: the distribution already depends on this bucket (it is the /photos/*
   * origin), so a CORS rule naming the distribution would be a dependency cycle.
   */
  readonly photoUploadOrigins: readonly string[];
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
      cors: [
        {
          allowedMethods: [HttpMethods.PUT],
          allowedOrigins: [...props.photoUploadOrigins],
          allowedHeaders: ['content-type', 'cache-control', 'x-amz-*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

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
}
