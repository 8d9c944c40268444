import { useEffect, useState } from 'react';

/** How long a part waits for an idle moment at most: a main thread never idle (a busy phone) still gets it. */
export const IDLE_TIMEOUT_MS = 2000;

interface PostTaskScheduler {
  postTask(callback: () => void, options: { priority: 'background'; signal?: AbortSignal }): Promise<unknown>;
}

/**
 * Runs `callback` once the main thread is idle: requestIdleCallback (bounded by IDLE_TIMEOUT_MS), else the
 * Prioritized Task Scheduling API's background priority, else a timer. Returns the cancel.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const scheduler = (globalThis as { scheduler?: PostTaskScheduler }).scheduler;
  if (scheduler && typeof scheduler.postTask === 'function') {
    const controller = new AbortController();
    scheduler
      .postTask(callback, { priority: 'background', signal: controller.signal })
      .catch(() => undefined);
    return () => controller.abort();
  }
  const timer = window.setTimeout(callback, 200);
  return () => window.clearTimeout(timer);
}

/**
 * False until `ready` and then an idle moment of the main thread; true from then on. For heavy parts (a map
 * starting in WebGL) that may start only when they are wanted and the page's own work is done, so that they
 * do not stretch a task of the first screen (docs/performance.md, "Where the main thread goes").
 */
export function useWhenIdle(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    return whenIdle(() => setIdle(true));
  }, [ready, idle]);
  return ready && idle;
}
