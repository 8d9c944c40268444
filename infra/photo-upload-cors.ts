/**
 * The photos bucket's one CORS rule: the app's page PUTs a photo straight to S3 with a presigned URL and the
 * headers it was signed with. The signature, not CORS, authorizes the upload; CORS only lets the app's own
 * origin read the answer. Defined once for the CDK bucket (infra/storage.ts) and the local s3rver bucket
 * (scripts/local/s3-local.ts); no CDK imports here.
 */
export const PHOTO_UPLOAD_CORS = {
  allowedMethods: ['PUT'],
  // Content-Length is set by the browser and needs no allowance.
  allowedHeaders: ['content-type', 'cache-control', 'x-amz-*'],
  exposedHeaders: ['ETag'],
  maxAgeSeconds: 3000,
} as const;
