// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { YearInGolf } from '#shared/year-in-golf/year-in-golf-schema';
import { buildUser } from '@/testing/build-user';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import YearInGolfPage from './year-in-golf-page';

vi.mock('@/features/map', () => ({
  CourseMap: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
  MapFallbackList: () => null,
  MapLegend: () => null,
  WORLD_WIDGET_VIEW: {},
}));

const answer = (year: number, collections = 0): YearInGolf => ({
  year,
  years: [
    { year: 2025, rounds: 2 },
    { year: 2024, rounds: 1 },
  ],
  collections: Array.from({ length: collections }, (_, i) => ({
    collectionId: `list-${i}`,
    name: `List ${i}`,
    source: 'catalog' as const,
    total: 10,
    playedBefore: 1,
    playedAfter: 2,
  })),
  figures: {
    rounds: 2,
    holes: 27,
    courses: [
      {
        id: 'pebble',
        name: 'Pebble Beach Golf Links',
        city: 'Pebble Beach',
        state: 'CA',
        country: 'United States',
        latitude: 36.5,
        longitude: -121.9,
        rounds: 2,
        isNew: true,
      },
    ],
    newCourseIds: ['pebble'],
    countries: [{ country: 'United States', courseIds: ['pebble'], isNew: true }],
    newCountries: ['United States'],
    miles: {
      miles: 4_700,
      kilometres: 7_564,
      home: { source: 'default', label: 'Philadelphia' },
      coursesWithoutPosition: 0,
    },
    bestRound: {
      score: 80,
      par: 72,
      holes: 18,
      rounds: [
        {
          id: 'r1',
          courseId: 'pebble',
          score: 80,
          par: 72,
          holes: 18,
          playedAt: '2025-05-01',
          roundType: 'Regular',
        },
      ],
    },
    mostPlayed: { courseId: 'pebble', rounds: 2, tiedWith: 0 },
  },
});

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/year/:year?" element={<YearInGolfPage user={buildUser()} />} />
    </Routes>,
    { route },
  );
}

describe('YearInGolfPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the year of its address and gives a screen reader the figures as terms and values', async () => {
    const fetchMock = mockFetch({
      'GET /api/user/year-in-golf': ({ query }) => ({ body: answer(Number(query.get('year'))) }),
    });
    renderAt('/year/2025');
    expect(await screen.findByRole('heading', { name: 'Your 2025 in golf', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Holes played')).toBeInTheDocument();
    expect(screen.getByText('Holes played').tagName).toBe('DT');
    expect(screen.getByText('27').tagName).toBe('DD');
    const years = screen.getByRole('navigation', { name: 'Years of golf' });
    expect(within(years).getByRole('link', { name: '2025: 2 rounds' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(years).getByRole('link', { name: '2024: 1 round' })).toHaveAttribute('href', '/year/2024');
    expect(screen.getByRole('region', { name: 'Map of the course you played in 2025' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('year=2025');
  });

  it('refuses an address that is not a year without asking the API', async () => {
    const fetchMock = mockFetch({});
    renderAt('/year/20x5');
    expect(await screen.findByText('That is not a year we can show')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your latest year' })).toHaveAttribute('href', '/year');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows six collections, then all of them on Show all, which says it is expanded', async () => {
    mockFetch({ 'GET /api/user/year-in-golf': { body: answer(2025, 9) } });
    renderAt('/year');
    const region = await screen.findByRole('region', { name: 'Collections advanced' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(6);
    const more = within(region).getByRole('button', { name: 'Show all 9 collections' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(within(region).getAllByRole('listitem')).toHaveLength(9);
    expect(within(region).getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
