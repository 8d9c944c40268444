// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, requestsOf } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { buildRound } from '@/testing/build-round';
import RoundsPage from './rounds-page';

const stats = {
  coursesPlayed: 2,
  totalRounds: 3,
  countriesVisited: 1,
  bestScore: 68,
  bestScorePar: 72,
  bestScoreHoles: 18,
  averageScore: 76.5,
};
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
    // From the rounds shown: the best 18-hole round against its par (70, not the 9-hole 36), the 18-hole
    // average, and the one course all three were played at.
    expect(statValues).toEqual(['3', '70', '77.5', '1']);

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
    // The course name leads to its page.
    expect(within(card).getByRole('link', { name: 'Augusta National' })).toHaveAttribute(
      'href',
      '/course/pebble-beach-golf-links',
    );
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
    // The tiles follow the filters: one round shown, so Total Rounds is 1 and Best Score is its 85.
    expect(screen.getAllByRole('definition').map((node) => node.textContent)).toEqual([
      '1',
      '85',
      '85.0',
      '1',
    ]);
    expect(screen.getByText('Figures for the rounds shown (filters on)')).toBeInTheDocument();
    await user.type(search, ' nowhere');
    expect(await screen.findByText('No rounds found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 2 of 2 total rounds')).toBeInTheDocument();
    expect(search).toHaveValue('');
    expect(screen.queryByText('Figures for the rounds shown (filters on)')).toBeNull();
  }, 20_000);

  it('shows what the golfer entered on the card: rating, favourite hole and review', async () => {
    const entered = buildRound({
      favoriteHole: 7,
      reviewComments: 'The cliffs on 8',
      overallExperience: 9,
      landscapeScenery: 8,
    });
    mockFetch({ 'GET /api/rounds': { body: { rounds: [entered] } } });
    renderWithProviders(<RoundsPage />, { route: '/rounds' });
    const card = await screen.findByRole('article', { name: /Pebble Beach/ });
    expect(within(card).getByText('Fescue Score 8.5/10')).toBeInTheDocument();
    expect(within(card).getByText('Favorite hole 7')).toBeInTheDocument();
    expect(within(card).getByText('The cliffs on 8')).toBeInTheDocument();
  });

  it("marks each round's differential in the Fescue estimate, and the ones that counted", async () => {
    const counted = buildRound({ id: '01JAAAAAAAAAAAAAAAAAAAAAC1', playedAt: '2026-05-02' });
    const dropped = buildRound({ id: '01JAAAAAAAAAAAAAAAAAAAAAC2', playedAt: '2026-05-01' });
    mockFetch({
      'GET /api/rounds': { body: { rounds: [counted, dropped] } },
      'GET /api/handicap/estimate': {
        body: {
          estimate: 10.2,
          label: 'Fescue estimate, not an official Handicap Index',
          roundsConsidered: 2,
          lowIndex: null,
          cap: null,
          differentials: [
            {
              roundId: counted.id,
              playedAt: counted.playedAt,
              differential: 9.4,
              counted: true,
              nineHole: null,
            },
            {
              roundId: dropped.id,
              playedAt: dropped.playedAt,
              differential: 14.1,
              counted: false,
              nineHole: null,
            },
          ],
        },
      },
    });
    renderWithProviders(<RoundsPage />, { route: '/rounds' });
    expect(await screen.findByText('Differential 9.4 · counts toward your estimate')).toBeInTheDocument();
    expect(screen.getByText('Differential 14.1')).toBeInTheDocument();
  });

  it('invites a golfer without rounds to start tracking', async () => {
    mockFetch({
      'GET /api/user/stats': {
        body: {
          coursesPlayed: 0,
          totalRounds: 0,
          countriesVisited: 0,
          bestScore: null,
          bestScorePar: null,
          bestScoreHoles: null,
          averageScore: null,
        },
      },
      'GET /api/rounds': { body: { rounds: [] } },
    });
    renderWithProviders(<RoundsPage />, { route: '/rounds' });
    expect(await screen.findByText('No rounds found')).toBeInTheDocument();
    expect(screen.getByText('Start tracking your golf rounds to see your history here')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Round' })).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 total rounds')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeInTheDocument();
    expect(await screen.findAllByText('N/A')).toHaveLength(2);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('offline with no kept copy, says Round History needs a connection, with no "..." stat cards', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithProviders(<RoundsPage />, { route: '/rounds' });
    expect(await screen.findByText('Your round history needs a connection')).toBeInTheDocument();
    expect(screen.queryByText('...')).toBeNull();
    expect(screen.queryByText('Something went wrong while loading your round history.')).toBeNull();
    vi.restoreAllMocks();
  });
});
