// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildCourse } from '@/testing/build-course';
import { buildCommunityRatings, buildDraft, buildMyRatingResponse } from '@/testing/build-rating';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { CommunityRatingsSection } from './community-ratings';

const COURSE = 'pebble-beach-golf-links';
const base = `/api/courses/${COURSE}`;

function comments(body: unknown = { comments: [] }) {
  return { [`GET ${base}/ratings/comments`]: { body } };
}

describe('Community Ratings on the course page', () => {
  it('shows the Fescue Score, a bar per category, the top tags, the count and shared comments', async () => {
    mockFetch({
      [`GET ${base}/ratings`]: { body: buildCommunityRatings() },
      [`GET ${base}/my-rating`]: { body: buildMyRatingResponse() },
      ...comments({
        comments: [
          { author: 'Sam R.', comments: 'The 7th!', fescueScore: 9, submittedAt: '2026-05-01T10:00:00Z' },
        ],
        nextCursor: 'next',
      }),
    });
    renderWithProviders(<CommunityRatingsSection course={buildCourse()} played onLogRound={() => {}} />);
    expect(await screen.findByText('8.6')).toBeInTheDocument();
    expect(screen.getByText('Outstanding')).toBeInTheDocument();
    expect(screen.getByText('14 golfers have rated this course')).toBeInTheDocument();
    const bars = screen.getByRole('list', { name: 'Average by category, out of 10' });
    expect(within(bars).getAllByRole('listitem')).toHaveLength(9);
    expect(within(bars).getByText('9.1')).toBeInTheDocument();
    expect(screen.getByText('Breathtaking Views')).toBeInTheDocument();
    expect(await screen.findByText('The 7th!')).toBeInTheDocument();
    expect(screen.getByText(/Sam R\. · May 1, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more comments' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rate this course' })).toBeEnabled();
  });

  it('says "Not enough ratings yet" below three raters and shows no averages', async () => {
    mockFetch({
      [`GET ${base}/ratings`]: {
        body: buildCommunityRatings({
          raterCount: 2,
          enough: false,
          fescueScore: null,
          tags: [],
          categories: buildCommunityRatings().categories.map((c) => ({ ...c, average: null, count: 2 })),
        }),
      },
      [`GET ${base}/my-rating`]: { body: buildMyRatingResponse() },
      ...comments(),
    });
    renderWithProviders(<CommunityRatingsSection course={buildCourse()} played onLogRound={() => {}} />);
    expect(await screen.findByText('Not enough ratings yet')).toBeInTheDocument();
    expect(screen.getByText(/2 of 3 so far/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Average by category/ })).toBeNull();
  });

  it("shows the golfer's own rating with Edit, and a draft waiting to be finished", async () => {
    mockFetch({
      [`GET ${base}/ratings`]: { body: buildCommunityRatings() },
      [`GET ${base}/my-rating`]: {
        body: buildMyRatingResponse({
          rating: {
            ...buildDraft({ overallExperience: 9 }),
            fescueScore: 9,
            submittedAt: '2026-05-02T10:00:00Z',
          },
          draft: null,
        }),
      },
      ...comments(),
    });
    renderWithProviders(<CommunityRatingsSection course={buildCourse()} played onLogRound={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Your rating' })).toBeInTheDocument();
    expect(screen.getByText(/9\.0\/10/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit your rating' })).toBeInTheDocument();
  });

  it('offers a golfer who never played here to log a round first, not to rate', async () => {
    mockFetch({
      [`GET ${base}/ratings`]: { body: buildCommunityRatings() },
      [`GET ${base}/my-rating`]: { body: buildMyRatingResponse() },
      ...comments(),
    });
    const onLogRound = vi.fn();
    renderWithProviders(
      <CommunityRatingsSection course={buildCourse()} played={false} onLogRound={onLogRound} />,
    );
    expect(await screen.findByText(/Ratings come from golfers who played/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rate this course' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log a round to rate' }));
    expect(onLogRound).toHaveBeenCalledOnce();
  });
});
