import { useCallback } from 'react';

/**
 * A ref for the picker dialog that keeps `--course-picker-header-height` equal to its sticky header's height
 * (CSS cannot read another element's size), so the search box can stick just below the header while the
 * results scroll: arrowing down a long list no longer carries the box the golfer types in out of sight.
 */
export function useHeaderHeightVariable(): (dialog: HTMLDivElement | null) => (() => void) | undefined {
  return useCallback((dialog: HTMLDivElement | null) => {
    const header = dialog?.querySelector<HTMLElement>(':scope > .dialog__header');
    if (!dialog || !header || typeof ResizeObserver === 'undefined') return undefined;
    // offsetHeight, not the bounding box: the opening animation scales the dialog.
    const update = () =>
      dialog.style.setProperty('--course-picker-header-height', `${header.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
}
