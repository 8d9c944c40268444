// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Navigation from '@/shared/lib/browser-navigation';
import { navigateTo } from '@/shared/lib/browser-navigation';
import { buildUser } from '@/testing/build-user';
import { renderWithProviders } from '@/testing/render';
import { setViewportWidth } from '@/testing/viewport';
import { AppHeader } from './app-header';

vi.mock('@/shared/lib/browser-navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  navigateTo: vi.fn(),
}));

// Wide enough for the GHIN figures beside the links (HEADER_GHIN_QUERY); a 1280 px header has them in the user menu.
beforeEach(() => setViewportWidth(1440));

function banner() {
  return screen.getByRole('banner');
}

describe('AppHeader', () => {
  it('shows the initials of first and last name', () => {
    renderWithProviders(<AppHeader user={buildUser({ firstName: 'bobby', lastName: 'jones' })} />);
    expect(within(banner()).getAllByText('BJ').length).toBeGreaterThan(0);
  });

  it('falls back to U when the golfer has no name', () => {
    renderWithProviders(<AppHeader user={buildUser({ firstName: null, lastName: '  ' })} />);
    expect(within(banner()).getAllByText('U').length).toBeGreaterThan(0);
  });

  it("shows the GHIN number and GHIN's official index, saying it is GHIN's, over the golfer's own", () => {
    renderWithProviders(
      <AppHeader user={buildUser({ ghinNumber: '1234567', ghinHandicap: 6.8, handicap: 12 })} />,
    );
    const ghin = within(banner()).getAllByRole('definition');
    expect(ghin[0]?.textContent).toBe('1234567');
    expect(ghin[1]?.textContent).toContain("6.8, GHIN's official Handicap Index");
  });

  it("shows the golfer's own handicap, saying it is theirs, when GHIN has none (one handicap everywhere)", () => {
    renderWithProviders(
      <AppHeader user={buildUser({ ghinNumber: null, ghinHandicap: null, handicap: -2.3 })} />,
    );
    const ghin = within(banner()).getAllByRole('definition');
    expect(ghin[0]?.textContent).toBe('N/A');
    expect(ghin[1]?.textContent).toContain('+2.3, Handicap Index you entered yourself');
  });

  it('shows N/A for a missing GHIN number and no handicap at all', () => {
    renderWithProviders(
      <AppHeader user={buildUser({ ghinNumber: null, ghinHandicap: null, handicap: null })} />,
    );
    const ghin = within(banner()).getAllByRole('definition');
    expect(ghin.map((node) => node.textContent)).toEqual(['N/A', 'N/A']);
  });

  it('shows the PREMIUM badge only to premium members', () => {
    const { unmount } = renderWithProviders(<AppHeader user={buildUser({ isPremium: true })} />);
    expect(within(banner()).getByText('PREMIUM')).toBeInTheDocument();
    unmount();
    renderWithProviders(<AppHeader user={buildUser({ isPremium: false })} />);
    expect(within(banner()).queryByText('PREMIUM')).not.toBeInTheDocument();
  });

  it('leaves the GHIN figures out of a phone-width header (they are in the menus there)', () => {
    setViewportWidth(375);
    renderWithProviders(<AppHeader user={buildUser({ ghinNumber: '1234567' })} />);
    expect(within(banner()).queryByText('1234567')).not.toBeInTheDocument();
  });

  it('marks the current route in the navigation', () => {
    renderWithProviders(<AppHeader user={buildUser()} />, { route: '/profile' });
    const nav = within(banner()).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('marks Club Profiles, without claiming the page, while on a course page', () => {
    renderWithProviders(<AppHeader user={buildUser()} />, { route: '/course/pebble-beach-golf-links' });
    const nav = within(banner()).getByRole('navigation', { name: 'Main' });
    const clubProfiles = within(nav).getByRole('link', { name: 'Club Profiles' });
    expect(clubProfiles).toHaveClass('app-header__link--section');
    expect(clubProfiles).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Passport' })).not.toHaveClass('app-header__link--section');
  });

  it('marks the More menu with the page while on /rounds, and its item as the current page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AppHeader user={buildUser()} />, { route: '/rounds' });
    const nav = within(banner()).getByRole('navigation', { name: 'Main' });
    const more = within(nav).getByRole('button', { name: 'More: Round History' });
    expect(more).toHaveClass('app-header__link--section');
    await user.click(more);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Round History' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('links every signed-in screen a golfer goes to from the desktop header: inline, then the More menu with Round History, Leaderboard, Community and Events', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AppHeader user={buildUser()} />);
    const nav = within(banner()).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/'],
      ['Passport', '/my-courses'],
      ['Collections', '/collections'],
      ['Club Profiles', '/club-profiles'],
      ['Map', '/map'],
      ['Trips', '/trips'],
      ['Profile', '/profile'],
    ]);
    await user.click(within(nav).getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Round History', '/rounds'],
      ['Leaderboard', '/achievements'],
      ['Community', '/community'],
      ['Events', '/events'],
    ]);
  });

  it('opens the mobile menu with the same links and a Logout that leaves through /api/logout', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AppHeader user={buildUser()} />, { route: '/my-courses' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Passport',
      'Collections',
      'Club Profiles',
      'Round History',
      'Map',
      'Trips',
      'Leaderboard',
      'Community',
      'Events',
      'Profile',
    ]);
    expect(within(menu).getByRole('link', { name: 'Passport' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    // The device's copies of the golfer's data are cleared first (docs/product-rules.md#offline), then the
    // browser leaves.
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/api/logout'));
  });

  it('offers Operations to an operator, in the phone menu and the account menu', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AppHeader user={buildUser({ isOperator: true })} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Operations' })).toHaveAttribute('href', '/operations');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Operations' })).toHaveAttribute(
      'href',
      '/operations',
    );
  });

  it('does not show a golfer the Operations link (the page is for operators)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AppHeader user={buildUser({ isOperator: false })} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).queryByRole('link', { name: 'Operations' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Operations' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Operations' })).toBeNull();
  });
});
