// Namespace import: `import { z }` defeats tree-shaking and bundles all of zod's locales (450 kB vs 85 kB).
import * as z from 'zod';

// The app's Content-Security-Policy has no 'unsafe-eval' (infra/security-headers.ts). Zod compiles object
// parsers with `new Function` when it may, and probes for that once: the browser refuses the probe and
// reports it as a CSP violation, though zod catches it. Jitless parsing never makes the probe. Imported
// first by main.tsx, before any schema parses.
z.config({ jitless: true });
