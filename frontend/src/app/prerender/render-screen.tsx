import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppScreens } from '../app';
import { renderLandingWhilePending, renderSignedInShellWhilePending } from './pending-signed-in-shell';

/**
 * The build's renderer (scripts/prerender, run in Node on a server build of this module): the markup of the
 * signed-in screen at `pathname` before anything about the golfer is known, which the browser's first render
 * hydrates (main.tsx). The same tree as main.tsx renders, with a static router in place of the browser's:
 * routers add no markup.
 *
 * renderToString, pass after pass: a lazy part (the shell, the screen) suspends the first time it renders and
 * renders once its code has loaded, so the passes stop when no boundary is left to the browser (`<!--$!-->`).
 * Not `prerender`, which waits by itself: it sends a large boundary's content after its fallback with an
 * inline script to swap them, which the app's CSP refuses (script-src 'self').
 */
export async function renderSignedInScreen(pathname: string): Promise<string> {
  renderSignedInShellWhilePending();
  return renderUntilWhole(pathname);
}

/** The landing page as a visitor's first render shows it before the session check answers (main.tsx). */
export async function renderLandingPage(): Promise<string> {
  renderLandingWhilePending();
  return renderUntilWhole('/');
}

async function renderUntilWhole(pathname: string): Promise<string> {
  const screen = (
    <StrictMode>
      <StaticRouter location={pathname}>
        <AppScreens />
      </StaticRouter>
    </StrictMode>
  );
  // A deadline, not a count of passes: how long the lazy parts take to load depends on the machine's load
  // (a busy test runner transforms them on demand), and a screen whose code never loads must still fail.
  const deadline = Date.now() + MAX_WAIT_MS;
  let passes = 0;
  while (Date.now() < deadline) {
    const html = renderToString(screen);
    passes += 1;
    if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return html;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(
    `${pathname} still had parts left to the browser after ${passes} passes in ${MAX_WAIT_MS} ms`,
  );
}

const MAX_WAIT_MS = 30_000;
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';
