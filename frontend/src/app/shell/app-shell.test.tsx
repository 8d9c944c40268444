// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import AppShell from './app-shell';

function Page({ name }: { name: string }) {
  return (
    <>
      <h1>{name}</h1>
      <Link to="/rounds">To Round History</Link>
    </>
  );
}

describe('AppShell scrolling', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves the first screen where it is (a prerendered page may be scrolled already) and starts a new one at its top', async () => {
    mockFetch({ 'GET /api/achievements': { status: 503, body: { message: 'Later' } } });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderWithProviders(
      <Routes>
        <Route element={<AppShell user={null} />}>
          <Route path="my-courses" element={<Page name="Passport" />} />
          <Route path="rounds" element={<Page name="Round History" />} />
        </Route>
      </Routes>,
      { route: '/my-courses' },
    );
    expect(await screen.findByRole('heading', { name: 'Passport' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'To Round History' }));
    expect(await screen.findByRole('heading', { name: 'Round History' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
