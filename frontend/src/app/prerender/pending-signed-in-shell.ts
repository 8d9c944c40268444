/**
 * Prerendered screens (for Lighthouse, docs/performance.md): a few signed-in screens are rendered at build
 * time into their own HTML page (scripts/prerender), as they look before anything about the golfer is known:
 * the signed-in shell without its user, the screen's skeletons. The browser paints that page from the HTML
 * alone; the app then hydrates it (React adopts the same nodes) and fills in the golfer once the session
 * check answers.
 *
 * For React to adopt the nodes, its first render in the browser must produce the same markup as the build's.
 * Both therefore render the signed-in shell while the session is unknown, instead of the loading screen,
 * when this flag is set: by the build's renderer, and by main.tsx when the page it starts on was prerendered.
 */
let startedOnPrerenderedPage: 'signed-in' | 'landing' | null = null;

/** The page the app started on was prerendered: render the signed-in shell until the session check answers. */
export function renderSignedInShellWhilePending(): void {
  startedOnPrerenderedPage = 'signed-in';
}

/**
 * Whether signed-in screens are shown in their shell while the session is unknown: on a page that started
 * prerendered, wherever the golfer goes before the answer (a header link followed then opens its screen in
 * the same shell, rather than a blank loading screen; signed out after all, the answer sends them on).
 */
export function showsSignedInShellWhilePending(): boolean {
  return startedOnPrerenderedPage === 'signed-in';
}

/** The attribute index.html's #root carries in a prerendered page: the path it was rendered for. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';

/**
 * The landing page is prerendered too (for a visitor, who carries no signed-in hint): its #root carries this
 * attribute as well, and the app renders the landing page, rather than the loading screen, until the session
 * check answers. Nobody signed in, it stays; a golfer after all (a browser that lost its hint), the answer
 * opens the dashboard in its place.
 */
export const PRERENDERED_SIGNED_OUT_ATTRIBUTE = 'data-prerendered-signed-out';

export function renderLandingWhilePending(): void {
  startedOnPrerenderedPage = 'landing';
}

export function showsLandingWhilePending(): boolean {
  return startedOnPrerenderedPage === 'landing';
}
