import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, kept in step with the window. For parts that should not exist at
 * all (not merely be hidden) at some widths, so they are neither announced nor found twice on the page.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
