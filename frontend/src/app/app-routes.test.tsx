// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Navigation from '@/shared/lib/browser-navigation';
import { navigateTo } from '@/shared/lib/browser-navigation';
import { buildUser } from '@/testing/build-user';
import { mockFetch, requestsOf } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { AppRoutes } from './app-routes';

vi.mock('@/shared/lib/browser-navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  navigateTo: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(navigateTo).mockClear();
});

// The dashboard is a lazy chunk; importing it (with the rating dialog) can take over findBy's one second
// default on a loaded two-core machine.
const DASHBOARD_LOAD = { timeout: 5000 };

const signedOut = () =>
  mockFetch({ 'GET /api/auth/user': { status: 401, body: { message: 'Sign in required' } } });
const signedIn = (user = buildUser()) =>
  mockFetch({ 'GET /api/auth/user': { body: user }, 'GET /api/user': { body: user } });

describe('AppRoutes (route guard)', () => {
  it('shows a full-screen Loading message while the session check is under way', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    renderWithProviders(<AppRoutes />, { route: '/' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the landing page to a signed-out visitor at /', async () => {
    signedOut();
    renderWithProviders(<AppRoutes />, { route: '/' });
    // The hero's and the closing section's sign-in buttons share one wording and one target.
    const starts = await screen.findAllByRole('link', { name: /start your journey/i });
    expect(starts).toHaveLength(2);
    for (const start of starts) expect(start).toHaveAttribute('href', '/login');
  });

  it('shows the login page to a signed-out visitor at /login', async () => {
    signedOut();
    renderWithProviders(<AppRoutes />, { route: '/login' });
    expect(await screen.findByRole('heading', { name: 'Secure Sign In' })).toBeInTheDocument();
  });

  it.each(['/my-courses', '/map', '/rounds', '/club-profiles', '/course/pebble-beach-golf-links'])(
    'sends a signed-out visitor of %s to /login',
    async (path) => {
      signedOut();
      renderWithProviders(<AppRoutes />, { route: path });
      expect(await screen.findByRole('heading', { name: 'Secure Sign In' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    },
  );

  it('tells a signed-out visitor of /profile they are logged out, then signs in after 500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signedOut();
    renderWithProviders(<AppRoutes />, { route: '/profile' });
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    // The fake clock also follows real time (so Testing Library can poll); leave it a margin on each side.
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(navigateTo).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith('/api/login?returnTo=%2Fprofile');
  });

  it('shows the 404 page for unknown paths when signed out', async () => {
    signedOut();
    renderWithProviders(<AppRoutes />, { route: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
  });

  it('shows the dashboard inside the shell to a signed-in golfer at /', async () => {
    signedIn();
    renderWithProviders(<AppRoutes />, { route: '/' });
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Bobby' }, DASHBOARD_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      'Track your golf journey, discover premium courses, and connect with fellow enthusiasts worldwide.',
    );
  });

  it('takes /dashboard to the dashboard at /, signed in', async () => {
    signedIn();
    renderWithProviders(<AppRoutes />, { route: '/dashboard' });
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Bobby' }, DASHBOARD_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
  });

  it('sends a signed-in golfer away from /login to the dashboard', async () => {
    signedIn();
    renderWithProviders(<AppRoutes />, { route: '/login' });
    expect(
      await screen.findByRole('heading', { name: 'Welcome back, Bobby' }, DASHBOARD_LOAD),
    ).toBeInTheDocument();
  });

  it('shows the profile to a signed-in golfer', async () => {
    const fetchMock = signedIn();
    renderWithProviders(<AppRoutes />, { route: '/profile' });
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    // The session once, then the profile page's own data: the profile, its statistics, its photos and the
    // golfer's leaderboard choice.
    await waitFor(() =>
      expect([...requestsOf(fetchMock)].sort()).toEqual([
        'GET /api/achievements/leaderboard',
        'GET /api/auth/user',
        'GET /api/rounds',
        'GET /api/user',
        'GET /api/user/stats',
      ]),
    );
  });

  it('refreshes the header from the saved profile, without reloading the session', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user': { body: buildUser() },
      'GET /api/user': { body: buildUser() },
      'PATCH /api/user/profile': ({ body }) => ({ body: { ...buildUser(), ...(body as object) } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AppRoutes />, { route: '/profile' });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Annika');
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), 'Sorenstam');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    // The session's new answer renders as a transition (AppRoutes), a moment after the toast.
    expect(await within(screen.getByRole('banner')).findByText('AS')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Annika Sorenstam' })).toBeInTheDocument();
    expect(requestsOf(fetchMock).filter((request) => request === 'GET /api/auth/user')).toHaveLength(1);
  });

  it('shows the 404 page inside the shell for unknown paths when signed in', async () => {
    signedIn();
    renderWithProviders(<AppRoutes />, { route: '/nowhere' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('offers a retry when the session check fails for another reason than being signed out', async () => {
    mockFetch({ 'GET /api/auth/user': { status: 503, body: 'Service Unavailable' } });
    renderWithProviders(<AppRoutes />, { route: '/' });
    expect(await screen.findByRole('heading', { name: /can't be reached/i })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
