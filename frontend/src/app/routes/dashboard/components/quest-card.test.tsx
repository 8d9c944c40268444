// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { QuestCard } from './quest-card';

const quest = {
  id: 'global-rounder',
  title: 'Global Rounder',
  description: 'Play golf in 10 countries',
  category: 'travel',
  rarity: 'epic',
  points: 250,
  progress: 7,
  maxProgress: 10,
  estimatedCompletion: 'about 3 months at your pace',
  reward: 'Global Rounder badge',
  nextSteps: ['Plan a round in a new country', 'Add a course abroad to your bucket list'],
};

describe('QuestCard', () => {
  it('shows the quest pinned with Begin Quest: progress, pace and the next step', async () => {
    mockFetch({ 'GET /api/achievements/recommendations': { body: { recommendations: [], pinned: quest } } });
    renderWithProviders(<QuestCard />);
    expect(await screen.findByRole('heading', { name: 'Your quest' })).toBeInTheDocument();
    expect(screen.getByText('Global Rounder')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Global Rounder progress' })).toHaveAttribute(
      'aria-valuenow',
      '7',
    );
    expect(screen.getByText('Estimated completion: about 3 months at your pace')).toBeInTheDocument();
    expect(screen.getByText('Next: Plan a round in a new country')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See it on the Leaderboard' })).toHaveAttribute(
      'href',
      '/achievements',
    );
  });

  it('shows nothing when no quest is pinned', async () => {
    const fetchMock = mockFetch({
      'GET /api/achievements/recommendations': { body: { recommendations: [], pinned: null } },
    });
    renderWithProviders(<QuestCard />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Your quest' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
