import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import type { User } from '#shared/schemas/user';
import { AchievementAnnouncer } from '@/features/achievements';
import { DeviceStatus } from '@/features/offline';
import { SiteFooter } from '@/shared/ui/site-footer';
import { LazyScreenBoundary } from '../lazy-screen-boundary';
import { PrerenderedPageLive } from '../prerender/page-live';
import { AppHeader } from './app-header';
import { PageLoading } from './page-loading';
import { signedInFooterLinks } from './nav-links';
import './app-shell.css';

/**
 * Signed-in screens sit inside this shell: skip link, header, the page in <main>, footer. `user` is null only
 * while a prerendered page waits for the session check (app/prerender).
 */
export default function AppShell({ user }: { user: User | null }) {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    // A new screen starts at its top, as a full page load would. Not the first: a prerendered page may have
    // been scrolled (or tabbed through) before the app adopted it, and a reload restores its place.
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppHeader user={user} />
      <main id="main" tabIndex={-1} className="app-main">
        {user ? <DeviceStatus userId={user.id} /> : null}
        <LazyScreenBoundary layout="page" fallback={<PageLoading />} resetKey={pathname}>
          <Outlet />
          <PrerenderedPageLive />
        </LazyScreenBoundary>
      </main>
      <SiteFooter links={signedInFooterLinks} />
      <AchievementAnnouncer />
    </>
  );
}
