/**
 * Imported first by every component test (the unit project has no setup file and no globals): the DOM
 * matchers, and unmounting between tests so one test's screen never leaks into the next.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy and waitFor give up after one second by default; on a busy two-core machine a lazy chunk or a
// dialog's first render can take longer, which failed correct screens at random. A real failure still fails.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
