// @vitest-environment happy-dom
import '../../../testing/setup-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, requestsOf } from '../../../testing/mock-fetch';
import { renderWithProviders } from '../../../testing/render';
import { buildRound } from '../../../testing/build-round';
import RoundsPage from './rounds-page';

const stats = { coursesPlayed: 2, totalRounds: 3, countriesVisited: 1, bestScore: 68, averageScore: 76.5 };
const pebble = buildRound({ id: '01JAAAAAAAAAAAAAAAAAAAAAA1', score: 85, notes: 'Windy on the 18th' });
const augusta = buildRound({
  id: '01JAAAAAAAAAAAAAAAAAAAAAA2',
  score: 70,
  playedAt: '2023-04-10',
  roundType: 'Tournament',
  playingPartners: 'Tom and Jack',
  course: { ...pebble.course!, name: 'Augusta National', location: 'Augusta, GA, USA' },
});
const nine = buildRound({
  id: '01JAAAAAAAAAAAAAAAAAAAAAA3',
  score: 36,
  par: 36,
  holes: 9,
  playedAt: '2022-01-02',
});

describe('RoundsPage', () => {
  it('loads every page of rounds, then shows stats, cards and the footer count', async () => {
    const fetchMock = mockFetch({});
    // Two pages: the cursor from the first is sent for the second.
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      const body =
        url.pathname === '/api/user/stats'
          ? stats
          : url.searchParams.get('cursor') === 'page-2'
            ? { rounds: [nine] }
            : { rounds: [pebble, augusta], nextCursor: 'page-2' };
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    });
    renderWithProviders(<RoundsPage />, { route: '/rounds' });
    expect(screen.getByText('Loading your rounds...')).toBeInTheDocument();
    expect(await screen.findByText('Showing 3 of 3 total rounds')).toBeInTheDocument();
    expect(requestsOf(fetchMock).filter((request) => request === 'GET /api/rounds')).toHaveLength(2);

    const statValues = screen.getAllByRole('definition').map((node) => node.textContent);
    expect(statValues).toEqual(['3', '68', '76.5', '2']);

    const card = screen.getByRole('article', { name: /Augusta National/ });
    expect(within(card).getByText('70 (-2)')).toHaveAttribute('data-tone', 'green');
    expect(within(card).getByText('Apr 10, 2023')).toBeInTheDocument();
    expect(within(card).getByText('Tournament')).toBeInTheDocument();
    expect(within(card).getByText('Played with Tom and Jack')).toBeInTheDocument();
    const pebbleCard = screen.getByRole('article', { name: /Pebble Beach.*Jun 15/ });
    expect(within(pebbleCard).getByText('85 (+13)')).toHaveAttribute('data-tone', 'grey');
    expect(within(pebbleCard).queryByText('Regular')).not.toBeInTheDocument();
    expect(within(pebbleCard).getByText('Windy on the 18th')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /Jan 2, 2022/ })).toHaveTextContent('36 (E)');
    expect(screen.getByText(/2 18-hole rounds .*1 9-hole round/)).toBeInTheDocument();
  });

  it('filters by search and says so when nothing matches', async () => {
    mockFetch({
      'GET /api/user/stats': { body: stats },
      'GET /api/rounds': { body: { rounds: [pebble, augusta] } },
    });
    const user = userEvent.setup();
    renderWithProviders(<RoundsPage />, { route: '/rounds' });
    const search = await screen.findByRole('searchbox', { name: 'Search rounds' });
    await user.type(search, 'windy');
    expect(await screen.findByText('Showing 1 of 2 total rounds')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: /Pebble Beach/ })).toBeInTheDocument();
    await user.type(search, ' nowhere');
    expect(await screen.findByText('No rounds found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
  });

  it('invites a golfer without rounds to start tracking', async () => {
    mockFetch({
      'GET /api/user/stats': {
        body: { coursesPlayed: 0, totalRounds: 0, countriesVisited: 0, bestScore: null, averageScore: null },
      },
      'GET /api/rounds': { body: { rounds: [] } },
    });
    renderWithProviders(<RoundsPage />, { route: '/rounds' });
    expect(await screen.findByText('No rounds found')).toBeInTheDocument();
    expect(screen.getByText('Start tracking your golf rounds to see your history here')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 total rounds')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeInTheDocument();
    expect(await screen.findAllByText('N/A')).toHaveLength(2);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
