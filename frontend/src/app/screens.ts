import type { ComponentType } from 'react';
import type { User } from '#shared/schemas/user';
import LandingPage from './routes/landing/landing-page';

/** What the router hands every screen: the golfer, or null while a prerendered page waits for the session. */
export interface ScreenProps {
  user: User | null;
}

type Page = ComponentType<ScreenProps>;

export interface Screen {
  /** A name for tests and messages. */
  id: string;
  /** The address (React Router syntax: `:id` a parameter, `*` anything no other screen takes). */
  path: string;
  /**
   * Who it is for. `signed-in`: a golfer, inside the signed-in shell; a signed-out visitor is sent to sign in
   * (or, for `signedOut: 'unauthorized-notice'`, told first). `signed-out`: a visitor; a golfer is taken on
   * to where they were going. `anyone`: the not-found page. `public`: a page shared by link, for anyone,
   * shown without waiting for the session check and without the app's menus (app-routes.tsx).
   */
  access: 'signed-in' | 'signed-out' | 'anyone' | 'public';
  /** Its code, downloaded on demand (initial JS budget: 150 kB gzip)... */
  load?: () => Promise<{ default: Page }>;
  /** ...or, for the landing page only, part of the first paint's bundle. */
  page?: Page;
  signedOut?: 'sign-in' | 'unauthorized-notice';
  /**
   * Its place in the header and the phone menu (docs/product-rules.md#header), in `order`; `more`: in the
   * desktop header's More menu rather than inline (eleven links do not fit beside the logo and the avatar).
   */
  menu?: { label: string; order: number; more?: boolean };
  /** Its place in the footer, which links every signed-in screen. */
  footer?: { label: string; order: number };
  /** The screen whose menu item stays marked while this one is open (a course page is Club Profiles'). */
  section?: string;
  /** Old or guessed addresses that lead here. */
  aliases?: readonly string[];
}

/**
 * Every screen, registered once: the router (app-routes.tsx), the navigation (shell/nav-links.ts) and the
 * preloading of a screen's code all read this list. The prerendered pages (shared/web/prerendered-screens.ts,
 * which the servers read) name screens registered here; screens.test.ts holds them together.
 */
export const screens: readonly Screen[] = [
  {
    id: 'landing',
    path: '/',
    access: 'signed-out',
    // The first paint's bundle carries it (a few kB): a visitor's page paints the moment the session check
    // answers, with no chunk to wait for after it.
    page: LandingPage,
  },
  { id: 'login', path: '/login', access: 'signed-out', load: () => import('./routes/login/login-page') },
  {
    id: 'dashboard',
    path: '/',
    access: 'signed-in',
    load: () => import('./routes/dashboard/dashboard-page'),
    menu: { label: 'Dashboard', order: 1 },
    footer: { label: 'Dashboard', order: 1 },
    aliases: ['/dashboard'],
  },
  {
    id: 'passport',
    path: '/my-courses',
    access: 'signed-in',
    load: () => import('./routes/passport/passport-page'),
    menu: { label: 'Passport', order: 2 },
    footer: { label: 'Passport', order: 2 },
  },
  {
    id: 'year-in-golf',
    // /year is the latest year with rounds, /year/2025 that year (docs/product-rules.md#year-in-golf).
    path: '/year/:year?',
    access: 'signed-in',
    load: () => import('./routes/year-in-golf/year-in-golf-page'),
    // Reached from the Passport, whose menu item stays marked.
    section: 'passport',
  },
  {
    id: 'collections',
    path: '/collections',
    access: 'signed-in',
    load: () => import('./routes/collections/collections-page'),
    // Beside the Passport: the lists to tick off (docs/product-rules.md#collections).
    menu: { label: 'Collections', order: 2.5 },
    footer: { label: 'Collections', order: 2.5 },
  },
  {
    id: 'collection',
    path: '/collections/:id',
    access: 'signed-in',
    load: () => import('./routes/collections/collection-page'),
    section: 'collections',
  },
  {
    id: 'map',
    path: '/map',
    access: 'signed-in',
    load: () => import('./routes/map/full-map-page'),
    menu: { label: 'Map', order: 5 },
    footer: { label: 'Map', order: 3 },
  },
  {
    id: 'trips',
    path: '/trips',
    access: 'signed-in',
    load: () => import('./routes/trips/trips-page'),
    menu: { label: 'Trips', order: 5.5 },
    footer: { label: 'Trips', order: 3.5 },
  },
  {
    id: 'new-trip',
    path: '/trips/new',
    access: 'signed-in',
    load: () => import('./routes/trips/new-trip-page'),
    section: 'trips',
  },
  {
    id: 'trip',
    path: '/trips/:id',
    access: 'signed-in',
    load: () => import('./routes/trips/trip-page'),
    section: 'trips',
  },
  {
    id: 'rounds',
    path: '/rounds',
    access: 'signed-in',
    load: () => import('./routes/rounds/rounds-page'),
    menu: { label: 'Round History', order: 4, more: true },
    footer: { label: 'Round History', order: 4 },
  },
  {
    id: 'achievements',
    path: '/achievements',
    access: 'signed-in',
    load: () => import('./routes/achievements/achievements-page'),
    menu: { label: 'Leaderboard', order: 6, more: true },
    footer: { label: 'Leaderboard', order: 5 },
  },
  {
    id: 'community',
    path: '/community',
    access: 'signed-in',
    load: () => import('./routes/community/community-page'),
    menu: { label: 'Community', order: 7, more: true },
    footer: { label: 'Community', order: 6 },
  },
  {
    id: 'events',
    path: '/events',
    access: 'signed-in',
    load: () => import('./routes/events/events-page'),
    menu: { label: 'Events', order: 8, more: true },
    footer: { label: 'Events', order: 7 },
  },
  {
    id: 'club-profiles',
    path: '/club-profiles',
    access: 'signed-in',
    load: () => import('./routes/club-profiles/club-profiles-page'),
    menu: { label: 'Club Profiles', order: 3 },
    footer: { label: 'Club Profiles', order: 8 },
    // The Fescue List lives on Club Profiles; its address under its old name still leads there.
    aliases: ['/fescue-list', '/golfers-choice'],
  },
  {
    id: 'course',
    path: '/course/:id',
    access: 'signed-in',
    load: () => import('./routes/course/course-page'),
    // A course page is reached from Club Profiles and leads back to it ("← Club Profiles").
    section: 'club-profiles',
  },
  {
    id: 'profile',
    path: '/profile',
    access: 'signed-in',
    load: () => import('./routes/profile/profile-page'),
    // A signed-out visit shows the Unauthorized toast, then signs in
    // (docs/product-rules.md#screens-and-sign-in).
    signedOut: 'unauthorized-notice',
    menu: { label: 'Profile', order: 9 },
    footer: { label: 'Profile', order: 9 },
  },
  {
    id: 'import',
    path: '/import',
    access: 'signed-in',
    load: () => import('./routes/import/import-page'),
    footer: { label: 'Import', order: 10 },
  },
  {
    id: 'operations',
    path: '/operations',
    access: 'signed-in',
    // Operators only: the API answers 403 to golfers and the page says so (docs/operations.md).
    load: () => import('./routes/operations/operations-page'),
  },
  { id: 'not-found', path: '*', access: 'anyone', load: () => import('./routes/not-found/not-found-page') },
  // A page shared by link (docs/product-rules.md, "Sharing").
  { id: 'shared', path: '/s/:token', access: 'public', load: () => import('./routes/shared/shared-page') },
];

/** The first segment of a screen's path ('' for /): how an address finds its screen before routing. */
export const firstSegmentOf = (path: string) => path.split('/')[1] ?? '';

export const signedInScreens = screens.filter((screen) => screen.access === 'signed-in');
export const signedOutScreens = screens.filter((screen) => screen.access === 'signed-out');
export const notFoundScreen = screens.find((screen) => screen.access === 'anyone') as Screen;
export const publicScreens = screens.filter((screen) => screen.access === 'public');
