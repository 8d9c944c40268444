// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Round } from '#shared/schemas/round';
import { buildRound as buildBaseRound } from '@/testing/build-round';
import { buildUser } from '@/testing/build-user';
import { mockFetch, requestsOf } from '@/testing/mock-fetch';
import { buildCommunityRatings, buildMyRatingResponse } from '@/testing/build-rating';
import { renderWithProviders } from '@/testing/render';
import DashboardPage from './dashboard-page';

/** The dashboard's rounds: a recent round at Pebble Beach with a photo and two ratings. */
function buildRound(overrides: Partial<Round> = {}): Round {
  const base = buildBaseRound();
  return buildBaseRound({
    score: 78,
    playedAt: '2026-05-03',
    imageUrl: '/photos/user-1/01JABCDEFGHJKMNPQRSTVWXYZ0.jpg',
    overallExperience: 10,
    architectureDesign: 8,
    createdAt: '2026-05-03T00:00:00.000Z',
    updatedAt: '2026-05-03T00:00:00.000Z',
    course: base.course && {
      ...base.course,
      location: 'Pebble Beach, CA, United States',
      country: 'United States',
      architect: 'Jack Neville, Douglas Grant',
    },
    ...overrides,
  });
}

const stats = {
  coursesPlayed: 2,
  totalRounds: 3,
  countriesVisited: 1,
  bestScore: 70,
  bestScorePar: 72,
  bestScoreHoles: 18,
  averageScore: 78.5,
};
const emptyStats = {
  coursesPlayed: 0,
  totalRounds: 0,
  countriesVisited: 0,
  bestScore: null,
  bestScorePar: null,
  bestScoreHoles: null,
  averageScore: null,
};

function tileValues() {
  const tiles = screen.getByRole('heading', { name: 'Your numbers' }).closest('section') as HTMLElement;
  return within(tiles)
    .getAllByRole('definition')
    .map((node) => node.textContent);
}

/** A golfer with nothing on the bucket list: the tile counts 0 and the map shows no course of theirs. */
const emptyBucketListAndMap = {
  'GET /api/user/bucket-list': { body: { entries: [], total: 0 } },
  'GET /api/user/map': { body: { courses: [] } },
};

describe('DashboardPage', () => {
  it('asks for stats, recent rounds, architects, the bucket list, the map and the quest at once, before any answer arrives', () => {
    const fetchMock = mockFetch({});
    fetchMock.mockImplementation(() => new Promise<Response>(() => undefined));
    renderWithProviders(<DashboardPage user={buildUser()} />);
    expect(requestsOf(fetchMock).sort()).toEqual([
      'GET /api/achievements/recommendations',
      'GET /api/rounds/recent',
      'GET /api/user/architect-stats',
      'GET /api/user/bucket-list',
      'GET /api/user/map',
      'GET /api/user/stats',
    ]);
    expect(screen.getAllByTestId('recent-round-skeleton')).toHaveLength(3);
  });

  it('fills the tiles, Quick Stats, Recent Rounds and the Architect Portfolio from the API', async () => {
    mockFetch({
      ...emptyBucketListAndMap,
      'GET /api/user/stats': { body: stats },
      'GET /api/rounds/recent': {
        body: [
          buildRound(),
          buildRound({
            id: '01JABCDEFGHJKMNPQRSTVWXYZ1',
            score: 41,
            par: 36,
            holes: 9,
            imageUrl: null,
            overallExperience: null,
            architectureDesign: null,
          }),
        ],
      },
      'GET /api/user/architect-stats': {
        body: Array.from({ length: 11 }, (_, index) => ({
          architect: `Architect ${index + 1}`,
          coursesPlayed: 11 - index,
        })),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage user={buildUser()} />);
    await waitFor(() => expect(tileValues().slice(0, 5)).toEqual(['2', '3', '1', '0', '70']));
    // The header's figure, saying it is GHIN's official index.
    expect(tileValues()[5]).toContain("6.8, GHIN's official Handicap Index");

    const quick = screen.getByRole('heading', { name: 'Quick Stats' }).closest('.card') as HTMLElement;
    // Against the best round's own par (here 72), in words.
    expect(within(quick).getByText('2 under par 72')).toBeInTheDocument();
    expect(within(quick).getByText('78.5')).toBeInTheDocument();
    expect(within(quick).getByText('1234567')).toBeInTheDocument();

    // The rows arrive one at a time (useStagedCount); the skeletons of those to come keep their place.
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { name: 'Pebble Beach Golf Links' })).toHaveLength(2),
    );
    const rows = screen.getAllByRole('heading', { name: 'Pebble Beach Golf Links' });
    const first = rows[0]!.closest('li') as HTMLElement;
    expect(within(first).getByText('+6')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Rated 9.0 out of 10' })).toBeInTheDocument();
    expect(within(first).getByText('10.0/10')).toBeInTheDocument();
    expect(within(first).getByText('8.0/10')).toBeInTheDocument();
    expect(
      within(first).getByText('May 3, 2026 · 18 holes · Jack Neville, Douglas Grant'),
    ).toBeInTheDocument();
    const second = rows[1]!.closest('li') as HTMLElement;
    expect(within(second).getByText('+5')).toBeInTheDocument();
    expect(within(second).getByRole('img', { name: 'Not rated' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View All/ })).toHaveAttribute('href', '/rounds');

    const portfolio = screen
      .getByRole('heading', { name: 'Architect Portfolio' })
      .closest('.card') as HTMLElement;
    expect(within(portfolio).getAllByRole('listitem')).toHaveLength(9);
    expect(within(portfolio).getByText('#1')).toBeInTheDocument();
    await user.click(within(portfolio).getByRole('button', { name: 'View all 11 architects' }));
    const all = await screen.findByRole('dialog', { name: 'Architect Portfolio' });
    expect(within(all).getAllByRole('listitem')).toHaveLength(11);
  });

  it('shows the true empty states before the first round', async () => {
    mockFetch({
      ...emptyBucketListAndMap,
      'GET /api/user/stats': { body: emptyStats },
      'GET /api/rounds/recent': { body: [] },
      'GET /api/user/architect-stats': { body: [] },
    });
    renderWithProviders(<DashboardPage user={buildUser({ ghinHandicap: null, handicap: null })} />);
    expect(await screen.findByText('No recent rounds found')).toBeInTheDocument();
    expect(screen.getByText('Start tracking your golf rounds to see them here.')).toBeInTheDocument();
    expect(await screen.findByText('No stats available')).toBeInTheDocument();
    expect(screen.getByText('No architects yet')).toBeInTheDocument();
    // One empty value everywhere (shared/lib/empty-value.ts): N/A, as in the header.
    expect(tileValues()).toEqual(['0', '0', '0', '0', 'N/A', 'N/A']);
    // Every empty card offers the same action, in one style, and it opens Add New Round.
    const actions = screen.getAllByRole('button', { name: 'Add your first round' });
    expect(actions).toHaveLength(3);
    await userEvent.setup().click(actions[0]!);
    expect(await screen.findByRole('dialog', { name: 'Add New Round' })).toBeInTheDocument();
  });

  it('says Welcome on a first visit and Welcome back afterwards', () => {
    mockFetch({});
    const { unmount } = renderWithProviders(
      <DashboardPage user={buildUser({ firstName: 'Ada', createdAt: new Date().toISOString() })} />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Ada');
    unmount();
    renderWithProviders(<DashboardPage user={buildUser({ firstName: 'Ada' })} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Ada');
  });

  it('greets a golfer who gave no name without one, and never welcomes a first visit back', () => {
    mockFetch({});
    const { unmount } = renderWithProviders(
      <DashboardPage user={buildUser({ firstName: null, createdAt: new Date().toISOString() })} />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome to Fescue$/);
    unmount();
    renderWithProviders(<DashboardPage user={null} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toMatch(/back/);
  });

  it('opens Add New Round from the hero, beside Add to Bucket List and GHIN Sync', async () => {
    mockFetch({
      ...emptyBucketListAndMap,
      'GET /api/user/stats': { body: emptyStats },
      'GET /api/rounds/recent': { body: [] },
      'GET /api/user/architect-stats': { body: [] },
    });
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage user={buildUser()} />);
    expect(screen.getByRole('button', { name: 'Add to Bucket List' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'GHIN Sync' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Add New Round' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Round' })).toBeInTheDocument();
  });

  it('opens Edit Round for the round of the row whose Edit Round was clicked', async () => {
    mockFetch({
      ...emptyBucketListAndMap,
      'GET /api/user/stats': { body: stats },
      'GET /api/rounds/recent': {
        body: [
          buildRound(),
          buildRound({
            id: '01JABCDEFGHJKMNPQRSTVWXYZ1',
            score: 91,
            playedAt: '2026-04-20',
            notes: 'Windy afternoon',
          }),
        ],
      },
      'GET /api/user/architect-stats': { body: [] },
    });
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage user={buildUser()} />);
    expect(screen.queryByRole('dialog', { name: 'Edit Round' })).not.toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', { name: 'Edit Round at Pebble Beach Golf Links, Apr 20, 2026' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Edit Round' });
    expect(within(dialog).getByLabelText('Score')).toHaveValue(91);
    expect(within(dialog).getByLabelText('Date Played')).toHaveValue('2026-04-20');
    expect(within(dialog).getByText('Pebble Beach Golf Links')).toBeInTheDocument();
    expect(within(dialog).getByDisplayValue('Windy afternoon')).toBeInTheDocument();
  });

  it('opens Rate Course for the course of the row whose Rate Course was clicked', async () => {
    mockFetch({
      ...emptyBucketListAndMap,
      'GET /api/user/stats': { body: stats },
      'GET /api/rounds/recent': { body: [buildRound({ playedAt: '2026-04-20', landscapeScenery: 6 })] },
      'GET /api/user/architect-stats': { body: [] },
      'GET /api/courses/pebble-beach-golf-links/ratings': { body: buildCommunityRatings() },
      'GET /api/courses/pebble-beach-golf-links/my-rating': { body: buildMyRatingResponse() },
    });
    const user = userEvent.setup();
    renderWithProviders(<DashboardPage user={buildUser()} />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Rate Course Pebble Beach Golf Links, round of Apr 20, 2026',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Rate Your Experience' });
    expect(within(dialog).getByText(/Pebble Beach Golf Links/)).toBeInTheDocument();
    const scenery = await within(dialog).findByRole('slider', { name: 'Landscape & Scenery' });
    expect(scenery).toHaveAttribute('aria-valuenow', '6');
    expect(within(dialog).getByRole('button', { name: 'Submit Rating' })).toBeEnabled();
  });
});
