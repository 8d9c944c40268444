// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { FescueList } from './fescue-list';

const entry = (id: string, name: string, fescueScore: number, raterCount: number, rankingScore: number) => ({
  course: {
    id,
    name,
    location: 'Bandon, OR, United States',
    imageUrl: null,
    courseType: 'resort',
    architect: null,
  },
  fescueScore,
  raterCount,
  rankingScore,
});

describe('The Fescue List', () => {
  it('lists the courses in the order the API ranked them, each linking to its page', async () => {
    mockFetch({
      'GET /api/courses/fescue-list': {
        body: {
          courses: [
            entry('pacific-dunes', 'Pacific Dunes', 9.2, 40, 8.96),
            entry('solo', 'Solo Links', 10, 3, 8.13),
          ],
        },
      },
    });
    renderWithProviders(<FescueList />);
    await screen.findByText('Pacific Dunes');
    const list = screen.getByRole('list', { name: 'The Fescue List, highest rated first' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Pacific Dunes');
    expect(rows[0]).toHaveTextContent('40 ratings');
    expect(within(rows[1]!).getByRole('link', { name: /Solo Links/ })).toHaveAttribute(
      'href',
      '/course/solo',
    );
  });

  it('says when no course has enough ratings yet', async () => {
    mockFetch({ 'GET /api/courses/fescue-list': { body: { courses: [] } } });
    renderWithProviders(<FescueList />);
    expect(await screen.findByText('No course has enough ratings yet')).toBeInTheDocument();
  });
});
