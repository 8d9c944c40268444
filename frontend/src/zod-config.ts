// zod's core config alone: `import * as z from 'zod'` here put 10 kB of zod into the first-paint bundle, which
// a signed-out visitor never parses with (the screens that do load zod with their schemas). The setting is
// one global shared by every zod import.
import { config } from 'zod/v4/core';

// The app's Content-Security-Policy has no 'unsafe-eval' (infra/security-headers.ts). Zod compiles object
// parsers with `new Function` when it may, and probes for that once: the browser refuses the probe and
// reports it as a CSP violation, though zod catches it. Jitless parsing never makes the probe. Imported
// first by main.tsx, before any schema parses.
config({ jitless: true });
