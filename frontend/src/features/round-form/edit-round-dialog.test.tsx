// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Navigation from '@/shared/lib/browser-navigation';
import { navigateTo } from '@/shared/lib/browser-navigation';
import { mockFetch, requestsOf } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { buildRound } from '@/testing/build-round';
import { buildCommunityRatings } from '@/testing/build-rating';
import { buildCourse, buildSearchResult } from '@/testing/build-course';
import { PHOTO_TYPE_MESSAGE } from '#shared/schemas/photo';
import { fieldLabels, ROUND_FORM_LABELS } from './round-form-labels.testing';
import EditRoundDialog, { SESSION_EXPIRED_REDIRECT_MS } from './edit-round-dialog';

vi.mock('@/shared/lib/browser-navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  navigateTo: vi.fn(),
}));

const round = buildRound({ notes: 'Windy', imageUrl: '/photos/user-1/01JAAAAAAAAAAAAAAAAAAAAAAA.jpg' });
const roundPath = `PATCH /api/rounds/${round.id}`;
const deletePath = `DELETE /api/rounds/${round.id}`;

beforeEach(() => vi.mocked(navigateTo).mockClear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function open() {
  const onOpenChange = vi.fn();
  const user = userEvent.setup(
    vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  renderWithProviders(<EditRoundDialog round={round} onOpenChange={onOpenChange} />);
  return { user, onOpenChange };
}

describe('EditRoundDialog', () => {
  it('says what the next sync does with an edit of a round from GHIN, and says nothing on the golfer’s own', () => {
    const fromGhin = buildRound({ source: 'ghin', ghinScoreId: '700130' });
    const view = renderWithProviders(<EditRoundDialog round={fromGhin} onOpenChange={vi.fn()} />);
    expect(screen.getByRole('note')).toHaveTextContent(
      "This round came from GHIN. The next sync will overwrite score, course, date, holes, tees, course rating and slope with GHIN's; your notes, photos and ratings stay.",
    );
    view.unmount();
    renderWithProviders(<EditRoundDialog round={round} onOpenChange={vi.fn()} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('sends the edited fields, says Round Updated and closes', async () => {
    const fetchMock = mockFetch({ [roundPath]: ({ body }) => ({ body: { ...round, ...(body as object) } }) });
    const { user, onOpenChange } = open();
    expect(screen.getByText('Pebble Beach Golf Links')).toBeInTheDocument();
    const score = screen.getByLabelText('Score');
    await user.clear(score);
    await user.type(score, '79');
    await user.click(screen.getByRole('button', { name: 'Update Round' }));
    expect(await screen.findByText('Round Updated')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
      courseId: round.courseId,
      score: 79,
      holes: 18,
      par: 72,
      playedAt: '2024-06-15',
      notes: 'Windy',
    });
    // The photo was left alone: no imageUrl is sent, so the server keeps it.
    expect(JSON.parse(String(patch?.[1]?.body))).not.toHaveProperty('imageUrl');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("labels the course's place as Add Round does, its state included", async () => {
    const atPebble = buildRound();
    mockFetch({ [`GET /api/courses/${atPebble.courseId}`]: { body: buildCourse() } });
    renderWithProviders(<EditRoundDialog round={atPebble} onOpenChange={vi.fn()} />);
    const card = screen.getByRole('group', { name: 'Golf Course' });
    // The round's course has no state field: its location says it ("Pebble Beach, United States" before).
    expect(card).toHaveTextContent(atPebble.course?.location ?? 'no location');
    expect(atPebble.course?.location).toMatch(/, CA, /);
  });

  it("keeps the round's own par, halves the course's for 9 holes, and gives the round's back at 18", async () => {
    const ownPar = buildRound({ par: 71 });
    mockFetch({ [`GET /api/courses/${ownPar.courseId}`]: { body: buildCourse({ par: 72 }) } });
    const user = userEvent.setup();
    renderWithProviders(<EditRoundDialog round={ownPar} onOpenChange={vi.fn()} />);
    const par = screen.getByLabelText('Par');
    expect(par).toHaveValue(71);
    await user.selectOptions(screen.getByLabelText('Holes Played'), '9');
    await waitFor(() => expect(par).toHaveValue(36));
    await user.selectOptions(screen.getByLabelText('Holes Played'), '18');
    await waitFor(() => expect(par).toHaveValue(71));
  });

  it('shows everything the golfer entered: favourite hole, review comments and the experience rating', async () => {
    const entered = buildRound({
      favoriteHole: 7,
      reviewComments: 'The cliffs on 8',
      overallExperience: 9,
      landscapeScenery: 8,
    });
    const fetchMock = mockFetch({
      [`PATCH /api/rounds/${entered.id}`]: ({ body }) => ({ body: { ...entered, ...(body as object) } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<EditRoundDialog round={entered} onOpenChange={vi.fn()} />);
    expect(screen.getByLabelText('Favorite Hole (optional)')).toHaveValue(7);
    expect(screen.getByLabelText('Review Comments (optional)')).toHaveValue('The cliffs on 8');
    expect(screen.getByText('8.5/10')).toBeInTheDocument();
    const favourite = screen.getByLabelText('Favorite Hole (optional)');
    await user.clear(favourite);
    await user.type(favourite, '18');
    await user.click(screen.getByRole('button', { name: 'Update Round' }));
    await screen.findByText('Round Updated');
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    const sent = JSON.parse(String(patch?.[1]?.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ favoriteHole: 18, reviewComments: 'The cliffs on 8' });
    // The rating was not touched: it is not sent again to the course's community figures.
    expect(sent).not.toHaveProperty('overallExperience');
    expect(sent).not.toHaveProperty('ratingTags');
  });

  it('sends the experience rating when the golfer changes it in the one 0-10 dialog', async () => {
    const fetchMock = mockFetch({
      [roundPath]: ({ body }) => ({ body: { ...round, ...(body as object) } }),
      [`GET /api/courses/${round.courseId}/ratings`]: { body: buildCommunityRatings() },
    });
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Rate your experience' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Your Experience' }, { timeout: 5000 });
    const overall = await within(dialog).findByRole('slider', { name: 'Overall Experience' });
    overall.focus();
    await user.keyboard('{PageUp}{ArrowUp}');
    await user.click(within(dialog).getByRole('button', { name: 'Add to Round' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rate Your Experience' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Update Round' }));
    await screen.findByText('Round Updated');
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({ overallExperience: 5.5 });
  }, 20_000);

  it('has the same labelled fields as Add New Round (one form)', async () => {
    mockFetch({});
    open();
    const form = screen.getByRole('form', { name: 'Edit Round' });
    expect(fieldLabels(form)).toEqual(ROUND_FORM_LABELS);
  });

  it('asks before a click on Close throws away an edit; Cancel discards it at once', async () => {
    mockFetch({});
    const { user, onOpenChange } = open();
    const score = screen.getByLabelText('Score');
    await user.clear(score);
    await user.type(score, '79');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Score')).toHaveValue(79);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("says what an unset architect stands for: the course's own", () => {
    mockFetch({});
    open();
    expect(screen.getByRole('combobox', { name: /Course Architect/ })).toHaveAccessibleDescription(
      "Not set shows the course's architect, Jack Neville.",
    );
  });

  it('drops that hint when the golfer picks a course with no architect on record', async () => {
    mockFetch({
      'GET /api/courses/search': {
        body: [buildSearchResult({ id: 'nameless', name: 'Nameless Links', architect: null })],
      },
      'GET /api/external-courses/status': { body: { configured: false } },
    });
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.type(await screen.findByRole('combobox', { name: 'Search courses' }), 'nameless');
    await user.click(await screen.findByRole('option', { name: /Nameless Links/ }));
    expect(await screen.findByText('Nameless Links')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Course Architect/ })).not.toHaveAccessibleDescription();
  }, 20_000);

  it("clears the previous course's architect, filled in with it, when the new course has none", async () => {
    mockFetch({
      'GET /api/courses/search': {
        body: [
          buildSearchResult({ id: 'cypress', name: 'Cypress Point Club', architect: 'Alister MacKenzie' }),
          buildSearchResult({ id: 'nameless', name: 'Nameless Links', architect: null }),
        ],
      },
      'GET /api/external-courses/status': { body: { configured: false } },
    });
    const { user } = open();
    const pick = async (name: RegExp) => {
      await user.click(screen.getByRole('button', { name: 'Change' }));
      await user.type(await screen.findByRole('combobox', { name: 'Search courses' }), 'links');
      await user.click(await screen.findByRole('option', { name }));
    };
    await pick(/Cypress Point Club/);
    expect(screen.getByRole('combobox', { name: /Course Architect/ })).toHaveValue('Alister MacKenzie');
    await pick(/Nameless Links/);
    expect(await screen.findByText('Nameless Links')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Course Architect/ })).toHaveValue('');
  }, 20_000);

  it('shows a typed architect as Other with the name, and sends a listed one picked instead', async () => {
    const custom = { ...round, roundArchitect: 'Mike Keiser' };
    const fetchMock = mockFetch({
      [roundPath]: ({ body }) => ({ body: { ...custom, ...(body as object) } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<EditRoundDialog round={custom} onOpenChange={vi.fn()} />);
    const architect = screen.getByLabelText(/Course Architect/);
    expect(architect).toHaveValue('Other');
    expect(screen.getByLabelText("Architect's name")).toHaveValue('Mike Keiser');
    await user.selectOptions(architect, 'Alister MacKenzie');
    expect(screen.queryByLabelText("Architect's name")).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update Round' }));
    expect(await screen.findByText('Round Updated')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({ roundArchitect: 'Alister MacKenzie' });
  });

  it('shows the score rule and sends nothing for an impossible score', async () => {
    const fetchMock = mockFetch({});
    const { user } = open();
    const score = screen.getByLabelText('Score');
    await user.clear(score);
    await user.type(score, '12');
    await user.click(screen.getByRole('button', { name: 'Update Round' }));
    expect(await screen.findByText(/Please enter a valid golf score between 25 and 150/)).toBeInTheDocument();
    // Once, inline under the field: not again in a toast.
    expect(screen.getAllByText(/Please enter a valid golf score/)).toHaveLength(1);
    expect(requestsOf(fetchMock)).not.toContain(roundPath);
  });

  it('removing the photo sends imageUrl null', async () => {
    const fetchMock = mockFetch({ [roundPath]: { body: { ...round, imageUrl: null } } });
    const { user } = open();
    expect(screen.getByAltText('Round photo preview')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Photo' }));
    expect(screen.getByText('Choose an image (large photos are resized)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Round' }));
    await screen.findByText('Round Updated');
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({ imageUrl: null });
  });

  it('refuses a picked file that is no picture at once, with no broken preview', async () => {
    vi.stubGlobal('createImageBitmap', () =>
      Promise.reject(new Error('The source image could not be decoded.')),
    );
    const fetchMock = mockFetch({});
    const { user } = open();
    const renamed = new File(['not a picture'], 'notes.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/Round Photo/), renamed);
    expect(await screen.findByText(PHOTO_TYPE_MESSAGE)).toBeInTheDocument();
    // The round's own photo is still the one shown.
    expect(screen.getByRole('img', { name: 'Round photo preview' })).toHaveAttribute('src', round.imageUrl!);
    expect(requestsOf(fetchMock).filter((request) => !request.startsWith('GET'))).toEqual([]);
  });

  it('replacing the photo uploads it with the signed headers and sends the new key', async () => {
    // happy-dom cannot decode pictures: take the no-canvas path, where the file is sent as it is.
    vi.stubGlobal('createImageBitmap', undefined);
    const key = 'photos/user-1/01JBBBBBBBBBBBBBBBBBBBBBBB.jpg';
    const fetchMock = mockFetch({
      'POST /api/rounds/upload-url': {
        body: {
          uploadUrl: 'http://localhost/bucket/' + key,
          key,
          photoUrl: '/' + key,
          headers: { 'Content-Type': 'image/jpeg', 'x-amz-meta-owner': 'user-1' },
        },
      },
      'PUT /bucket/photos/user-1/01JBBBBBBBBBBBBBBBBBBBBBBB.jpg': { status: 200 },
      [roundPath]: { body: round },
    });
    const { user } = open();
    const file = new File([new Uint8Array(2048)], 'green.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText(/Round Photo/), file);
    await user.click(screen.getByRole('button', { name: 'Update Round' }));
    await screen.findByText('Round Updated');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[1]?.headers).toEqual({ 'Content-Type': 'image/jpeg', 'x-amz-meta-owner': 'user-1' });
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({ imageUrl: key });
  });

  it('on a 401 says Session Expired and stays open with the edits (an edit lost to an ended session)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({ [roundPath]: { status: 401, body: { message: 'Unauthorized' } } });
    const { user, onOpenChange } = open();
    await user.click(screen.getByRole('button', { name: 'Update Round' }));
    expect(await screen.findByText('Session Expired')).toBeInTheDocument();
    expect(screen.getByText(/Nothing you entered is lost\. Sign in again in another tab/)).toHaveTextContent(
      'then press Update Round here',
    );
    await act(() => vi.advanceTimersByTimeAsync(SESSION_EXPIRED_REDIRECT_MS * 2));
    expect(navigateTo).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('on another failure says Update Failed and stays open', async () => {
    mockFetch({ [roundPath]: { status: 500, body: { message: 'Boom' } } });
    const { user, onOpenChange } = open();
    await user.click(screen.getByRole('button', { name: 'Update Round' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update round. Please try again.')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('deletes only after a confirmation naming course, date and score', async () => {
    let release: (() => void) | undefined;
    const fetchMock = mockFetch({ [deletePath]: { body: { deleted: true, id: round.id } } });
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(
      (...args) =>
        new Promise((resolve) => {
          release = () => resolve(answer(...args));
        }),
    );
    const { user, onOpenChange } = open();
    await user.click(screen.getByRole('button', { name: 'Delete Round' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Round?' });
    expect(confirm).toHaveTextContent('Pebble Beach Golf Links');
    expect(confirm).toHaveTextContent('Jun 15, 2024');
    expect(confirm).toHaveTextContent('85 (+13)');
    expect(confirm).toHaveTextContent('This action cannot be undone.');
    expect(requestsOf(fetchMock)).not.toContain(deletePath);
    const buttons = screen.getAllByRole('button', { name: 'Delete Round' });
    await user.click(buttons[buttons.length - 1]!);
    expect(await screen.findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    release?.();
    expect(await screen.findByText('Round Deleted')).toBeInTheDocument();
    expect(requestsOf(fetchMock).filter((request) => !request.startsWith('GET'))).toEqual([deletePath]);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('says Delete Failed when the delete does not go through', async () => {
    mockFetch({ [deletePath]: { status: 500, body: { message: 'Boom' } } });
    const { user, onOpenChange } = open();
    await user.click(screen.getByRole('button', { name: 'Delete Round' }));
    const buttons = await screen.findAllByRole('button', { name: 'Delete Round' });
    await user.click(buttons[buttons.length - 1]!);
    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to delete round. Please try again.')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
