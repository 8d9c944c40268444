import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { frontendAliases } from './vite-aliases';

/**
 * A server build of the app's renderer (src/app/prerender/render-screen.tsx) for scripts/prerender: Node runs
 * it once at build time to write the prerendered screens' HTML. Everything is bundled (noExternal), so that
 * the CSS that components import is dropped here rather than imported by Node.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias: frontendAliases },
  logLevel: 'warn',
  publicDir: false,
  ssr: { noExternal: true },
  build: {
    ssr: 'src/app/prerender/render-screen.tsx',
    outDir: 'dist-prerender',
    emptyOutDir: true,
    minify: false,
  },
});
