// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Navigation from '@/shared/lib/browser-navigation';
import { reloadPage } from '@/shared/lib/browser-navigation';
import { renderWithProviders } from '@/testing/render';
import { LazyScreenBoundary } from './lazy-screen-boundary';

vi.mock('@/shared/lib/browser-navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  reloadPage: vi.fn(),
}));

/** A screen whose chunk never arrives, as Chromium reports it with no signal. */
const UnreachableScreen = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/rounds-page.js')),
);

function ShellLike() {
  const { pathname } = useLocation();
  return (
    <>
      <nav>
        <Link to="/">Home</Link>
      </nav>
      <LazyScreenBoundary layout="page" fallback={<p>Loading...</p>} resetKey={pathname}>
        <Routes>
          <Route path="/" element={<h1>Dashboard</h1>} />
          <Route path="/rounds" element={<UnreachableScreen />} />
        </Routes>
      </LazyScreenBoundary>
    </>
  );
}

beforeEach(() => {
  vi.mocked(reloadPage).mockClear();
  // React logs every error a boundary catches; the failure is what these tests are about.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('LazyScreenBoundary', () => {
  it('says a screen whose code did not download could not open, and Reload loads the page again', async () => {
    renderWithProviders(<ShellLike />, { route: '/rounds' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This screen could not open');
    expect(screen.getByRole('heading', { level: 1, name: 'This screen could not open' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('offline, says the screen needs a connection and offers no Reload that would fail', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<ShellLike />, { route: '/rounds' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This screen needs a connectionYou are offline, and this device has not kept this screen yet.',
    );
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('inside the shell, clears the failure when the golfer goes to another screen', async () => {
    renderWithProviders(<ShellLike />, { route: '/rounds' });
    await screen.findByRole('alert');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with nothing around it yet (the shell itself failed), fills the window', async () => {
    renderWithProviders(
      <LazyScreenBoundary layout="full-screen" fallback={<p>Loading...</p>}>
        <UnreachableScreen />
      </LazyScreenBoundary>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.tagName).toBe('MAIN');
    expect(alert).toHaveTextContent('This screen could not open');
  });
});
