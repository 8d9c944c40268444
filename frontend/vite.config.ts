import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config';

const frontendRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// The app lives in frontend/ but imports the project's shared/ schemas, so the dev server may read the repo root.
export default defineConfig({
  root: frontendRoot,
  // Brotli and gzip copies of every text asset, made once at build: the local server sends them as CloudFront
  // compresses in AWS (infra/web.ts), so that local figures (npm run lighthouse) mean what a golfer gets. The
  // AWS upload leaves them out; CloudFront compresses on its own.
  plugins: [
    react(),
    VitePWA(pwaOptions),
    compression({
      include: /\.(html|css|js|mjs|json|svg|webmanifest)$/,
      algorithms: ['brotliCompress', 'gzip'],
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  server: { fs: { allow: [repoRoot] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The budget is measured on gzip of the initial JS (npm run bench); this only flags an outlier chunk.
    chunkSizeWarningLimit: 400,
  },
});
