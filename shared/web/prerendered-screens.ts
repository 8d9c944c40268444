/**
 * Signed-in screens whose first paint comes from HTML rendered at build time (frontend/src/app/prerender,
 * scripts/build/prerender-screens.ts). Each is a screen of the frontend's registry (frontend/src/app/screens.ts),
 * and `module` is the one it loads (frontend/src/app/screens.test.ts). Each is served as its own page by CloudFront's SPA function and the
 * local server to a browser that carries the signed-in hint (below); every other request for a client-side
 * route gets index.html. Passport and the dashboard: the signed-in pages Lighthouse measures
 * (docs/performance.md) whose first screen is text and skeletons (the map's is a canvas).
 */
export const PRERENDERED_SCREENS = [
  { path: '/', file: 'dashboard.html', module: 'src/app/routes/dashboard/dashboard-page.tsx' },
  { path: '/my-courses', file: 'my-courses.html', module: 'src/app/routes/passport/passport-page.tsx' },
] as const;

/**
 * The landing page, prerendered too: served at / to a browser without the signed-in hint (a visitor), so that
 * its first paint comes from the HTML rather than waiting on the app's code and the session check
 * (docs/performance.md, "The landing page from the HTML"). The app hydrates it once the session check
 * answers nobody; a session after all (a browser that lost its hint) opens the dashboard in its place.
 */
export const PRERENDERED_LANDING = {
  path: '/',
  file: 'landing.html',
  module: 'src/app/routes/landing/landing-page.tsx',
} as const;

/**
 * The signed-in hint: a cookie on path / saying "this browser holds a session", set beside the session cookie
 * at sign-in and expiring with it, cleared at sign-out and account deletion, and by the app itself when the
 * session check answers signed out (so it is not HttpOnly; it holds nothing but "1"). The session cookie is
 * scoped to /api, so without it a request for / could not tell a golfer (the dashboard) from a visitor (the
 * landing page). It only chooses which HTML paints first: the app still asks the API who is signed in.
 */
export const SIGNED_IN_HINT_COOKIE = 'fescue_signed_in';
export const SIGNED_IN_HINT_VALUE = '1';

/**
 * The prerendered page served for a request of `pathname` (no query) with these cookies, or null for
 * index.html: the local server's rule; CloudFront's function (infra/edge-functions.ts) applies the same one.
 */
export function prerenderedPageFor(
  pathname: string,
  cookies: Readonly<Record<string, string | undefined>>,
): string | null {
  if (cookies[SIGNED_IN_HINT_COOKIE] !== SIGNED_IN_HINT_VALUE) {
    return pathname === PRERENDERED_LANDING.path ? `/${PRERENDERED_LANDING.file}` : null;
  }
  const screen = PRERENDERED_SCREENS.find((candidate) => candidate.path === pathname);
  return screen ? `/${screen.file}` : null;
}

/**
 * Dispatched on window once the app has adopted a prerendered page (or has shown something else in its
 * place: signed out, an error): the page's boot script holds a button pressed before then, and presses it again.
 */
export const PRERENDERED_PAGE_LIVE_EVENT = 'fescue:prerendered-page-live';

/**
 * A prerendered page's boot script evaluates the app's code one chunk per task (scripts/build/prerender-screens.ts,
 * bootScriptSource), and marks the document with this attribute while it does: the app waits for the end
 * (this event on window) before importing a screen itself, which would evaluate what is left in one task.
 */
export const PRERENDERED_BOOT_ATTRIBUTE = 'data-boot-steps';
export const PRERENDERED_BOOT_DONE_EVENT = 'fescue:boot-steps-done';
