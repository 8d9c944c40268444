import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppScreens } from '../app';
import { renderSignedInShellWhilePending } from './pending-signed-in-shell';

/**
 * The build's renderer (scripts/prerender, run in Node on a server build of this module): the markup of the
 * signed-in screen at `pathname` before anything about the golfer is known, which the browser's first render
 * hydrates (main.tsx). The same tree as main.tsx renders, with a static router in place of the browser's:
 * routers add no markup.
 *
 * Two passes: `prerender` waits for the lazy shell and screen to load, but it sends a large boundary's content
 * after its fallback with an inline script to swap them in, which the app's CSP refuses (script-src 'self').
 * Once loaded, React.lazy renders them without suspending, so `renderToString` gives the whole screen in place.
 */
export async function renderSignedInScreen(pathname: string): Promise<string> {
  renderSignedInShellWhilePending(pathname);
  const screen = () => (
    <StrictMode>
      <StaticRouter location={pathname}>
        <AppScreens />
      </StaticRouter>
    </StrictMode>
  );
  await (await prerender(screen())).prelude.cancel();
  return renderToString(screen());
}
