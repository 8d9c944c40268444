/** What the page and the service worker say to each other, and the cache names both know. */
export const WORKER_MESSAGES = {
  /** Page to worker (`{ type }`, as workbox-window sends it): the golfer clicked Reload on the update prompt. */
  skipWaiting: 'SKIP_WAITING',
  /** Worker to pages: Background Sync sent rounds; refresh what shows rounds and stats. */
  outboxSent: 'outbox-sent',
} as const;

/** Round photos the worker keeps; deleted on sign-out with the reads. */
export const PHOTO_CACHE = 'fescue-photos';
