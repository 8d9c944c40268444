import { lazy, memo, useDeferredValue, useEffect, useRef, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { User } from '#shared/schemas/user';
import { onSignedInAnswer, useAuthUser } from '@/features/auth';
import { safeReturnPath } from '@/shared/lib/browser-navigation';
import { useUnauthorizedRedirect } from '@/shared/lib/use-unauthorized-redirect';
import { FullScreenError, FullScreenLoading } from './full-screen-status';
import { LazyScreenBoundary } from './lazy-screen-boundary';
import { afterBootSteps } from './prerender/boot-steps';
import { announcePageLive } from './prerender/page-live';
import {
  showsLandingWhilePending,
  showsSignedInShellWhilePending,
} from './prerender/pending-signed-in-shell';
import { SIGNED_IN_SCREENS, sessionHasGolfer } from './prerender/wait-for-session';
import {
  firstSegmentOf,
  notFoundScreen,
  publicScreens,
  screens,
  signedInScreens,
  signedOutScreens,
  type Screen,
  type ScreenProps,
} from './screens';
import { SignedOutFrame } from './signed-out-frame';

// The signed-in shell with its menus and every screen but the landing page load on demand (initial JS
// budget: 150 kB gzip); which screens there are, and where, is app/screens.ts.
// On a prerendered page, after its boot script has evaluated their chunks one per task (prerender/boot-steps).
const loadAppShell = afterBootSteps(() => import('./shell/app-shell'));
const AppShell = lazy(loadAppShell);
const loadScreen = (screen: Screen) => afterBootSteps(screen.load as NonNullable<Screen['load']>)();

/** Each screen's component: its lazy code, or (the landing page) the component itself. */
const pages = new Map<Screen, ComponentType<ScreenProps>>(
  screens.map((screen) => [screen, screen.page ?? lazy(() => loadScreen(screen))]),
);
const pageOf = (screen: Screen) => pages.get(screen) as ComponentType<ScreenProps>;
const NotFoundPage = pageOf(notFoundScreen);

/**
 * Starts downloading the signed-in shell and the screen at `pathname` side by side. Left to React, the shell
 * would render before asking for the screen inside it: two round trips in a row. Loading a module twice costs
 * nothing (the browser keeps one copy), so the lazy components below find it already under way.
 */
export function preloadSignedInScreen(pathname: string): void {
  const segment = firstSegmentOf(pathname);
  const screen = signedInScreens.find((candidate) => firstSegmentOf(candidate.path) === segment);
  if (!screen?.load) return;
  void loadAppShell().catch(() => undefined);
  void loadScreen(screen).catch(() => undefined);
}

// A screen only a signed-in golfer sees (/my-courses, /rounds...): its code downloads beside the session check
// rather than after its answer. At / the answer decides between the landing page (in this bundle) and the
// dashboard, whose code starts downloading the moment the answer names a golfer.
if (typeof window !== 'undefined') {
  if (window.location.pathname !== '/') preloadSignedInScreen(window.location.pathname);
  else onSignedInAnswer(() => preloadSignedInScreen(window.location.pathname));
}

const publicSegments = new Set(publicScreens.map((screen) => firstSegmentOf(screen.path)));

/**
 * A page shared by link (docs/product-rules.md, "Sharing") is for anyone: it waits for no session check and
 * shows none of the app's menus, signed in or not. Every other address is the app's (SessionRoutes).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  if (!publicSegments.has(firstSegmentOf(pathname))) return <SessionRoutes />;
  return (
    <LazyScreenBoundary layout="full-screen" fallback={<FullScreenLoading />}>
      <Routes>
        {publicScreens.map((screen) => {
          const Page = pageOf(screen);
          return <Route key={screen.id} path={screen.path} element={<Page user={null} />} />;
        })}
        <Route path="*" element={<SessionRoutes />} />
      </Routes>
    </LazyScreenBoundary>
  );
}

/**
 * docs/product-rules.md#screens-and-sign-in: signed-out visitors reach only / and /login; everything waits
 * for the auth check.
 */
function SessionRoutes() {
  const auth = useAuthUser();
  // The answer swaps the loading screen for a whole screen (the signed-in shell and its page, whose code now
  // arrives with the answer): React renders that as a transition, in slices that leave the main thread free
  // between them, rather than as one long task on a slow phone.
  const user = useDeferredValue(auth.user);
  const isLoading = useDeferredValue(auth.isLoading);
  const error = useDeferredValue(auth.error);
  const answered = useDeferredValue(auth.answered);
  const { retry } = auth;
  // A prerendered page (app/prerender): its shell and skeletons stand while the session is unknown, as built.
  const pending = !answered && !error;
  const pendingShell = pending && showsSignedInShellWhilePending();
  useEffect(() => {
    // Signed out or failed: the page is the app's now (a golfer's screen says so itself once adopted).
    if (!pendingShell && !user) announcePageLive();
  }, [pendingShell, user]);
  if (pendingShell) return <SignedInRoutes user={null} />;
  // The prerendered landing page (a visitor's /): it stands, adopted as built, while the session is unknown.
  if (pending && showsLandingWhilePending()) return <SignedOutRoutes />;
  if (isLoading) return <FullScreenLoading />;
  if (error && !user) return <FullScreenError onRetry={retry} />;
  return user ? <SignedInRoutes user={user} /> : <SignedOutRoutes />;
}

const signedInPaths = new Set(signedInScreens.map((screen) => screen.path));
const signedOutPaths = new Set(signedOutScreens.map((screen) => screen.path));

/** An old or guessed address (/dashboard) leads to its screen's. */
const aliases = screens.flatMap((screen) =>
  (screen.aliases ?? []).map((alias) => (
    <Route key={alias} path={alias} element={<Navigate to={screen.path} replace />} />
  )),
);

/**
 * `user` is null only while a prerendered page waits for the session check (see AppRoutes). Memoized: while
 * React is still adopting a prerendered screen (its lazy code on the way), a re-render reaching it with
 * nothing new (AppRoutes re-renders whenever the session check's state moves) would make React drop the
 * prerendered markup and render the loading screen in its place.
 */
const SignedInRoutes = memo(function SignedInRoutes({ user }: { user: User | null }) {
  const { pathname } = useLocation();
  // Idempotent (a module loads once): on the first render the shell and the screen download together.
  preloadSignedInScreen(pathname);
  if (user) sessionHasGolfer();
  return (
    <SWRConfig value={SIGNED_IN_SCREENS}>
      <LazyScreenBoundary layout="full-screen" fallback={<FullScreenLoading />}>
        <Routes>
          {/* Signed in already: a visitor's page (/login) has nothing to offer. */}
          {signedOutScreens
            .filter((screen) => !signedInPaths.has(screen.path))
            .map((screen) => (
              <Route key={screen.id} path={screen.path} element={<LeaveLogin />} />
            ))}
          <Route element={<AppShell user={user} />}>
            {signedInScreens.map((screen) => {
              const Page = pageOf(screen);
              return screen.path === '/' ? (
                <Route key={screen.id} index element={<Page user={user} />} />
              ) : (
                <Route key={screen.id} path={screen.path.slice(1)} element={<Page user={user} />} />
              );
            })}
            {aliases}
            <Route path="*" element={<NotFoundPage user={user} />} />
          </Route>
        </Routes>
      </LazyScreenBoundary>
    </SWRConfig>
  );
});

function SignedOutRoutes() {
  return (
    <LazyScreenBoundary layout="full-screen" fallback={<FullScreenLoading />}>
      <Routes>
        {signedOutScreens.map((screen) => {
          const Page = pageOf(screen);
          return <Route key={screen.id} path={screen.path} element={<Page user={null} />} />;
        })}
        {/* A signed-in golfer's screen sends a signed-out visitor to sign in first. */}
        {signedInScreens
          .filter((screen) => !signedOutPaths.has(screen.path))
          .map((screen) => (
            <Route
              key={screen.id}
              path={screen.path}
              element={
                screen.signedOut === 'unauthorized-notice' ? <UnauthorizedNotice /> : <RedirectToLogin />
              }
            />
          ))}
        {aliases}
        <Route
          path="*"
          element={
            <SignedOutFrame>
              <NotFoundPage user={null} />
            </SignedOutFrame>
          }
        />
      </Routes>
    </LazyScreenBoundary>
  );
}

/** Signed in already: /login has nothing to offer, go where the visitor was headed (or home). */
function LeaveLogin() {
  const [params] = useSearchParams();
  return <Navigate to={safeReturnPath(params.get('returnTo')) ?? '/'} replace />;
}

/** A signed-in-only screen while signed out: to /login, remembering where the visitor wanted to go. */
function RedirectToLogin() {
  const { pathname } = useLocation();
  return <Navigate to={`/login?returnTo=${encodeURIComponent(pathname)}`} replace />;
}

/**
 * docs/product-rules.md#screens-and-sign-in: a signed-out visit to /profile shows the Unauthorized toast,
 * then signs in after 500 ms.
 */
function UnauthorizedNotice() {
  const redirectToLogin = useUnauthorizedRedirect();
  const { pathname } = useLocation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    redirectToLogin(pathname);
  }, [redirectToLogin, pathname]);
  return <FullScreenLoading message="Taking you to sign in..." />;
}
