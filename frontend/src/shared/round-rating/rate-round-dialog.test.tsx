// @vitest-environment happy-dom
import '../../testing/setup-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Navigation from '../lib/browser-navigation';
import { navigateTo } from '../lib/browser-navigation';
import { mockFetch, requestsOf } from '../../testing/mock-fetch';
import { renderWithProviders } from '../../testing/render';
import { buildRound } from '../../testing/build-round';
import RateRoundDialog, { SESSION_EXPIRED_REDIRECT_MS } from './rate-round-dialog';

vi.mock('../lib/browser-navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  navigateTo: vi.fn(),
}));

const round = buildRound({ overallExperience: 4 });
const roundPath = `PATCH /api/rounds/${round.id}`;

beforeEach(() => vi.mocked(navigateTo).mockClear());
afterEach(() => vi.useRealTimers());

function open(rated = round) {
  const onOpenChange = vi.fn();
  const user = userEvent.setup(
    vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  renderWithProviders(<RateRoundDialog round={rated} onOpenChange={onOpenChange} />);
  return { user, onOpenChange, dialog: screen.getByRole('dialog', { name: 'Rate Your Experience' }) };
}

async function rateScenery(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const scenery = within(dialog).getByRole('group', { name: 'Landscape & Scenery' });
  await user.click(within(scenery).getByRole('radio', { name: '5' }));
}

describe('RateRoundDialog', () => {
  it("starts from the round's ratings, saves all nine on the round and says Rating Submitted!", async () => {
    const fetchMock = mockFetch({ [roundPath]: ({ body }) => ({ body: { ...round, ...(body as object) } }) });
    const { user, onOpenChange, dialog } = open();
    expect(within(dialog).getByText(/Pebble Beach Golf Links/)).toBeInTheDocument();
    const overall = within(dialog).getByRole('group', { name: 'Overall Experience' });
    expect(within(overall).getByRole('radio', { name: '4' })).toBeChecked();
    // The dialog itself has focus: an arrow key must not change a saved rating.
    await waitFor(() => expect(dialog).toHaveFocus());
    await rateScenery(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Rating' }));
    expect(await screen.findByText('Rating Submitted!')).toBeInTheDocument();
    expect(
      screen.getByText('Your detailed course rating has been saved and will help other members.'),
    ).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      overallExperience: 4,
      architectureDesign: null,
      landscapeScenery: 5,
      courseCondition: null,
      serviceHospitality: null,
      amenitiesClubhouse: null,
      challengeValue: null,
      exclusivityPrivacy: null,
      valuePricing: null,
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('cannot submit until a category is rated', async () => {
    const fetchMock = mockFetch({});
    const { user, dialog } = open(buildRound());
    const submit = within(dialog).getByRole('button', { name: 'Submit Rating' });
    expect(submit).toBeDisabled();
    await rateScenery(user, dialog);
    expect(submit).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Clear all' }));
    expect(submit).toBeDisabled();
    expect(requestsOf(fetchMock)).toEqual([]);
  });

  it('on a failure says Rating Failed and stays open with the ratings', async () => {
    mockFetch({ [roundPath]: { status: 500, body: { message: 'Boom' } } });
    const { user, onOpenChange, dialog } = open();
    await rateScenery(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Rating' }));
    expect(await screen.findByText('Rating Failed')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    const scenery = within(dialog).getByRole('group', { name: 'Landscape & Scenery' });
    expect(within(scenery).getByRole('radio', { name: '5' })).toBeChecked();
  });

  it('on a 401 says Session Expired, then signs in again after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({ [roundPath]: { status: 401, body: { message: 'Unauthorized' } } });
    const { user, dialog } = open();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Rating' }));
    expect(await screen.findByText('Session Expired')).toBeInTheDocument();
    expect(navigateTo).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(SESSION_EXPIRED_REDIRECT_MS));
    expect(navigateTo).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login/));
  });
});
