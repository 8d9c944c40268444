import { LogOut, UserRound, Wrench } from 'lucide-react';
import { Link } from 'react-router-dom';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import type { User } from '#shared/schemas/user';
import { signOut } from '@/shared/offline/sign-out';
import { fullName, initialsOf } from '@/shared/lib/format';
import { Avatar } from '@/shared/ui/avatar';
import { GhinSummary } from './ghin-summary';
import { OPERATIONS_PATH } from './nav-links';

/** The avatar button and its menu (Profile, Operations for an operator, Logout). */
export function UserMenu({ user }: { user: User }) {
  const name = fullName(user.firstName, user.lastName);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="user-menu__trigger" aria-label="Account menu">
        <Avatar initials={initialsOf(user.firstName, user.lastName)} imageUrl={user.profileImageUrl} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="user-menu" align="end" sideOffset={8} collisionPadding={12}>
          <DropdownMenu.Label className="user-menu__label">
            <span className="user-menu__name">{name || 'Fescue golfer'}</span>
            {user.email ? <span className="user-menu__email">{user.email}</span> : null}
          </DropdownMenu.Label>
          <GhinSummary user={user} className="ghin-summary--panel ghin-summary--menu" />
          <DropdownMenu.Separator className="user-menu__separator" />
          <DropdownMenu.Item asChild className="user-menu__item">
            <Link to="/profile">
              <UserRound aria-hidden="true" />
              Profile
            </Link>
          </DropdownMenu.Item>
          {user.isOperator ? (
            <DropdownMenu.Item asChild className="user-menu__item">
              <Link to={OPERATIONS_PATH}>
                <Wrench aria-hidden="true" />
                Operations
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item className="user-menu__item" onSelect={() => signOut()}>
            <LogOut aria-hidden="true" />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The avatar's place while the golfer is not known yet (a prerendered page): same size, nothing to press. */
export function UserMenuPlaceholder() {
  return (
    <span className="user-menu__trigger" aria-hidden="true">
      <span className="avatar avatar--md avatar--pending" />
    </span>
  );
}
