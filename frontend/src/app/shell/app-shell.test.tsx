// @vitest-environment happy-dom
import '../../testing/setup-dom';
import { act, screen } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../testing/mock-fetch';
import { renderWithProviders } from '../../testing/render';
import AppShell from './app-shell';

let go: (path: string) => void = () => undefined;
function Page({ name }: { name: string }) {
  go = useNavigate();
  return <h1>{name}</h1>;
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
    act(() => go('/rounds'));
    expect(await screen.findByRole('heading', { name: 'Round History' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
