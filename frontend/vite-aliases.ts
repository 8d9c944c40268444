import { fileURLToPath } from 'node:url';

/**
 * `@/...` names a module of frontend/src from anywhere in it (tsconfig.json "paths" says the same to
 * TypeScript, eslint.config.js to the import rules). The repository's shared/ is `#shared/...`, a Node subpath
 * import (package.json "imports"), which Vite resolves by itself.
 */
export const frontendAliases = [
  { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
];
