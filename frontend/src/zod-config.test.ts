import { describe, expect, it } from 'vitest';

describe('zod-config', () => {
  it('makes zod parse without compiling (no eval probe for the CSP to report)', async () => {
    await import('./zod-config');
    const z = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
