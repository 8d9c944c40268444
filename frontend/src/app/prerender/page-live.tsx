import { useEffect } from 'react';
import { PRERENDERED_PAGE_LIVE_EVENT } from '#shared/web/prerendered-screens';

/** Tells a prerendered page's boot script that the app has it now (see PRERENDERED_PAGE_LIVE_EVENT). */
export function announcePageLive(): void {
  window.dispatchEvent(new Event(PRERENDERED_PAGE_LIVE_EVENT));
}

/**
 * Rendered beside the signed-in screen, in the same lazy boundary: its effect runs once React has adopted the
 * screen (hydration commits a boundary's content together), when the screen's buttons answer. Elsewhere (no
 * prerendered page, a later screen) the event finds nobody listening.
 */
export function PrerenderedPageLive() {
  useEffect(announcePageLive, []);
  return null;
}
