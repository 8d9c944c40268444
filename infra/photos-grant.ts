import type { CfnElement } from 'aws-cdk-lib';
import { Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { PHOTO_KEY_PREFIX, PHOTO_UPLOAD_PREFIX } from '#shared/schemas/photo';

/** What the API's functions may do with the photos bucket (infra/api.ts grants them per endpoint group). */

/**
 * The rounds function presigns photo PUTs to a golfer's private uploads/ prefix, so S3 authorizes each upload
 * against this role; it reads an upload (HEAD and its first bytes) and copies it to its public key under
 * photos/ (what CloudFront serves at /photos/*) when a round takes it, then deletes the upload; it deletes
 * the photo of a deleted round, a replaced one, a copy whose round was not written and an upload that fails
 * the check. No listing (so a missing key answers 403), no read of public photos, no ACL or tagging.
 */
export function grantPhotoObjects(photosBucket: IBucket, fn: LambdaFunction): void {
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['s3:PutObject', 's3:GetObject', 's3:DeleteObject'],
      resources: [photosBucket.arnForObjects(`${PHOTO_UPLOAD_PREFIX}*`)],
    }),
  );
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['s3:PutObject', 's3:DeleteObject'],
      resources: [photosBucket.arnForObjects(`${PHOTO_KEY_PREFIX}*`)],
    }),
  );
  acknowledgePhotoPrefixes(photosBucket, fn);
}

/**
 * The sharing function takes a link's preview card from the golfer's upload (presigned by the rounds
 * function): it reads the upload (HEAD and its first bytes), copies it to its public key under photos/ and
 * deletes the upload; it deletes a link's card when the link is revoked or given a new one. It presigns
 * nothing (no PutObject on uploads/), lists nothing, reads no public photo.
 */
export function grantShareCardObjects(photosBucket: IBucket, fn: LambdaFunction): void {
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['s3:GetObject', 's3:DeleteObject'],
      resources: [photosBucket.arnForObjects(`${PHOTO_UPLOAD_PREFIX}*`)],
    }),
  );
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['s3:PutObject', 's3:DeleteObject'],
      resources: [photosBucket.arnForObjects(`${PHOTO_KEY_PREFIX}*`)],
    }),
  );
  acknowledgePhotoPrefixes(photosBucket, fn);
}

/**
 * Delete my account lists a golfer's uploads (ListBucket, only under uploads/) and deletes them and their
 * rounds' public photos (DeleteObject, which DeleteObjects is authorized as per key). No read, no write.
 */
export function grantGolferPhotoDeletion(photosBucket: IBucket, fn: LambdaFunction): void {
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['s3:ListBucket'],
      resources: [photosBucket.bucketArn],
      conditions: { StringLike: { 's3:prefix': [`${PHOTO_UPLOAD_PREFIX}*`] } },
    }),
  );
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['s3:DeleteObject'],
      resources: [
        photosBucket.arnForObjects(`${PHOTO_KEY_PREFIX}*`),
        photosBucket.arnForObjects(`${PHOTO_UPLOAD_PREFIX}*`),
      ],
    }),
  );
  acknowledgePhotoPrefixes(photosBucket, fn);
}

function acknowledgePhotoPrefixes(photosBucket: IBucket, fn: LambdaFunction): void {
  const bucketLogicalId = Stack.of(fn).getLogicalId(photosBucket.node.defaultChild as CfnElement);
  Validations.of(fn).acknowledge(
    {
      id: `AwsSolutions-IAM5[Resource::<${bucketLogicalId}.Arn>/${PHOTO_KEY_PREFIX}*]`,
      reason:
        'Public photo keys are generated per photo under photos/; the prefix is the narrowest fixed scope.',
    },
    {
      id: `AwsSolutions-IAM5[Resource::<${bucketLogicalId}.Arn>/${PHOTO_UPLOAD_PREFIX}*]`,
      reason:
        'Upload keys are generated per upload under uploads/<userId>/; the prefix is the narrowest fixed scope.',
    },
  );
}
