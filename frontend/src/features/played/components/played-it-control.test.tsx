// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PlayedMark } from '#shared/played/played-mark';
import type { MyMapCourse } from '#shared/schemas/course-map';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { PlayedItControl } from './played-it-control';

const NAME = 'Machrihanish';

function onMap(overrides: Partial<MyMapCourse> = {}): MyMapCourse {
  return {
    id: 'machrihanish',
    name: NAME,
    city: 'Campbeltown',
    state: null,
    country: 'Scotland',
    latitude: 55.4,
    longitude: -5.7,
    par: 70,
    yardage: null,
    courseType: 'public',
    exclusivityRating: 0,
    architect: null,
    status: 'played',
    onBucketList: false,
    playedWithoutRound: false,
    ...overrides,
  };
}

/** The played routes over an in-memory list; `refuse` answers the PUT with that status. */
function mockPlayedServer(initial: PlayedMark[], map: MyMapCourse[] = [], refuse?: number) {
  let marks = [...initial];
  const puts: unknown[] = [];
  mockFetch({
    'GET /api/played-courses': () => ({ body: { marks } }),
    'GET /api/user/map': () => ({ body: { courses: map } }),
    'PUT /api/played-courses/machrihanish': ({ body }) => {
      puts.push(body);
      if (refuse) return { status: refuse, body: { message: 'Fescue is busy right now. Please try again.' } };
      const mark: PlayedMark = {
        courseId: 'machrihanish',
        year: (body as { year?: number }).year ?? null,
        before2000: (body as { before2000?: boolean }).before2000 === true,
        note: null,
        markedAt: '2026-12-06T10:00:00.000Z',
        importBatchId: null,
      };
      marks = [mark];
      return { status: 201, body: { mark, created: true } };
    },
  });
  return { puts };
}

describe('PlayedItControl', () => {
  it('marks a course played with the year chosen, then says "Played (no round logged)"', async () => {
    const server = mockPlayedServer([]);
    renderWithProviders(<PlayedItControl courseId="machrihanish" courseName={NAME} />);
    const button = await screen.findByRole('button', { name: `I've played ${NAME}` });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: `I've played ${NAME}` });
    await userEvent.click(await screen.findByRole('combobox', { name: 'When (optional)' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Before 2000' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark as played' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(
      await screen.findByRole('button', { name: `${NAME}: Played (no round logged), before 2000. Change` }),
    ).toBeInTheDocument();
    expect(server.puts).toEqual([{ before2000: true }]);
    expect(await screen.findByText('Marked as played')).toBeInTheDocument();
  });

  it('takes back a mark the API refused, and says why', async () => {
    mockPlayedServer([], [], 503);
    renderWithProviders(<PlayedItControl courseId="machrihanish" courseName={NAME} />);
    const button = await screen.findByRole('button', { name: `I've played ${NAME}` });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as played' }));
    expect(await screen.findByText('Fescue is busy right now. Please try again.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `I've played ${NAME}` })).toBeInTheDocument();
    expect(screen.queryByText('Played (no round logged)')).not.toBeInTheDocument();
  });

  it('offers nothing to mark at a course played by rounds', async () => {
    mockPlayedServer([], [onMap()]);
    renderWithProviders(
      <>
        <PlayedItControl courseId="machrihanish" courseName={NAME} />
        <p>loaded</p>
      </>,
    );
    await screen.findByText('loaded');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `I've played ${NAME}` })).not.toBeInTheDocument(),
    );
  });
});
