import { useCallback, useEffect, useState } from 'react';

/**
 * Whether an element has come into the viewport, or within `rootMargin` of it (once true, it stays true): for
 * heavy parts below the fold that need not load before the golfer scrolls to them. Without `enabled`, or in a
 * browser without IntersectionObserver, it is true from the start.
 */
export function useNearViewport<T extends Element>(
  enabled: boolean,
  rootMargin = '0px',
): [ref: (element: T | null) => void, near: boolean] {
  const canObserve = enabled && typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState(!canObserve);
  const [element, setElement] = useState<T | null>(null);
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, rootMargin]);
  const ref = useCallback((next: T | null) => setElement(next), []);
  return [ref, near];
}
