// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Navigation from '@/shared/lib/browser-navigation';
import { navigateTo } from '@/shared/lib/browser-navigation';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { buildRound } from '@/testing/build-round';
import { buildCommunityRatings, buildDraft, buildMyRatingResponse } from '@/testing/build-rating';
import RateCourseDialog from './rate-course-dialog';
import type { RatingTarget } from './rating-target';

vi.mock('@/shared/lib/browser-navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  navigateTo: vi.fn(),
}));

const COURSE = 'pebble-beach-golf-links';
const round = buildRound({ overallExperience: 8 });
const routes = {
  [`GET /api/courses/${COURSE}/ratings`]: { body: buildCommunityRatings() },
  [`GET /api/courses/${COURSE}/my-rating`]: { body: buildMyRatingResponse() },
};

beforeEach(() => vi.mocked(navigateTo).mockClear());

/** The dialog as a screen holds it: open while a target is set, closed by its own onOpenChange. */
function Harness({ target, onSubmitted }: { target: RatingTarget; onSubmitted?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <RateCourseDialog
      target={open ? target : null}
      onOpenChange={(next) => setOpen(next)}
      {...(onSubmitted ? { onSubmitted } : {})}
    />
  );
}

async function openDialog(
  target: RatingTarget = { courseId: COURSE, courseName: 'Pebble Beach Golf Links', round },
) {
  const user = userEvent.setup();
  const onSubmitted = vi.fn();
  renderWithProviders(<Harness target={target} onSubmitted={onSubmitted} />);
  const dialog = await screen.findByRole('dialog', { name: 'Rate Your Experience' });
  await within(dialog).findByRole('slider', { name: 'Overall Experience' });
  return { user, dialog, onSubmitted };
}

// Nine sliders and 45 tag buttons make a big tree for happy-dom: more than the default 5 s on a busy machine.
describe('RateCourseDialog', { timeout: 20_000 }, () => {
  it("shows nine categories with the community's averages, starting from the round's rating", async () => {
    mockFetch(routes);
    const { dialog } = await openDialog();
    expect(
      within(dialog).getByText(/Share your detailed thoughts about Pebble Beach Golf Links/),
    ).toBeVisible();
    expect(within(dialog).getAllByRole('slider')).toHaveLength(9);
    expect(within(dialog).getByRole('slider', { name: 'Overall Experience' })).toHaveAttribute(
      'aria-valuenow',
      '8',
    );
    await waitFor(() => expect(within(dialog).getByText('9.1')).toBeInTheDocument());
    expect(within(dialog).getByRole('textbox', { name: 'Additional Comments' })).toHaveAttribute('rows', '4');
    expect(within(dialog).getByRole('heading', { name: 'Your Fescue Score' })).toBeInTheDocument();
    // The first design's hard-coded averages are gone: these are the mocked community's.
    expect(within(dialog).queryByText('7.8')).toBeNull();
  });

  it('submits the round rating as JSON with tags and comments, says Rating Submitted! and closes', async () => {
    const fetchMock = mockFetch({
      ...routes,
      [`PATCH /api/rounds/${round.id}/rating`]: ({ body }) => ({ body: { ...round, ...(body as object) } }),
      'GET /api/rounds': { body: { rounds: [] } },
    });
    const { user, dialog, onSubmitted } = await openDialog();
    const scenery = within(dialog).getByRole('slider', { name: 'Landscape & Scenery' });
    scenery.focus();
    await user.keyboard('{End}{ArrowLeft}');
    expect(scenery).toHaveAttribute('aria-valuenow', '9.5');
    await user.click(within(dialog).getByRole('button', { name: 'Strategic' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Additional Comments' }), 'Firm and fast');
    await user.click(within(dialog).getByRole('checkbox', { name: /Share my comments/ }));
    expect(within(dialog).getByText('8.8')).toBeInTheDocument(); // (8 + 9.5) / 2
    await user.click(within(dialog).getByRole('button', { name: 'Submit Rating' }));
    expect(await screen.findByText('Rating Submitted!')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
      overallExperience: 8,
      landscapeScenery: 9.5,
      architectureDesign: 0,
      ratingTags: ['Strategic'],
      comments: 'Firm and fast',
      shareComments: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSubmitted).toHaveBeenCalled();
  });

  it('keeps Submit Rating disabled until a category is rated', async () => {
    mockFetch(routes);
    const { user, dialog } = await openDialog({ courseId: COURSE, courseName: 'Pebble Beach Golf Links' });
    const submit = within(dialog).getByRole('button', { name: 'Submit Rating' });
    expect(submit).toBeDisabled();
    expect(within(dialog).queryByRole('heading', { name: 'Your Fescue Score' })).toBeNull();
    const overall = within(dialog).getByRole('slider', { name: 'Overall Experience' });
    overall.focus();
    await user.keyboard('{ArrowRight}');
    expect(submit).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Clear Overall Experience' }));
    expect(submit).toBeDisabled();
  });

  it('saves a draft server-side and closes; the draft reopens filled in with its time', async () => {
    let saved: unknown = null;
    mockFetch({
      ...routes,
      [`GET /api/courses/${COURSE}/my-rating`]: () => ({
        body: buildMyRatingResponse({ draft: saved ? buildDraft(saved as object) : null }),
      }),
      [`PUT /api/courses/${COURSE}/my-rating/draft`]: ({ body }) => {
        saved = body;
        return { body: buildDraft(body as object) };
      },
    });
    const { user, dialog } = await openDialog({ courseId: COURSE, courseName: 'Pebble Beach Golf Links' });
    const overall = within(dialog).getByRole('slider', { name: 'Overall Experience' });
    overall.focus();
    await user.keyboard('{End}');
    await user.click(within(dialog).getByRole('button', { name: 'Save Draft' }));
    expect(await screen.findByText('Draft Saved')).toBeInTheDocument();
    expect(saved).toMatchObject({ overallExperience: 10, roundId: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens a saved draft with when it was saved', async () => {
    mockFetch({
      ...routes,
      [`GET /api/courses/${COURSE}/my-rating`]: {
        body: buildMyRatingResponse({
          draft: buildDraft({ valuePricing: 6.5, ratingTags: ['Great Value'] }),
        }),
      },
    });
    const { dialog } = await openDialog({ courseId: COURSE, courseName: 'Pebble Beach Golf Links' });
    expect(within(dialog).getByText(/^Draft saved/)).toBeInTheDocument();
    expect(within(dialog).getByRole('slider', { name: 'Value & Pricing' })).toHaveAttribute(
      'aria-valuenow',
      '6.5',
    );
    expect(within(dialog).getByRole('button', { name: 'Great Value' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it.each([
    ['a server error', 500],
    ['a refused rating', 400],
  ])('on %s says Error / Failed to submit rating and stays open', async (_case, status) => {
    mockFetch({
      ...routes,
      [`PATCH /api/rounds/${round.id}/rating`]: { status, body: { message: 'Nope' } },
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Rating' }));
    expect(await screen.findByText('Failed to submit rating. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Rate Your Experience' })).toBeInTheDocument();
  });

  it('says Session Expired on a 401 and keeps the ratings open (ratings lost to an ended session)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({
      ...routes,
      [`PATCH /api/rounds/${round.id}/rating`]: { status: 401, body: { message: 'x' } },
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Submit Rating' }));
    expect(await screen.findByText('Session Expired')).toBeInTheDocument();
    expect(
      screen.getAllByText(/Nothing you entered is lost\. Sign in again in another tab/)[0],
    ).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(2000);
    expect(navigateTo).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Rate Your Experience' })).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('says when the course has too few ratings for community averages', async () => {
    mockFetch({
      ...routes,
      [`GET /api/courses/${COURSE}/ratings`]: {
        body: buildCommunityRatings({
          raterCount: 2,
          enough: false,
          fescueScore: null,
          tags: [],
          categories: buildCommunityRatings().categories.map((c) => ({ ...c, average: null, count: 2 })),
        }),
      },
    });
    const { dialog } = await openDialog();
    await waitFor(() =>
      expect(within(dialog).getByText(/Community averages appear once 3 golfers/)).toBeInTheDocument(),
    );
    expect(within(dialog).getAllByText('not enough ratings yet')).toHaveLength(9);
  });
});
