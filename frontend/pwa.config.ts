import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The installable app (issue 19): the web app manifest and the service worker (frontend/src/sw.ts, Workbox
 * through vite-plugin-pwa's injectManifest). The worker is registered by the page's update prompt
 * (`registerType: 'prompt'`): a new version waits until the golfer clicks Reload, never mid-form.
 */
export const THEME_COLOR = '#1d3b2a';
export const BACKGROUND_COLOR = '#fcfaf5';

export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  registerType: 'prompt',
  // The page registers the worker itself (frontend/src/app/pwa/update-prompt.tsx).
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
  manifest: {
    id: '/',
    name: 'Fescue',
    short_name: 'Fescue',
    description: 'Your golf travel archive: courses, rounds, photos and ratings, on and off the course.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The shell, every lazy screen chunk and the Latin fonts; the other scripts' font files load on demand.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}', 'assets/*-latin-*.woff2'],
    globIgnores: ['**/*-ext-*.woff2'],
  },
  devOptions: { enabled: false },
};
