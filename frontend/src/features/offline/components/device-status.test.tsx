// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import '@/testing/setup-dom';
import { IDBFactory } from 'fake-indexeddb';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSearchResult } from '@/testing/build-course';
import { buildRound } from '@/testing/build-round';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { AchievementAnnouncer } from '@/features/achievements';
import { forgetDeviceDbConnection } from '@/shared/offline/device-db';
import { newEntry } from '@/shared/offline/outbox-entry';
import { outboxStore } from '@/shared/offline/outbox-store';
import { outboxSentMessage } from '@/shared/offline/worker-protocol';
import { DeviceStatus } from './device-status';

const GOLFER = 'golfer-1';
const firstStamp = { id: 'first-country', title: 'Passport Stamped', points: 10 };

function keptRound(id: string) {
  return newEntry(
    {
      id,
      userId: GOLFER,
      round: { courseId: 'pebble-beach-golf-links', score: 84, holes: 18, roundType: 'Regular' },
      course: buildSearchResult(),
      newCourse: null,
      photo: null,
    },
    new Date(),
  );
}

function renderShellParts() {
  renderWithProviders(
    <>
      <DeviceStatus userId={GOLFER} />
      <AchievementAnnouncer />
    </>,
  );
}

/** The achievement toast waits for the sync toast: dismiss that one, as the golfer (or its 5 s) would. */
async function dismissSyncToast() {
  expect(await screen.findByText('Round synced')).toBeInTheDocument();
  // Radix's toast viewport takes pointer events back only once the toast has settled; on a loaded machine
  // the first click can come before that, so it is tried again until the viewport accepts it.
  const dismiss = screen.getByRole('button', { name: 'Dismiss notification' });
  await waitFor(() => userEvent.setup().click(dismiss));
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  forgetDeviceDbConnection();
});
afterEach(() => vi.restoreAllMocks());

describe('DeviceStatus when rounds kept on the device reach the archive', () => {
  it('says the round synced, then toasts the achievements it earned, as an online save does', async () => {
    await outboxStore.put(keptRound('01JAAAAAAAAAAAAAAAAAAAAAAA'));
    mockFetch({
      'POST /api/rounds': ({ body }) => ({
        status: 201,
        body: { ...buildRound(body as object), achievements: { earned: [firstStamp], lost: [] } },
      }),
    });
    renderShellParts();
    await dismissSyncToast();
    expect(await screen.findByText('Achievement Earned: Passport Stamped')).toBeInTheDocument();
    expect(screen.getByText('+10 prestige points. See them on the Leaderboard.')).toBeInTheDocument();
  });

  it('toasts what the rounds the service worker sent earned, from its message', async () => {
    const worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
    mockFetch({});
    renderShellParts();
    act(() => {
      worker.dispatchEvent(new MessageEvent('message', { data: outboxSentMessage([firstStamp]) }));
    });
    expect(await screen.findByText('Rounds synced')).toBeInTheDocument();
    const dismiss = screen.getByRole('button', { name: 'Dismiss notification' });
    await waitFor(() => userEvent.setup().click(dismiss));
    expect(await screen.findByText('Achievement Earned: Passport Stamped')).toBeInTheDocument();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
});
