/** Spec §2 Header: the desktop navigation, in order. The mobile menu shows the same links plus Logout. */
export const primaryNav = [
  { to: '/', label: 'Dashboard', end: true },
  { to: '/my-courses', label: 'Passport', end: false },
  { to: '/club-profiles', label: 'Club Profiles', end: false },
  { to: '/profile', label: 'Profile', end: false },
] as const;

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
