/**
 * Signed-in screens whose first paint comes from HTML rendered at build time (frontend/src/app/prerender,
 * scripts/build/prerender-screens.ts). Each is served as its own page by CloudFront's SPA function and the
 * local server; every other client-side route gets index.html. Passport: its first screen is the largest
 * signed-in page Lighthouse measures (issue 20), and its path says who it is for (a signed-in golfer), where /
 * could be the landing page or the dashboard (the session cookie is scoped to /api: the page cannot tell).
 */
export const PRERENDERED_SCREENS = [
  { path: '/my-courses', file: 'my-courses.html', module: 'src/features/passport/routes/passport-page.tsx' },
] as const;

/**
 * Dispatched on window once the app has adopted a prerendered page (or has shown something else in its
 * place: signed out, an error): the page's boot script holds a button pressed before then, and presses it again.
 */
export const PRERENDERED_PAGE_LIVE_EVENT = 'fescue:prerendered-page-live';
