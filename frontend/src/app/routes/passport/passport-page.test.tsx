// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import PassportPage from './passport-page';

describe('PassportPage without its passport', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offline, says the passport needs a connection, and shows no count or filters of nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockFetch({
      'GET /api/user/passport': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithProviders(<PassportPage user={buildUser()} />, { route: '/my-courses' });
    expect(await screen.findByText('Your passport needs a connection')).toBeInTheDocument();
    expect(screen.queryByText(/Destinations?$/)).toBeNull();
    expect(screen.queryByText('Something went wrong while computing your statistics.')).toBeNull();
  });

  it('online, says it could not load and offers Try Again', async () => {
    mockFetch({ 'GET /api/user/passport': { status: 500, body: { message: 'Boom' } } });
    renderWithProviders(<PassportPage user={buildUser()} />, { route: '/my-courses' });
    expect(await screen.findByText('Could not load your passport')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download my passport' })).toBeNull();
  });
});
