// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import '@/testing/setup-dom';
import { IDBFactory } from 'fake-indexeddb';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCourse, buildSearchResult } from '@/testing/build-course';
import { renderWithProviders } from '@/testing/render';
import AddRoundDialog from './add-round-dialog';
import { PendingRounds, PENDING_LABEL, SAVED_ON_DEVICE_TITLE, startOutbox } from '@/features/offline';
import { forgetDeviceDbConnection } from '@/shared/offline/device-db';
import { newEntry } from '@/shared/offline/outbox-entry';
import { outboxStore } from '@/shared/offline/outbox-store';
import type * as Navigation from '@/shared/lib/browser-navigation';
import { navigateTo } from '@/shared/lib/browser-navigation';

vi.mock('@/shared/lib/browser-navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  navigateTo: vi.fn(),
}));

const GOLFER = 'golfer-1';
let online = true;
let stopOutbox: () => void = () => undefined;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  forgetDeviceDbConnection();
  online = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  stopOutbox = startOutbox(GOLFER, () => undefined);
});
afterEach(() => {
  stopOutbox();
  vi.unstubAllGlobals();
});

/** fetch as it behaves with no signal: no answer at all. */
const noSignal = () =>
  vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.reject(new TypeError('Failed to fetch')));

async function addRound(score: string) {
  const user = userEvent.setup();
  const onOpenChange = vi.fn();
  renderWithProviders(
    <AddRoundDialog open onOpenChange={onOpenChange} initialCourse={buildSearchResult()} />,
  );
  await user.type(await screen.findByLabelText('Score'), score);
  await user.click(screen.getByRole('button', { name: 'Add Round' }));
  return { onOpenChange };
}

describe('Add New Round with no signal', () => {
  it('keeps the round on the device, says so and closes, sending nothing', async () => {
    online = false;
    const fetchMock = noSignal();
    vi.stubGlobal('fetch', fetchMock);
    const { onOpenChange } = await addRound('84');
    expect(await screen.findByText(SAVED_ON_DEVICE_TITLE)).toBeInTheDocument();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const kept = await outboxStore.list(GOLFER);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      state: 'pending',
      course: { id: 'pebble-beach-golf-links', name: 'Pebble Beach Golf Links' },
      round: { courseId: 'pebble-beach-golf-links', score: 84, holes: 18 },
    });
    expect(kept[0]?.id).toMatch(/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain('/api/rounds');
  });

  it('keeps the round when the send gets no answer (the signal dropped on the way)', async () => {
    const posts: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'POST') {
          posts.push(String(input));
          throw new TypeError('Failed to fetch');
        }
        return new Response(JSON.stringify(buildCourse()), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    await addRound('91');
    expect(await screen.findByText(SAVED_ON_DEVICE_TITLE)).toBeInTheDocument();
    expect(posts[0]).toBe('/api/rounds');
    await waitFor(async () => expect(await outboxStore.list(GOLFER)).toHaveLength(1));
  });
});

describe('Add New Round when the session is over', () => {
  it('keeps the round on the device and goes to sign-in, never dropping it (a round lost to a 401)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'POST')
          return new Response(JSON.stringify({ message: 'Not signed in' }), { status: 401 });
        return new Response(JSON.stringify(buildCourse()), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    await addRound('88');
    expect(
      await screen.findByText(/Your session has ended\. .* as soon as you have signed in again/),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect(await outboxStore.list(GOLFER)).toEqual([
        expect.objectContaining({ state: 'pending', round: expect.objectContaining({ score: 88 }) }),
      ]),
    );
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login/)), {
      timeout: 3000,
    });
  });
});

describe('PendingRounds', () => {
  const entry = (id: string, overrides: Partial<ReturnType<typeof newEntry>> = {}) => ({
    ...newEntry(
      {
        id,
        userId: GOLFER,
        round: {
          courseId: 'pebble-beach-golf-links',
          score: 84,
          holes: 18,
          roundType: 'Regular',
          playedAt: '2026-05-03',
        },
        course: { ...buildSearchResult() },
        newCourse: null,
        photo: null,
      },
      new Date(),
    ),
    ...overrides,
  });

  it('shows a waiting round at once, and a refused one with its reason and a way to discard it', async () => {
    online = false;
    vi.stubGlobal('fetch', noSignal());
    await outboxStore.put(entry('01JAAAAAAAAAAAAAAAAAAAAAAA'));
    await outboxStore.put(
      entry('01JBBBBBBBBBBBBBBBBBBBBBBB', {
        state: 'parked',
        problem: 'Course not found',
        round: { courseId: 'gone', score: 90, holes: 18, roundType: 'Regular' },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<PendingRounds />);
    const region = await screen.findByRole('region', { name: '2 rounds on this device' });
    const rows = within(region).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(PENDING_LABEL);
    expect(rows[0]).toHaveTextContent('84 · 18 holes · May 3, 2026');
    expect(rows[1]).toHaveTextContent('Not synced: Course not found');
    await user.click(within(rows[1]!).getByRole('button', { name: /Discard the round at/ }));
    // It asks first: the round is only on this device. Keep it keeps it.
    const ask = await screen.findByRole('alertdialog', { name: 'Discard this round?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(await outboxStore.list(GOLFER)).toHaveLength(2);
    await user.click(within(rows[1]!).getByRole('button', { name: /Discard the round at/ }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Discard this round?' })).getByRole('button', {
        name: 'Discard Round',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'A round on this device' })).toBeInTheDocument(),
    );
    expect((await outboxStore.list(GOLFER)).map((kept) => kept.id)).toEqual(['01JAAAAAAAAAAAAAAAAAAAAAAA']);
  });
});
