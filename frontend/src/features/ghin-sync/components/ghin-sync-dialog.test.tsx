// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { readFileSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ESTIMATE_LABEL,
  GHIN_LOGIN_REFUSED_MESSAGE,
  GHIN_TYPED_NUMBER_NOTE,
  GHIN_UNAVAILABLE_MESSAGE,
  SCHEDULED_SYNC_UNAVAILABLE_MESSAGE,
  ghinNumberNotProvedMessage,
  ghinRateLimitedMessage,
  type GhinStatus,
  type GhinSyncResult,
  type HandicapEstimate,
} from '#shared/schemas/ghin';
import { buildUser } from '@/testing/build-user';
import { mockFetch, requestsOf, type MockResponse } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { OPERATOR_ACCESS_TEXT, SCHEDULED_SYNC_NEEDS_PROOF } from './connection-tab';
import { GhinSyncDialog } from './ghin-sync-dialog';
import { NO_HISTORY_MESSAGE } from './handicap-history';

/** The dialog's real styles in the page (Vitest leaves imported CSS out), to read the cascade. */
function withStyles() {
  const style = document.createElement('style');
  style.textContent = ['../../../shared/ui/tabs.css', './ghin.css']
    .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
    .join('\n');
  document.head.append(style);
  return () => style.remove();
}

const disconnected: GhinStatus = {
  connected: false,
  ghinNumber: null,
  ghinNumberVerified: false,
  golferName: null,
  handicapIndex: null,
  revisionDate: null,
  lastSyncAt: null,
  lastError: null,
  syncEnabled: false,
  scheduledSyncAvailable: false,
  nextSyncAt: null,
  importedRounds: 0,
  operatorAccess: 'not-requested',
};

const connected: GhinStatus = {
  ...disconnected,
  connected: true,
  ghinNumber: '1234567',
  ghinNumberVerified: true,
  golferName: 'Pat Morgan',
  handicapIndex: 6.8,
  revisionDate: '2026-02-01',
  lastSyncAt: '2026-02-02T09:30:00.000Z',
  scheduledSyncAvailable: true,
  importedRounds: 120,
};

const estimate: HandicapEstimate = {
  estimate: 9.1,
  label: ESTIMATE_LABEL,
  roundsConsidered: 14,
  adjustedHoleByHole: 3,
  lowIndex: null,
  cap: null,
  differentials: [],
};

const syncResult: GhinSyncResult = {
  roundsCreated: 100,
  roundsUpdated: 0,
  coursesCreated: 12,
  handicapUpdated: true,
  handicapIndex: 6.8,
  revisionDate: '2026-02-01',
  scoresRead: 100,
  scoresAvailable: 140,
  totalCourses: 30,
  totalRounds: 110,
  citiesVisited: 20,
  countriesVisited: 3,
  averageScore: 84.2,
  bestScore: 74,
};

function routes(overrides: Record<string, MockResponse> = {}) {
  return {
    'GET /api/ghin/status': { body: disconnected },
    'GET /api/handicap/estimate': { body: estimate },
    'GET /api/ghin/handicap-history': { body: { entries: [] } },
    'POST /api/ghin/test': {
      body: { success: false, needsApiAccess: false, message: 'Not connected to GHIN yet.' },
    },
    ...overrides,
  };
}

function renderDialog(user = buildUser({ ghinHandicap: 6.8 })) {
  return renderWithProviders(<GhinSyncDialog user={user} open onOpenChange={() => undefined} />);
}

async function fillLogin(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('GHIN number or email'), '1234567');
  await user.type(screen.getByLabelText('GHIN password'), 'secret');
}

describe('GhinSyncDialog: status card', () => {
  it("says Connected with GHIN's message, shows the official index beside Fescue's labelled estimate, and retests", async () => {
    const fetchMock = mockFetch(
      routes({
        'GET /api/ghin/status': { body: connected },
        'POST /api/ghin/test': {
          body: { success: true, needsApiAccess: false, message: 'Connected to GHIN as Pat Morgan.' },
        },
      }),
    );
    const user = userEvent.setup();
    renderDialog();
    const card = screen.getByRole('region', { name: 'GHIN connection status' });
    expect(within(card).getByText('Testing...')).toBeInTheDocument();
    expect(await within(card).findByText('Connected')).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent('Connected to GHIN as Pat Morgan.');
    const figures = screen.getByRole('region', { name: 'Your handicap figures' });
    expect(within(figures).getByText('Official Handicap Index (GHIN)').nextSibling).toHaveTextContent(
      // Dates read "Jan 5, 2024", never ISO (docs/product-rules.md#messages).
      '6.8 revised Feb 1, 2026',
    );
    expect(await within(figures).findByText(/from 14 of your own rounds/)).toBeInTheDocument();
    // Beside the estimate: how many rounds had their holes adjusted by net double bogey.
    expect(within(figures).getByText(/3 of 14 rounds adjusted hole by hole/)).toBeInTheDocument();
    expect(within(figures).getByText(ESTIMATE_LABEL).nextSibling).toHaveTextContent('9.1');

    await user.click(within(card).getByRole('button', { name: 'Retest Connection' }));
    await within(card).findByText('Connected');
    expect(requestsOf(fetchMock).filter((request) => request === 'POST /api/ghin/test')).toHaveLength(2);
  });

  it('says Not connected when the golfer has not signed in to GHIN, and Unavailable when the test fails', async () => {
    mockFetch(routes());
    const { unmount } = renderDialog(buildUser({ ghinHandicap: null }));
    const card = screen.getByRole('region', { name: 'GHIN connection status' });
    expect(await within(card).findByText('Not connected')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Your handicap figures' })).getByText(
        'Official Handicap Index (GHIN)',
      ).nextSibling,
    ).toHaveTextContent('N/A');
    unmount();

    mockFetch(
      routes({ 'POST /api/ghin/test': { status: 503, body: { message: GHIN_UNAVAILABLE_MESSAGE } } }),
    );
    renderDialog();
    const again = screen.getByRole('region', { name: 'GHIN connection status' });
    expect(await within(again).findByText('Unavailable')).toBeInTheDocument();
    expect(within(again).getByRole('status')).toHaveTextContent(
      'Fescue could not check the connection. Please try again.',
    );
    // No demonstration mode, ever (the seed's "Demo Mode" badge).
    expect(screen.queryByText(/demo/i)).not.toBeInTheDocument();
  });
});

describe('GhinSyncDialog: the estimate', () => {
  it('says why it reads N/A and what the golfer can do about it', async () => {
    const one = { roundId: 'r1', playedAt: '2026-01-02', differential: 14.2, counted: false, nineHole: null };
    mockFetch(
      routes({
        'GET /api/handicap/estimate': {
          body: { ...estimate, estimate: null, roundsConsidered: 1, differentials: [one] },
        },
      }),
    );
    renderDialog();
    const card = screen.getByRole('region', { name: 'Your handicap figures' });
    expect(
      await within(card).findByText(
        "An estimate needs 3 scores (54 holes) with the tee's course rating and slope, and 1 of your scores has them. Add the Course Rating and Slope from your scorecard when you add or edit a round.",
      ),
    ).toBeInTheDocument();
    expect(within(card).getByText(ESTIMATE_LABEL).nextSibling).toHaveTextContent('N/A');
  });

  it('sets the why at note size, not at the bold size of the figure above it', async () => {
    const removeStyles = withStyles();
    try {
      mockFetch(
        routes({
          'GET /api/handicap/estimate': { body: { ...estimate, estimate: null, roundsConsidered: 0 } },
        }),
      );
      renderDialog();
      const why = await screen.findByText(/An estimate needs 3 scores/);
      const figure = screen.getByText(ESTIMATE_LABEL).nextElementSibling as HTMLElement;
      expect(getComputedStyle(why).fontWeight).toBe('400');
      expect(getComputedStyle(why).fontSize).toBe('13.6px'); // 0.85rem
      expect(getComputedStyle(figure).fontWeight).toBe('600');
    } finally {
      removeStyles();
    }
  });
});

describe('GhinSyncDialog: tabs', () => {
  it('keeps the three tabs in one row, scrolling sideways rather than wrapping inside the pill', () => {
    const removeStyles = withStyles();
    try {
      mockFetch(routes());
      renderDialog();
      const list = screen.getByRole('tablist', { name: 'GHIN' });
      expect(getComputedStyle(list).flexWrap).toBe('nowrap');
      expect(getComputedStyle(list).overflowX).toBe('auto');
    } finally {
      removeStyles();
    }
  });

  it('opens on Full GHIN Sync, and Manual Entry and Connection show their own content', async () => {
    mockFetch(routes({ 'GET /api/ghin/status': { body: { ...connected, scheduledSyncAvailable: false } } }));
    const user = userEvent.setup();
    renderDialog();
    expect(screen.getByRole('tab', { name: 'Full GHIN Sync' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Connect & Sync' })).toBeDisabled();
    // The official index's history sits above the tabs (here none yet).
    const history = screen.getByRole('region', { name: 'Handicap history' });
    expect(await within(history).findByText(NO_HISTORY_MESSAGE)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Manual Entry' }));
    expect(screen.getByLabelText('GHIN Number')).toHaveValue('1234567');
    expect(screen.getByLabelText('Handicap Index')).toHaveValue('7.3');
    expect(screen.getByRole('button', { name: 'Save GHIN Details' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Connection' }));
    expect(await screen.findByText('Connected with your GHIN login')).toBeInTheDocument();
    expect(screen.getByText('Rounds imported from GHIN').nextSibling).toHaveTextContent('120');
    expect(screen.getByText(SCHEDULED_SYNC_UNAVAILABLE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('switch')).toBeDisabled();
  });
});

describe('GhinSyncDialog: a GHIN number the golfer typed', () => {
  const typed: GhinStatus = { ...disconnected, ghinNumber: '7654321', scheduledSyncAvailable: true };

  it('shows it as their own note, not verified, says proving it takes their GHIN login, and offers no sync', async () => {
    mockFetch(
      routes({
        'GET /api/ghin/status': { body: typed },
        'POST /api/ghin/test': {
          body: { success: false, needsApiAccess: false, message: ghinNumberNotProvedMessage('7654321') },
        },
      }),
    );
    const user = userEvent.setup();
    renderDialog(buildUser({ ghinNumber: '7654321', ghinHandicap: null }));
    const card = screen.getByRole('region', { name: 'GHIN connection status' });
    expect(await within(card).findByText('Not verified')).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent('Connect with your GHIN login');
    expect(screen.queryByRole('button', { name: 'Sync Now' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Manual Entry' }));
    expect(
      await screen.findByText('Saved GHIN #: 7654321 (your own note, not verified)'),
    ).toBeInTheDocument();
    expect(screen.getByText(GHIN_TYPED_NUMBER_NOTE)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Connection' }));
    expect(await screen.findByText('7654321 (your own note, not verified)')).toBeInTheDocument();
    expect(screen.getByText(GHIN_TYPED_NUMBER_NOTE)).toBeInTheDocument();
    expect(screen.getByText(SCHEDULED_SYNC_NEEDS_PROOF)).toBeInTheDocument();
    expect(screen.getByRole('switch')).toBeDisabled();
  });

  it('says a number their GHIN login proved is proved, and lets them keep it in sync', async () => {
    mockFetch(routes({ 'GET /api/ghin/status': { body: connected } }));
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('tab', { name: 'Connection' }));
    expect(await screen.findByText('1234567 (proved with your GHIN login)')).toBeInTheDocument();
    expect(screen.queryByText(GHIN_TYPED_NUMBER_NOTE)).not.toBeInTheDocument();
    expect(screen.getByRole('switch')).toBeEnabled();
  });

  it.each([['pending'], ['approved'], ['refused']] as const)(
    'says where their consent to this site’s GHIN account stands when GHIN says %s',
    async (operatorAccess) => {
      mockFetch(routes({ 'GET /api/ghin/status': { body: { ...connected, operatorAccess } } }));
      const user = userEvent.setup();
      renderDialog();
      await user.click(screen.getByRole('tab', { name: 'Connection' }));
      expect((await screen.findByText('GHIN access for the daily sync')).nextSibling).toHaveTextContent(
        OPERATOR_ACCESS_TEXT[operatorAccess],
      );
    },
  );
});

describe('GhinSyncDialog: Manual Entry', () => {
  it("starts from what the profile shows: the GHIN link's number before a sync copied it, and GHIN's index", async () => {
    mockFetch(routes({ 'GET /api/ghin/status': { body: connected } }));
    const user = userEvent.setup();
    renderDialog(buildUser({ ghinNumber: null, handicap: null, ghinHandicap: 12.4 }));
    await user.click(screen.getByRole('tab', { name: 'Manual Entry' }));
    // The link's number fills the field when the status answers, even after the tab opened.
    expect(await screen.findByDisplayValue('1234567')).toBe(screen.getByLabelText('GHIN Number'));
    expect(screen.getByLabelText('Handicap Index')).toHaveValue('12.4');

    // What the golfer types is kept; the prefill is only a start.
    await user.clear(screen.getByLabelText('Handicap Index'));
    await user.type(screen.getByLabelText('Handicap Index'), '+2.3');
    expect(screen.getByLabelText('Handicap Index')).toHaveValue('+2.3');
  });
});

describe('GhinSyncDialog: Full GHIN Sync', () => {
  it('shows progress at 30 while connecting and 70 while syncing, then the summary in place of the form', async () => {
    const base = mockFetch(
      routes({
        'POST /api/ghin/connect': {
          body: { connected: true, ghinNumber: '1234567', golferName: 'Pat Morgan', handicapIndex: 6.8 },
        },
        'POST /api/ghin/sync': { body: { results: syncResult } },
      }),
    );
    // Each GHIN call waits until the test lets it answer, so the progress between can be seen.
    const gates = new Map<string, () => void>();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/ghin/connect' || path === '/api/ghin/sync')
        await new Promise<void>((resolve) => gates.set(path, resolve));
      return base(input, init);
    });
    const user = userEvent.setup();
    renderDialog();
    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Connect & Sync' }));

    const progress = await screen.findByRole('progressbar', { name: 'GHIN sync progress' });
    expect(progress).toHaveAttribute('value', '30');
    expect(screen.getByText('Connecting to GHIN...')).toBeInTheDocument();
    gates.get('/api/ghin/connect')?.();
    expect(await screen.findByText(/Importing your GHIN scores/)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'GHIN sync progress' })).toHaveAttribute('value', '70');
    gates.get('/api/ghin/sync')?.();

    const summary = await screen.findByRole('region', { name: 'GHIN Sync Complete!' });
    expect(within(summary).getByText('Rounds imported').nextSibling).toHaveTextContent('100');
    expect(within(summary).getByText('Courses added').nextSibling).toHaveTextContent('12');
    expect(within(summary).getByText('Official index').nextSibling).toHaveTextContent('6.8');
    expect(summary).toHaveTextContent('Read the 100 most recent of your 140 GHIN scores.');
    expect(within(summary).getByRole('button', { name: 'Import all 140 scores' })).toBeInTheDocument();
    expect(screen.queryByLabelText('GHIN password')).not.toBeInTheDocument();
  });

  it.each([
    [
      'GHIN refuses the login',
      { 'POST /api/ghin/connect': { status: 422, body: { message: GHIN_LOGIN_REFUSED_MESSAGE } } },
      'Connection Failed',
      GHIN_LOGIN_REFUSED_MESSAGE,
    ],
    [
      'GHIN is down during the sync',
      {
        'POST /api/ghin/connect': {
          body: { connected: true, ghinNumber: '1234567', golferName: null, handicapIndex: null },
        },
        'POST /api/ghin/sync': { status: 503, body: { message: GHIN_UNAVAILABLE_MESSAGE } },
      },
      'Sync Failed',
      GHIN_UNAVAILABLE_MESSAGE,
    ],
    [
      'GHIN limits requests',
      { 'POST /api/ghin/connect': { status: 503, body: { message: ghinRateLimitedMessage(42) } } },
      'Connection Failed',
      'GHIN is limiting requests. Please try again in 42 seconds.',
    ],
  ])(
    'when %s: says so on the form, where it stays (not a passing toast), never an import summary',
    async (_case, failing, title, message) => {
      mockFetch(routes(failing));
      const user = userEvent.setup();
      renderDialog();
      await fillLogin(user);
      await user.click(screen.getByRole('button', { name: 'Connect & Sync' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(alert).toHaveTextContent(title);
      expect(alert.closest('form')).not.toBeNull();
      expect(document.querySelector('.toast')).toBeNull();
      expect(screen.getByRole('button', { name: 'Connect & Sync' })).toBeInTheDocument();
      expect(screen.queryByText(/Import Complete|Sync Complete/)).not.toBeInTheDocument();
      // Typing again is what clears it.
      await user.type(screen.getByLabelText('GHIN password'), 'x');
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );
});
