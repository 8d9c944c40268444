/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { deviceOwner } from './shared/offline/device-owner';
import { OUTBOX_SYNC_TAG, runOutboxSync } from './shared/offline/outbox-runner';
import {
  outboxSentMessage,
  PHOTO_CACHE,
  WORKER_MESSAGES,
  type OutboxSentMessage,
} from './shared/offline/worker-protocol';

/**
 * Fescue's service worker (docs/product-rules.md#offline), built by vite-plugin-pwa (Workbox,
 * injectManifest): - precaches the app shell and every lazy screen chunk of this build, so the app opens with
 * no signal; - answers every page navigation with the precached index.html (the router takes it from there),
 * except   the server's own paths: /api/ (sign-in, sign-out and data), /oidc/ and /photos/;
 * - never caches an /api/ answer: the golfer's data offline lives in IndexedDB, cleared on sign-out;
 * - keeps round photos it has shown (immutable keys) in a cache the page deletes wherever it drops the
 *   golfer's reads (sign-out, a session that ended, another golfer signing in: shared/offline/device-owner.ts);
 * - sends the outbox when Background Sync wakes it;
 * - waits, once installed over an older version, until the page's "Reload" prompt says to take over.
 */
declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/oidc\//, /^\/photos\//],
  }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/photos/'),
  new CacheFirst({
    cacheName: PHOTO_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    data.type === WORKER_MESSAGES.skipWaiting
  ) {
    void self.skipWaiting();
  }
});

async function tellPages(message: OutboxSentMessage): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window' });
  pages.forEach((page) => page.postMessage(message));
}

/** A rejected sync is tried again later by the browser: so a sync the network cut short rejects. */
async function syncFromWorker(): Promise<void> {
  const owner = await deviceOwner();
  if (!owner) return;
  const result = await runOutboxSync(owner, { force: true });
  if (result.sent.length > 0) await tellPages(outboxSentMessage(result.earned));
  if (result.interrupted) throw new Error('The connection dropped while sending the outbox');
}

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(syncFromWorker());
});
