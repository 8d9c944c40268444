// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { BucketListCard } from './bucket-list-card';
import { buildEntry, mockBucketListServer } from '@/testing/bucket-list-server';

const nine = Array.from({ length: 9 }, (_, index) => buildEntry(`Course ${index + 1}`, 10 - index));

/** The card, and a way to have it read the list again (as the editor does after a change). */
function CardWithRefresh({ onViewAll }: { onViewAll: () => void }) {
  const { mutate } = useSWRConfig();
  return (
    <>
      <BucketListCard onViewAll={onViewAll} />
      <button type="button" onClick={() => void mutate(() => true)}>
        read again
      </button>
    </>
  );
}

describe('BucketListCard: the way to the editor', () => {
  it('offers Edit priorities and notes with 8 entries or fewer, opening the same editor as View all', async () => {
    mockBucketListServer(nine.slice(0, 3));
    const onViewAll = vi.fn();
    renderWithProviders(<BucketListCard onViewAll={onViewAll} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit priorities and notes' }));
    expect(onViewAll).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /View all/ })).not.toBeInTheDocument();
  });

  it('keeps one button from 9 entries to 8 (View all becomes Edit), so focus has somewhere to return', async () => {
    const server = mockBucketListServer(nine);
    renderWithProviders(<CardWithRefresh onViewAll={() => undefined} />);
    const viewAll = await screen.findByRole('button', { name: 'View all 9 courses' });
    server.replace(nine.slice(1));
    await userEvent.click(screen.getByRole('button', { name: 'read again' }));
    await waitFor(() => expect(viewAll).toHaveTextContent('Edit priorities and notes'));
    expect(viewAll).toBeInTheDocument();
  });

  it('names the heading as the stand-in for the editor once the list is empty', async () => {
    const server = mockBucketListServer(nine.slice(0, 1));
    renderWithProviders(<CardWithRefresh onViewAll={() => undefined} />);
    const edit = await screen.findByRole('button', { name: 'Edit priorities and notes' });
    server.replace([]);
    await userEvent.click(screen.getByRole('button', { name: 'read again' }));
    await screen.findByText('Your bucket list is empty');
    const heading = screen.getByRole('heading', { name: 'Your Bucket List' });
    expect(heading.querySelector('[data-return-focus]')?.getAttribute('data-return-focus')).toBe(
      edit.dataset.returnFocus,
    );
  });
});
