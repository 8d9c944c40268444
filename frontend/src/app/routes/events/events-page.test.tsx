// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { GolfEvent } from '#shared/schemas/community';
import { buildUser } from '@/testing/build-user';
import { mockFetch, requestsOf } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import EventsPage from './events-page';

const EVENT_ID = '01JAAAAAAAAAAAAAAAAAAAAAAA';
const event: GolfEvent = {
  id: EVENT_ID,
  title: 'Stableford at Bethpage Black',
  description: null,
  location: 'Farmingdale, NY',
  startDate: '2027-05-01',
  endDate: null,
  isPremiumOnly: false,
  maxAttendees: 20,
  spotsFilled: 20,
  price: '$180 per player',
  category: 'Tournament',
  reserved: true,
};
const cancelPath = `DELETE /api/events/${EVENT_ID}/reservation`;

describe('EventsPage', () => {
  it('asks before giving a reserved spot up, and sends nothing when the golfer keeps it', async () => {
    const fetchMock = mockFetch({
      'GET /api/events': { body: { events: [event] } },
      [cancelPath]: { body: { event: { ...event, reserved: false, spotsFilled: 19 } } },
    });
    const user = userEvent.setup();
    renderWithProviders(<EventsPage user={buildUser()} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel Reservation' }));
    const question = screen.getByRole('alertdialog', { name: 'Cancel your reservation?' });
    expect(question).toHaveTextContent(
      'Your spot at Stableford at Bethpage Black goes back to other members',
    );
    await user.click(within(question).getByRole('button', { name: 'Keep My Spot' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requestsOf(fetchMock)).not.toContain(cancelPath);

    await user.click(screen.getByRole('button', { name: 'Cancel Reservation' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel Reservation' }),
    );
    expect(await screen.findByRole('button', { name: 'Reserve Spot' })).toBeInTheDocument();
    expect(requestsOf(fetchMock).filter((request) => request === cancelPath)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('offline with no kept copy, says the events need a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithProviders(<EventsPage user={buildUser()} />, { route: '/events' });
    expect(await screen.findByText('Events need a connection')).toBeInTheDocument();
    expect(screen.queryByText('Could not load events')).toBeNull();
    vi.restoreAllMocks();
  });
});
