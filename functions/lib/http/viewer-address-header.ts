/**
 * The header that carries the viewer's address to the API: CloudFront's viewer-request function on /api/*
 * sets it from the connection (infra/edge-functions.ts), and the local front door from its socket
 * (scripts/local/api-adapter.ts), each replacing whatever a client sent. Its own module so that infra/ and
 * scripts/ can name it without loading any AWS SDK client.
 */
export const VIEWER_ADDRESS_HEADER = 'x-fescue-viewer-address';
