import { lazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import type { User } from '../../../shared/schemas/user';
import { useAuthUser } from '../features/auth/api/get-auth-user';
import { safeReturnPath } from '../shared/lib/browser-navigation';
import { useUnauthorizedRedirect } from '../shared/lib/use-unauthorized-redirect';
import { FullScreenError, FullScreenLoading } from './full-screen-status';
import { SignedOutFrame } from './signed-out-frame';

// Screens, and the signed-in shell with its menus, load on demand: a first visit downloads only the router, the
// session check and the screen it shows (initial JS budget: 150 kB gzip).
const AppShell = lazy(() => import('./shell/app-shell'));
const loadLandingPage = () => import('../features/auth/routes/landing-page');
const LandingPage = lazy(loadLandingPage);
const LoginPage = lazy(() => import('../features/auth/routes/login-page'));
const DashboardPage = lazy(() => import('../features/dashboard/routes/dashboard-page'));
const ProfilePage = lazy(() => import('../features/profile/routes/profile-page'));
const ClubProfilesPage = lazy(() => import('../features/courses/routes/club-profiles-page'));
const CoursePage = lazy(() => import('../features/courses/routes/course-page'));
const RoundsPage = lazy(() => import('../features/rounds/routes/rounds-page'));
const PassportPage = lazy(() => import('../features/passport/routes/passport-page'));
const FullMapPage = lazy(() => import('../features/map/routes/full-map-page'));
const AchievementsPage = lazy(() => import('../features/achievements/routes/achievements-page'));
const CommunityPage = lazy(() => import('../features/community/routes/community-page'));
const EventsPage = lazy(() => import('../features/events/routes/events-page'));
const NotFoundPage = lazy(() => import('../features/not-found/routes/not-found-page'));

// A visit to / is the landing page unless the session check says otherwise: its code (a few kB) is fetched
// beside that check rather than after its answer, one round trip fewer before the landing page paints.
if (typeof window !== 'undefined' && window.location.pathname === '/') void loadLandingPage();

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

/** Spec §2: signed-out visitors reach only / and /login; everything waits for the auth check. */
export function AppRoutes() {
  const { user, isLoading, error, retry } = useAuthUser();
  if (isLoading) return <FullScreenLoading />;
  if (error && !user) return <FullScreenError onRetry={retry} />;
  return user ? <SignedInRoutes user={user} /> : <SignedOutRoutes />;
}

function SignedInRoutes({ user }: { user: User }) {
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
