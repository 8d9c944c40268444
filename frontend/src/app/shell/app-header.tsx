import { NavLink, Link, useLocation } from 'react-router-dom';
import type { User } from '#shared/schemas/user';
import { useMediaQuery } from '@/shared/lib/use-media-query';
import { Badge } from '@/shared/ui/badge';
import { Logo } from '@/shared/ui/logo';
import { GhinSummary } from './ghin-summary';
import { HeaderMoreMenu } from './header-more-menu';
import { MobileMenu } from './mobile-menu';
import { navLinkClass, primaryNav } from './nav-links';
import { UserMenu, UserMenuPlaceholder } from './user-menu';

/** Below this width the GHIN figures move into the user menu and the mobile menu. */
export const HEADER_GHIN_QUERY = '(min-width: 1400px)';

/**
 * The signed-in header (docs/product-rules.md#header): logo, navigation with the current route marked, GHIN,
 * PREMIUM, avatar. `user` is null while a prerendered page waits for the session check: the avatar's place is
 * held empty.
 */
export function AppHeader({ user }: { user: User | null }) {
  const roomForGhin = useMediaQuery(HEADER_GHIN_QUERY);
  const { pathname } = useLocation();
  return (
    <header className="app-header">
      <div className="page-container app-header__inner">
        <Link to="/" className="app-header__brand" aria-label="Fescue dashboard">
          <Logo size={34} />
        </Link>
        <nav aria-label="Main" className="app-header__nav">
          <ul>
            {primaryNav
              .filter((item) => !item.more)
              .map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={navLinkClass('app-header__link', item, pathname)}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            <li>
              <HeaderMoreMenu />
            </li>
          </ul>
        </nav>
        <div className="app-header__meta">
          {roomForGhin && user ? <GhinSummary user={user} className="app-header__ghin" /> : null}
          {user?.isPremium ? (
            <Badge variant="premium" className="app-header__premium">
              PREMIUM
            </Badge>
          ) : null}
          {user ? <UserMenu user={user} /> : <UserMenuPlaceholder />}
          <MobileMenu user={user} />
        </div>
      </div>
    </header>
  );
}
