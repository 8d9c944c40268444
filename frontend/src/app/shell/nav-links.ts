/** Spec §2 Header: the desktop navigation, in order. The mobile menu shows the same links plus Logout. */
export const primaryNav: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', end: true },
  { to: '/my-courses', label: 'Passport', end: false },
  // A course page is reached from Club Profiles and leads back to it ("← Club Profiles").
  { to: '/club-profiles', label: 'Club Profiles', end: false, sectionPrefix: '/course/' },
  { to: '/rounds', label: 'Round History', end: false },
  { to: '/profile', label: 'Profile', end: false },
];

interface NavItem {
  to: string;
  label: string;
  end: boolean;
  /** Pages outside `to` that still belong to this item's section, so the item is marked while on them. */
  sectionPrefix?: string;
}

/** The link's class: `base`, plus `base--section` while on a page of its section that is not its own. */
export function navLinkClass(base: string, item: NavItem, pathname: string) {
  return ({ isActive }: { isActive: boolean }) =>
    !isActive && item.sectionPrefix && pathname.startsWith(item.sectionPrefix)
      ? `${base} ${base}--section`
      : base;
}

/** Every signed-in screen; the footer links to them all (the ones still being built say so honestly). */
export const signedInFooterLinks = [
  { to: '/', label: 'Dashboard' },
  { to: '/my-courses', label: 'Passport' },
  { to: '/map', label: 'Map' },
  { to: '/rounds', label: 'Round History' },
  { to: '/achievements', label: 'Leaderboard' },
  { to: '/community', label: 'Community' },
  { to: '/events', label: 'Events' },
  { to: '/club-profiles', label: 'Club Profiles' },
  { to: '/profile', label: 'Profile' },
] as const;
