import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config';

const frontendRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// The app lives in frontend/ but imports the project's shared/ schemas, so the dev server may read the repo root.
export default defineConfig({
  root: frontendRoot,
  plugins: [react(), VitePWA(pwaOptions)],
  server: { fs: { allow: [repoRoot] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The budget is measured on gzip of the initial JS (npm run bench); this only flags an outlier chunk.
    chunkSizeWarningLimit: 400,
  },
});
