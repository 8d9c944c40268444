import { lazy, startTransition, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import type { User } from '../../../shared/schemas/user';
import { onSignedInAnswer, useAuthUser } from '../features/auth/api/get-auth-user';
import LandingPage from '../features/auth/routes/landing-page';
import { safeReturnPath } from '../shared/lib/browser-navigation';
import { preloadableLazy, type Preloadable } from '../shared/lib/preloadable-lazy';
import { useUnauthorizedRedirect } from '../shared/lib/use-unauthorized-redirect';
import { FullScreenError, FullScreenLoading } from './full-screen-status';
import { SignedOutFrame } from './signed-out-frame';

// The landing page is part of the first-paint bundle (a few kB over the session check's loading screen): a
// signed-out visitor's page paints the moment the session check answers, with no chunk to wait for after it.
// The signed-in shell with its menus and every other screen load on demand (initial JS budget: 150 kB gzip).
const appShell = preloadableLazy(() => import('./shell/app-shell'));
const dashboardPage = preloadableLazy(() => import('../features/dashboard/routes/dashboard-page'));
const profilePage = preloadableLazy(() => import('../features/profile/routes/profile-page'));
const clubProfilesPage = preloadableLazy(() => import('../features/courses/routes/club-profiles-page'));
const coursePage = preloadableLazy(() => import('../features/courses/routes/course-page'));
const roundsPage = preloadableLazy(() => import('../features/rounds/routes/rounds-page'));
const passportPage = preloadableLazy(() => import('../features/passport/routes/passport-page'));
const fullMapPage = preloadableLazy(() => import('../features/map/routes/full-map-page'));
const achievementsPage = preloadableLazy(() => import('../features/achievements/routes/achievements-page'));
const communityPage = preloadableLazy(() => import('../features/community/routes/community-page'));
const eventsPage = preloadableLazy(() => import('../features/events/routes/events-page'));

const AppShell = appShell.Component;
const LoginPage = lazy(() => import('../features/auth/routes/login-page'));
const DashboardPage = dashboardPage.Component;
const ProfilePage = profilePage.Component;
const ClubProfilesPage = clubProfilesPage.Component;
const CoursePage = coursePage.Component;
const RoundsPage = roundsPage.Component;
const PassportPage = passportPage.Component;
const FullMapPage = fullMapPage.Component;
const AchievementsPage = achievementsPage.Component;
const CommunityPage = communityPage.Component;
const EventsPage = eventsPage.Component;
const NotFoundPage = lazy(() => import('../features/not-found/routes/not-found-page'));

/** Each signed-in screen by the first segment of its path ('' is the dashboard at /). */
const signedInScreens: Record<string, Preloadable> = {
  '': dashboardPage,
  profile: profilePage,
  'club-profiles': clubProfilesPage,
  course: coursePage,
  rounds: roundsPage,
  'my-courses': passportPage,
  map: fullMapPage,
  achievements: achievementsPage,
  community: communityPage,
  events: eventsPage,
};

/** The shell and the screen at `pathname` (just the shell for a path no screen has: the 404 page). */
function signedInModules(pathname: string): Preloadable[] {
  const screen = signedInScreens[pathname.split('/')[1] ?? ''];
  return screen ? [appShell, screen] : [appShell];
}

/**
 * Starts downloading the signed-in shell and the screen at `pathname` side by side. Left to React, the shell
 * would render before asking for the screen inside it: two round trips in a row. Resolves when both have
 * arrived (or failed: React.lazy then reports it when the screen renders).
 */
export function preloadSignedInScreen(pathname: string): Promise<void> {
  return Promise.all(signedInModules(pathname).map((module) => module.preload())).then(() => undefined);
}

/** Whether the shell and the screen at `pathname` can render without waiting for the network. */
function signedInScreenSettled(pathname: string): boolean {
  return signedInModules(pathname).every((module) => module.isSettled());
}

/** Built signed-in screens that a signed-out visitor is sent to sign in for. */
const signedInOnlyPaths = [
  'club-profiles',
  'course/:id',
  'rounds',
  'my-courses',
  'map',
  'achievements',
  'community',
  'events',
];

// A screen only a signed-in golfer sees (/my-courses, /rounds...): its code downloads beside the session check
// rather than after its answer. At / the answer decides between the landing page (in this bundle) and the
// dashboard, whose code starts downloading the moment the answer names a golfer.
if (typeof window !== 'undefined') {
  if (window.location.pathname !== '/') void preloadSignedInScreen(window.location.pathname);
  else onSignedInAnswer(() => void preloadSignedInScreen(window.location.pathname));
}

/** Spec §2: signed-out visitors reach only / and /login; everything waits for the auth check. */
export function AppRoutes() {
  const auth = useAuthUser();
  // The answer swaps the loading screen for a whole screen (the signed-in shell and its page, whose code now
  // arrives with the answer): React renders that as a transition, in slices that leave the main thread free
  // between them, rather than as one long task on a slow phone.
  const user = useDeferredValue(auth.user);
  const isLoading = useDeferredValue(auth.isLoading);
  const error = useDeferredValue(auth.error);
  const { retry } = auth;
  const screenReady = useFirstSignedInScreenReady(user !== null && !isLoading);
  if (isLoading) return <FullScreenLoading />;
  if (error && !user) return <FullScreenError onRetry={retry} />;
  if (!user) return <SignedOutRoutes />;
  // The loading screen stays until the screen's code is in, so that the screen renders whole in one commit
  // rather than behind a Suspense fallback that React would then hold for up to 300 ms.
  if (!screenReady) return <FullScreenLoading />;
  return <SignedInRoutes user={user} />;
}

/**
 * Whether the first signed-in screen has its code (waited for while `wanted`). Only the first: once the shell
 * is up, a later screen's code is waited for inside it (its Suspense fallback under the header).
 */
function useFirstSignedInScreenReady(wanted: boolean): boolean {
  const { pathname } = useLocation();
  const [ready, setReady] = useState(false);
  const settled = wanted && (ready || signedInScreenSettled(pathname));
  if (settled && !ready) setReady(true);
  useEffect(() => {
    if (!wanted || ready) return;
    let current = true;
    void preloadSignedInScreen(pathname).then(() => {
      // A transition, as the session's answer is (above): the whole shell and screen render in slices.
      if (current) startTransition(() => setReady(true));
    });
    return () => {
      current = false;
    };
  }, [wanted, ready, pathname]);
  return settled;
}

function SignedInRoutes({ user }: { user: User }) {
  const { pathname } = useLocation();
  // Idempotent (a module loads once): a screen reached from another starts downloading as it is asked for.
  void preloadSignedInScreen(pathname);
  return (
    <Suspense fallback={<FullScreenLoading />}>
      <Routes>
        <Route path="/login" element={<LeaveLogin />} />
        <Route element={<AppShell user={user} />}>
          <Route index element={<DashboardPage user={user} />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="club-profiles" element={<ClubProfilesPage />} />
          <Route path="course/:id" element={<CoursePage />} />
          <Route path="rounds" element={<RoundsPage />} />
          <Route path="my-courses" element={<PassportPage user={user} />} />
          <Route path="map" element={<FullMapPage />} />
          <Route path="achievements" element={<AchievementsPage />} />
          <Route path="community" element={<CommunityPage />} />
          <Route path="events" element={<EventsPage user={user} />} />
          {/* The dashboard lives at /; an old or guessed /dashboard link lands there. */}
          <Route path="dashboard" element={<Navigate to="/" replace />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

function SignedOutRoutes() {
  return (
    <Suspense fallback={<FullScreenLoading />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/profile" element={<SignedOutProfile />} />
        <Route path="/dashboard" element={<Navigate to="/" replace />} />
        {signedInOnlyPaths.map((path) => (
          <Route key={path} path={`/${path}`} element={<RedirectToLogin />} />
        ))}
        <Route
          path="*"
          element={
            <SignedOutFrame>
              <NotFoundPage />
            </SignedOutFrame>
          }
        />
      </Routes>
    </Suspense>
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

/** Spec §8: a signed-out visit to /profile shows the Unauthorized toast, then signs in after 500 ms. */
function SignedOutProfile() {
  const redirectToLogin = useUnauthorizedRedirect();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    redirectToLogin('/profile');
  }, [redirectToLogin]);
  return <FullScreenLoading message="Taking you to sign in..." />;
}
