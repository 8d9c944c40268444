// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, useWhenIdle } from './use-when-idle';

function Probe({ ready }: { ready: boolean }) {
  return <div>{useWhenIdle(ready) ? 'started' : 'waiting'}</div>;
}

/** A requestIdleCallback the test drives: `idle()` runs what waits for an idle moment. */
function stubIdle() {
  const waiting = new Map<number, IdleRequestCallback>();
  const options: (IdleRequestOptions | undefined)[] = [];
  let next = 1;
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, option?: IdleRequestOptions) => {
    waiting.set(next, callback);
    options.push(option);
    return next++;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => waiting.delete(handle));
  return {
    options,
    pending: () => waiting.size,
    idle: () =>
      act(() => {
        for (const [handle, callback] of waiting) {
          waiting.delete(handle);
          callback({ didTimeout: false, timeRemaining: () => 50 });
        }
      }),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useWhenIdle', () => {
  it('does not start a part that is not wanted yet, even when the main thread is idle', () => {
    const { idle, pending } = stubIdle();
    render(<Probe ready={false} />);
    idle();
    expect(pending()).toBe(0);
    expect(screen.getByText('waiting')).toBeInTheDocument();
  });

  it('starts a wanted part at the next idle moment, not in the task that wanted it', () => {
    const { idle, options } = stubIdle();
    const { rerender } = render(<Probe ready={false} />);
    rerender(<Probe ready />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(options).toEqual([{ timeout: IDLE_TIMEOUT_MS }]);
    idle();
    expect(screen.getByText('started')).toBeInTheDocument();
  });

  it('lets go of the idle request when the part goes away first', () => {
    const { pending } = stubIdle();
    const { unmount } = render(<Probe ready />);
    expect(pending()).toBe(1);
    unmount();
    expect(pending()).toBe(0);
  });
});
