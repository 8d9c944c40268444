/**
 * The local S3's fixed credentials (the local stack needs no AWS account). s3rver checks no signature itself;
 * the local stack's S3 guard (scripts/local/s3-guard.ts) verifies every request against these, as S3 does
 * against IAM keys. A module of its own so the local stack reads them without loading the S3 client at start.
 */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
