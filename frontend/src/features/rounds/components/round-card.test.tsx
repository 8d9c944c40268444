// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { buildRound } from '@/testing/build-round';
import { RoundCard } from './round-card';

const card = (round: ReturnType<typeof buildRound>) =>
  renderWithProviders(<RoundCard round={round} onEdit={vi.fn()} onRate={vi.fn()} />);

describe('RoundCard', () => {
  it('marks a round from GHIN in words, not by colour alone, and the golfer’s own linked round as linked', () => {
    const view = card(buildRound({ source: 'ghin', ghinScoreId: '700130' }));
    expect(screen.getByText('From GHIN')).toBeVisible();
    view.unmount();
    card(buildRound({ source: null, ghinScoreId: '700131' }));
    expect(screen.getByText('Linked to GHIN')).toBeVisible();
  });

  it('carries no GHIN mark on a round linked to no GHIN score', () => {
    card(buildRound({}));
    expect(screen.queryByText(/GHIN/)).not.toBeInTheDocument();
  });

  it('says how many holes of an unfinished round were played', () => {
    card(buildRound({ holes: 18, holesPlayed: 14 }));
    expect(screen.getByText('14 of 18 holes')).toBeVisible();
  });
});
