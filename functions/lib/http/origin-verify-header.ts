/**
 * The header CloudFront adds to every /api/* request it forwards, carrying the origin-verify secret; the API
 * answers 403 without it. Its own module so that infra/ can name it without loading any AWS SDK client.
 */
export const ORIGIN_VERIFY_HEADER = 'x-fescue-origin-verify';
