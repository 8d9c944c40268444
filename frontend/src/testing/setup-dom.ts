/**
 * Imported first by every component test (the unit project has no setup file and no globals): the DOM
 * matchers, and unmounting between tests so one test's screen never leaks into the next.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
