/**
 * Prerendered screens (issue 20, Lighthouse): a few signed-in screens are rendered at build time into their
 * own HTML page (scripts/prerender), as they look before anything about the golfer is known: the signed-in
 * shell without its user, the screen's skeletons. The browser paints that page from the HTML alone; the app
 * then hydrates it (React adopts the same nodes) and fills in the golfer once the session check answers.
 *
 * For React to adopt the nodes, its first render in the browser must produce the same markup as the build's.
 * Both therefore render the signed-in shell while the session is unknown, instead of the loading screen,
 * when this flag is set: by the build's renderer, and by main.tsx when the page it starts on was prerendered.
 */
let pendingShellPath: string | null = null;

/** The page's path was prerendered: render its signed-in shell until the session check answers. */
export function renderSignedInShellWhilePending(pathname: string): void {
  pendingShellPath = pathname;
}

/** Whether the screen at `pathname` is shown in its signed-in shell while the session is unknown. */
export function showsSignedInShellWhilePending(pathname: string): boolean {
  return pendingShellPath === pathname;
}

/** The attribute index.html's #root carries in a prerendered page: the path it was rendered for. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';
