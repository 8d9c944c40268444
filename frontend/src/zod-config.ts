// The app's Content-Security-Policy has no 'unsafe-eval' (infra/security-headers.ts). Zod compiles object
// parsers with `new Function` when it may, and probes for that once: the browser refuses the probe and
// reports it as a CSP violation, though zod catches it. Jitless parsing never makes the probe. Imported
// first by main.tsx, before any schema parses.
//
// Zod keeps its settings in one object on globalThis (`__zod_globalConfig`, what `z.config()` writes) and
// adopts the one it finds when it loads. Setting the flag there, rather than calling `z.config`, keeps zod out
// of the first bundle: the landing page parses nothing, and signed-in screens load zod with their schemas.
// Loaded before or after zod, the same object is changed. zod-config.test.ts checks zod reads it, and
// e2e/security.spec.ts fails on any CSP violation, the probe's included.
const zodHolder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodHolder.__zod_globalConfig ??= {};
zodHolder.__zod_globalConfig.jitless = true;

export {};
