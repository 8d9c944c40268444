import { lazy, memo, useDeferredValue, useEffect, useRef } from 'react';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { User } from '../../../shared/schemas/user';
import { onSignedInAnswer, useAuthUser } from '../features/auth';
import LandingPage from './routes/landing/landing-page';
import { safeReturnPath } from '../shared/lib/browser-navigation';
import { useUnauthorizedRedirect } from '../shared/lib/use-unauthorized-redirect';
import { FullScreenError, FullScreenLoading } from './full-screen-status';
import { LazyScreenBoundary } from './lazy-screen-boundary';
import { PageLoading } from './shell/page-loading';
import { announcePageLive } from './prerender/page-live';
import { showsSignedInShellWhilePending } from './prerender/pending-signed-in-shell';
import { ONCE_SESSION_KNOWN, WHILE_SESSION_UNKNOWN } from './prerender/wait-for-session';
import { SignedOutFrame } from './signed-out-frame';

// The landing page is part of the first-paint bundle (a few kB over the session check's loading screen): a
// signed-out visitor's page paints the moment the session check answers, with no chunk to wait for after it.
// The signed-in shell with its menus and every other screen load on demand (initial JS budget: 150 kB gzip).
const loadAppShell = () => import('./shell/app-shell');
const loadDashboardPage = () => import('./routes/dashboard/dashboard-page');
const loadProfilePage = () => import('./routes/profile/profile-page');
const loadClubProfilesPage = () => import('./routes/club-profiles/club-profiles-page');
const loadCoursePage = () => import('./routes/course/course-page');
const loadRoundsPage = () => import('./routes/rounds/rounds-page');
const loadPassportPage = () => import('./routes/passport/passport-page');
const loadFullMapPage = () => import('./routes/map/full-map-page');
const loadAchievementsPage = () => import('./routes/achievements/achievements-page');
const loadCommunityPage = () => import('./routes/community/community-page');
const loadEventsPage = () => import('./routes/events/events-page');

const AppShell = lazy(loadAppShell);
const LoginPage = lazy(() => import('./routes/login/login-page'));
const DashboardPage = lazy(loadDashboardPage);
const ProfilePage = lazy(loadProfilePage);
const ClubProfilesPage = lazy(loadClubProfilesPage);
const CoursePage = lazy(loadCoursePage);
const RoundsPage = lazy(loadRoundsPage);
const PassportPage = lazy(loadPassportPage);
const FullMapPage = lazy(loadFullMapPage);
const AchievementsPage = lazy(loadAchievementsPage);
const CommunityPage = lazy(loadCommunityPage);
const EventsPage = lazy(loadEventsPage);
const NotFoundPage = lazy(() => import('./routes/not-found/not-found-page'));

/** Each signed-in screen's code by the first segment of its path ('' is the dashboard at /). */
const signedInScreenLoaders: Record<string, () => Promise<unknown>> = {
  '': loadDashboardPage,
  profile: loadProfilePage,
  'club-profiles': loadClubProfilesPage,
  course: loadCoursePage,
  rounds: loadRoundsPage,
  'my-courses': loadPassportPage,
  map: loadFullMapPage,
  achievements: loadAchievementsPage,
  community: loadCommunityPage,
  events: loadEventsPage,
};

/**
 * Starts downloading the signed-in shell and the screen at `pathname` side by side. Left to React, the shell
 * would render before asking for the screen inside it: two round trips in a row. Loading a module twice costs
 * nothing (the browser keeps one copy), so the lazy components below find it already under way.
 */
export function preloadSignedInScreen(pathname: string): void {
  const load = signedInScreenLoaders[pathname.split('/')[1] ?? ''];
  if (!load) return;
  void loadAppShell().catch(() => undefined);
  void load().catch(() => undefined);
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
  if (window.location.pathname !== '/') preloadSignedInScreen(window.location.pathname);
  else onSignedInAnswer(() => preloadSignedInScreen(window.location.pathname));
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
  const answered = useDeferredValue(auth.answered);
  const { retry } = auth;
  // A prerendered page (app/prerender): its shell and skeletons stand while the session is unknown, as built.
  const pendingShell = !answered && !error && showsSignedInShellWhilePending();
  useEffect(() => {
    // Signed out or failed: the page is the app's now (a golfer's screen says so itself once adopted).
    if (!pendingShell && !user) announcePageLive();
  }, [pendingShell, user]);
  if (pendingShell) return <SignedInRoutes user={null} />;
  if (isLoading) return <FullScreenLoading />;
  if (error && !user) return <FullScreenError onRetry={retry} />;
  return user ? <SignedInRoutes user={user} /> : <SignedOutRoutes />;
}

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
  return (
    <SWRConfig value={user ? ONCE_SESSION_KNOWN : WHILE_SESSION_UNKNOWN}>
      <LazyScreenBoundary layout="full-screen" fallback={<FullScreenLoading />}>
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
            <Route path="events" element={user ? <EventsPage user={user} /> : <PageLoading />} />
            {/* The dashboard lives at /; an old or guessed /dashboard link lands there. */}
            <Route path="dashboard" element={<Navigate to="/" replace />} />
            <Route path="*" element={<NotFoundPage />} />
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
