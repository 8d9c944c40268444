/**
 * React DOM's client, re-exported from a module of its own chunk (vite.config.ts, `react-dom`): React DOM is
 * CommonJS, which the bundle runs when a module first imports it. Imported by main.tsx directly, its 500 kB of
 * source would run as part of the app's chunk, in the same task; from here it runs when its own chunk is
 * evaluated, a task of its own on a prerendered page (docs/performance.md, "Module evaluation").
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
