import { LogOut, Menu } from 'lucide-react';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { User } from '#shared/schemas/user';
import { signOut } from '@/shared/offline/sign-out';
import { fullName, initialsOf } from '@/shared/lib/format';
import { Avatar } from '@/shared/ui/avatar';
import { Badge } from '@/shared/ui/badge';
import { Sheet, SheetContent, SheetTrigger } from '@/shared/ui/sheet';
import { GhinSummary } from './ghin-summary';
import { navLinkClass, OPERATIONS_PATH, operationsNav, primaryNav } from './nav-links';

/**
 * docs/product-rules.md#header: on small screens the navigation slides out from the right, with Logout at the
 * end; an operator's has Operations after the golfers' links.
 */
export function MobileMenu({ user }: { user: User | null }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const name = user ? fullName(user.firstName, user.lastName) : '';
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger className="mobile-menu__trigger" aria-label="Open menu">
        <Menu aria-hidden="true" />
      </SheetTrigger>
      <SheetContent title="Menu" className="mobile-menu">
        {user ? (
          <>
            <div className="mobile-menu__user">
              <Avatar initials={initialsOf(user.firstName, user.lastName)} imageUrl={user.profileImageUrl} />
              <div className="mobile-menu__who">
                <span className="mobile-menu__name">{name || 'Fescue golfer'}</span>
                {user.isPremium ? <Badge variant="premium">Premium</Badge> : null}
              </div>
            </div>
            <GhinSummary user={user} className="ghin-summary--panel" />
          </>
        ) : null}
        <nav aria-label="Main" className="mobile-menu__nav">
          <ul>
            {primaryNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={navLinkClass('mobile-menu__link', item, pathname)}
                  onClick={() => setOpen(false)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
            {user?.isOperator ? (
              <li>
                <NavLink
                  to={OPERATIONS_PATH}
                  className={navLinkClass('mobile-menu__link', operationsNav, pathname)}
                  onClick={() => setOpen(false)}
                >
                  Operations
                </NavLink>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="mobile-menu__footer">
          <button type="button" className="mobile-menu__logout" onClick={() => signOut()}>
            <LogOut aria-hidden="true" />
            Logout
          </button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
