import { ChevronDown } from 'lucide-react';
import { NavLink, useLocation } from 'react-router-dom';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import { primaryNav } from './nav-links';

const moreNav = primaryNav.filter((item) => item.more);

/**
 * The desktop header's More menu (docs/product-rules.md#header): the links that do not fit inline beside the
 * logo and the avatar. The trigger is marked while one of its pages is open, as a section's link is.
 */
export function HeaderMoreMenu() {
  const { pathname } = useLocation();
  const current = moreNav.find((item) => (item.end ? pathname === item.to : pathname.startsWith(item.to)));
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={`app-header__link app-header__more${current ? ' app-header__link--section' : ''}`}
        aria-label={current ? `More: ${current.label}` : 'More'}
      >
        {current ? current.label : 'More'}
        <ChevronDown aria-hidden="true" className="app-header__more-icon" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="user-menu" align="end" sideOffset={8} collisionPadding={12}>
          {moreNav.map((item) => (
            <DropdownMenu.Item key={item.to} asChild className="user-menu__item">
              <NavLink to={item.to} end={item.end}>
                {item.label}
              </NavLink>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
