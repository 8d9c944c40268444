import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './use-when-idle';

/**
 * How many of a list's `total` items to render: `first` at once (a step's worth unless told), then `step` more
 * at each idle moment of the main thread until all are shown. For long lists below the first screen: one commit of the whole list (and
 * the layout after it) held a phone's main thread for 100 ms and more while the page was loading; in steps,
 * each commit holds it for a few milliseconds and the browser lays out and paints between them
 * (docs/performance.md, "lists in steps"). A list that grows later (a filter undone) is shown the same way.
 */
export function useStagedCount(total: number, step: number, first = step): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    // A transition: the render of the next items yields to the browser like any deferred render.
    return whenIdle(() => startTransition(() => setCount((shown) => shown + step)));
  }, [count, total, step]);
  return Math.min(count, total);
}
