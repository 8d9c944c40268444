/** How long after the page's load event the service worker may start installing. */
export const AFTER_LOAD_MS = 3000;

/**
 * Calls `callback` once the page has loaded, a few seconds have passed and the main thread is idle: late
 * enough that the golfer's first screen has its code and data. Returns a function that cancels it.
 */
export function afterFirstScreen(callback: () => void): () => void {
  let cancelled = false;
  let timer: number | undefined;
  let idle: number | undefined;
  const run = () => {
    if (!cancelled) callback();
  };
  const afterLoad = () => {
    timer = window.setTimeout(() => {
      // Safari has no requestIdleCallback; the delay alone does there.
      if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: AFTER_LOAD_MS });
      else run();
    }, AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    if (timer !== undefined) window.clearTimeout(timer);
    if (idle !== undefined && 'cancelIdleCallback' in window) window.cancelIdleCallback(idle);
  };
}
