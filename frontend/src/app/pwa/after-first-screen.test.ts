// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_LOAD_MS, afterFirstScreen } from './after-first-screen';

describe('afterFirstScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // An idle main thread answers on the next turn.
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => window.setTimeout(callback, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the load event, the delay and an idle moment', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const callback = vi.fn();
    afterFirstScreen(callback);
    vi.advanceTimersByTime(AFTER_LOAD_MS * 2);
    expect(callback).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(AFTER_LOAD_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    // The delay is over; the idle callback has not come yet.
    expect(callback).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('goes on the delay alone where there is no requestIdleCallback (Safari)', () => {
    vi.unstubAllGlobals();
    const idle = 'requestIdleCallback' in window ? window.requestIdleCallback : undefined;
    Reflect.deleteProperty(window, 'requestIdleCallback');
    try {
      vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
      const callback = vi.fn();
      afterFirstScreen(callback);
      vi.advanceTimersByTime(AFTER_LOAD_MS - 1);
      expect(callback).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(callback).toHaveBeenCalledTimes(1);
    } finally {
      if (idle) window.requestIdleCallback = idle;
    }
  });

  it('counts from now when the page has loaded already, and can be cancelled', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const kept = vi.fn();
    const cancelled = vi.fn();
    afterFirstScreen(kept);
    afterFirstScreen(cancelled)();
    vi.advanceTimersByTime(AFTER_LOAD_MS);
    vi.runOnlyPendingTimers();
    expect(kept).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
