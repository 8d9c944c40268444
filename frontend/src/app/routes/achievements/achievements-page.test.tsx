// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import AchievementsPage from './achievements-page';

const noSignal = () => {
  throw new TypeError('Failed to fetch');
};

describe('Leaderboard without a kept copy', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offline, says it needs a connection instead of four "..." cards and "Could not load"', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockFetch({
      'GET /api/achievements': noSignal,
      'GET /api/achievements/recommendations': noSignal,
      'GET /api/achievements/leaderboard': noSignal,
      'GET /api/user': noSignal,
    });
    renderWithProviders(<AchievementsPage />, { route: '/achievements' });
    expect(await screen.findByText('Your Leaderboard needs a connection')).toBeInTheDocument();
    expect(screen.queryByText('Achievements Earned')).toBeNull();
    expect(screen.queryByText('...')).toBeNull();
    expect(screen.queryByText(/Could not load/)).toBeNull();
  });

  it('online, a server failure still says the achievements could not load', async () => {
    const boom = { status: 500, body: { message: 'Boom' } };
    mockFetch({
      'GET /api/achievements': boom,
      'GET /api/achievements/recommendations': boom,
      'GET /api/achievements/leaderboard': boom,
      'GET /api/user': boom,
    });
    renderWithProviders(<AchievementsPage />, { route: '/achievements' });
    expect(await screen.findByText('Could not load your achievements')).toBeInTheDocument();
    expect(screen.queryByText('Your Leaderboard needs a connection')).toBeNull();
  });

  it('offline with the achievements kept but not the leaderboard, says only the leaderboard needs one', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const summary = { earned: 1, inProgress: 0, total: 40, prestigePoints: 25, masteryLevel: 3 };
    mockFetch({
      'GET /api/achievements': { body: { summary, achievements: [] } },
      'GET /api/achievements/recommendations': { body: { recommendations: [], pinned: null } },
      'GET /api/achievements/leaderboard': noSignal,
      'GET /api/user': noSignal,
    });
    renderWithProviders(<AchievementsPage />, { route: '/achievements' });
    expect(await screen.findByText('The leaderboard needs a connection')).toBeInTheDocument();
    expect(screen.getByText('Achievements Earned')).toBeInTheDocument();
    expect(screen.queryByText('Your Leaderboard needs a connection')).toBeNull();
  });
});
