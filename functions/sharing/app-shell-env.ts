/**
 * The bucket that holds the built app (infra/storage.ts bundleBucket), read by functions/sharing/app-shell.ts.
 * Set in AWS only: there the shared page's HTML starts from the index.html the deploy uploaded, so its script
 * and style names are the live build's. Its own module, so infra/api.ts imports no SDK to name it.
 */
export const APP_SHELL_BUCKET_ENV = 'APP_SHELL_BUCKET';
