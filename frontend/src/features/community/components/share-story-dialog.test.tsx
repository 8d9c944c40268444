// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildRound } from '@/testing/build-round';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { SHARE_PAGE_SIZE, ShareStoryDialog } from './share-story-dialog';

/** Twelve rounds, latest first: the oldest, at Kiawah with Sam, is past the first page and the old five. */
const rounds = Array.from({ length: 12 }, (_, index) => {
  const day = String(28 - index).padStart(2, '0');
  const course = buildRound().course!;
  return buildRound({
    id: `01JABCDEFGHJKMNPQRSTVWX${String(index).padStart(3, '0')}`,
    playedAt: `2024-06-${day}`,
    ...(index === 11
      ? {
          playingPartners: 'Sam Rivera',
          course: { ...course, id: 'kiawah-ocean', name: 'Kiawah Island Ocean Course' },
        }
      : {}),
  });
});

function open() {
  mockFetch({ 'GET /api/rounds': { body: { rounds } } });
  renderWithProviders(<ShareStoryDialog open onOpenChange={vi.fn()} onChanged={vi.fn()} />);
  return screen.getByRole('dialog', { name: 'Share Your Golf Story' });
}

describe('Share Your Golf Story', () => {
  it('lets a golfer reach a round older than the latest five: Show more, then all twelve', async () => {
    const dialog = open();
    expect(await within(dialog).findByText(`Showing ${SHARE_PAGE_SIZE} of 12 rounds`)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(SHARE_PAGE_SIZE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show more rounds' }));
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(12);
    expect(within(dialog).queryByRole('button', { name: 'Show more rounds' })).toBeNull();
    expect(
      within(dialog).getByRole('button', { name: 'Share your round at Kiawah Island Ocean Course' }),
    ).toBeInTheDocument();
  });

  it('finds a round by its course, its partner or its date, and says when nothing matches', async () => {
    const dialog = open();
    const search = await within(dialog).findByRole('searchbox', { name: 'Find a round' });
    await userEvent.type(search, 'kiawah');
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    await userEvent.clear(search);
    await userEvent.type(search, 'sam rivera');
    await waitFor(() => expect(within(dialog).getByText('Showing 1 of 1 round')).toBeInTheDocument());
    await userEvent.clear(search);
    await userEvent.type(search, '2024-06-2');
    await waitFor(() => expect(within(dialog).getByText('Showing 9 of 9 rounds')).toBeInTheDocument());
    await userEvent.clear(search);
    await userEvent.type(search, 'augusta');
    await waitFor(() => expect(within(dialog).getByText('No rounds match “augusta”')).toBeInTheDocument());
  });
});
