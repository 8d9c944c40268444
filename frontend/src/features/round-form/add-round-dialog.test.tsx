// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Navigation from '@/shared/lib/browser-navigation';
import { navigateTo } from '@/shared/lib/browser-navigation';
import { MISSING_COURSE_MESSAGE, type Round } from '#shared/schemas/round';
import { PHOTO_TYPE_MESSAGE } from '#shared/schemas/photo';
import { buildCourse, buildSearchResult } from '@/testing/build-course';
import { buildRound } from '@/testing/build-round';
import { buildCommunityRatings } from '@/testing/build-rating';
import { mockFetch, requestsOf } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import AddRoundDialog from './add-round-dialog';
import { fieldLabels, ROUND_FORM_LABELS } from './round-form-labels.testing';

vi.mock('@/shared/lib/browser-navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  navigateTo: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(navigateTo).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const UPLOAD_URL = 'http://localhost:4569/fescue-photos/photos/user-1/01J.png?X-Amz-Signature=abc';
const PHOTO_KEY = 'photos/user-1/01JABCDEFGHJKMNPQRSTVWXYZ0.png';

/** What the API answers for a posted round: the test round with the fields the test sent. */
function storedRound(body: Record<string, unknown>): Round {
  return buildRound({
    score: body.score as number,
    par: (body.par as number | undefined) ?? 72,
    holes: (body.holes as 9 | 18 | undefined) ?? 18,
    playedAt: (body.playedAt as string | undefined) ?? '2026-05-01',
    imageUrl: (body.imageUrl as string | undefined) ?? null,
    course: null,
  });
}

/** The course lookup and a POST /api/rounds that answers like the API; returns the bodies sent. */
function mockRoundPosts(): Array<Record<string, unknown>> {
  const posted: Array<Record<string, unknown>> = [];
  mockFetch({
    ...courseRoute,
    'POST /api/rounds': ({ body }) => {
      posted.push(body as Record<string, unknown>);
      return { status: 201, body: storedRound(body as Record<string, unknown>) };
    },
  });
  return posted;
}

function renderDialog({ withCourse = true } = {}) {
  const onOpenChange = vi.fn();
  const user = userEvent.setup(
    vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  renderWithProviders(
    <AddRoundDialog
      open
      onOpenChange={onOpenChange}
      {...(withCourse ? { initialCourse: buildSearchResult() } : {})}
    />,
  );
  return { user, onOpenChange };
}

const courseRoute = { 'GET /api/courses/pebble-beach-golf-links': { body: buildCourse({ par: 72 }) } };

/** The course and a server that accepts every round: the bodies it was sent. */
function acceptRounds(): unknown[] {
  const posted: unknown[] = [];
  mockFetch({
    ...courseRoute,
    'POST /api/rounds': ({ body }) => {
      posted.push(body);
      return { status: 201, body: storedRound(body as Record<string, unknown>) };
    },
  });
  return posted;
}

describe('AddRoundDialog', () => {
  it('asks for a course and a score before anything is sent', async () => {
    const fetchMock = mockFetch({});
    const { user } = renderDialog({ withCourse: false });
    await user.click(screen.getByRole('button', { name: 'Add Round' }));
    // Said once (under Course), not under both fields.
    expect(await screen.findAllByText('Please select a course and enter your score')).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the missing score under Score once a course is picked', async () => {
    mockFetch(courseRoute);
    const { user } = renderDialog();
    await waitFor(() => expect(screen.getByLabelText('Par')).toHaveValue(72));
    await user.click(screen.getByRole('button', { name: 'Add Round' }));
    expect(await screen.findAllByText('Please select a course and enter your score')).toHaveLength(1);
    expect(screen.getByLabelText('Score')).toHaveAccessibleDescription(
      /Please select a course and enter your score/,
    );
  });

  it('has the same labelled fields as Edit Round (one form)', () => {
    mockFetch(courseRoute);
    renderDialog();
    expect(fieldLabels(screen.getByRole('form', { name: 'Add New Round' }))).toEqual(ROUND_FORM_LABELS);
  });

  it('rejects a score outside 25 to 150 with the sentence that says the range', async () => {
    const fetchMock = mockFetch(courseRoute);
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('Score'), '200');
    await user.click(screen.getByRole('button', { name: 'Add Round' }));
    // Once, inline under the score: not again in a toast.
    expect(
      await screen.findAllByText(
        'Please enter a valid golf score between 25 and 150 (supports 9 and 18 hole rounds)',
      ),
    ).toHaveLength(1);
    expect(screen.queryByText('Invalid Score')).toBeNull();
    expect(screen.getByLabelText('Score')).toHaveAccessibleDescription(/Strokes for the round, 25 to 150/);
    expect(requestsOf(fetchMock)).not.toContain('POST /api/rounds');
  });

  it('pre-fills architect and course type from the picked course and shows its par', async () => {
    mockFetch(courseRoute);
    renderDialog();
    expect(screen.getByText('Pebble Beach Golf Links')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change' })).toBeInTheDocument();
    // Two names are not one entry of the list: Other, with the course's names typed in.
    expect(screen.getByLabelText('Course Architect (optional)')).toHaveValue('Other');
    expect(screen.getByLabelText("Architect's name")).toHaveValue('Jack Neville, Douglas Grant');
    expect(screen.getByLabelText('Course Type (optional)')).toHaveValue('resort');
    await waitFor(() => expect(screen.getByLabelText('Par')).toHaveValue(72));
    expect(screen.getByText(/Par 72$/)).toBeInTheDocument();
  });

  it('saves a listed architect, or the typed name when Other is chosen', async () => {
    const posted = mockRoundPosts();
    const { user } = renderDialog();
    const architect = screen.getByLabelText('Course Architect (optional)');
    expect(within(architect).getAllByRole('option')).toHaveLength(48); // Not set, 45 names, Unknown, Other
    await user.selectOptions(architect, 'Pete Dye');
    expect(screen.queryByLabelText("Architect's name")).toBeNull();
    await user.type(screen.getByLabelText('Score'), '84');
    await user.click(screen.getByRole('button', { name: 'Add Round' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ roundArchitect: 'Pete Dye' });
  });

  it('types a name for Other, which gets the focus and keeps a name typed before', async () => {
    const posted = mockRoundPosts();
    const { user } = renderDialog();
    await user.selectOptions(screen.getByLabelText('Course Architect (optional)'), 'Tom Doak');
    await user.selectOptions(screen.getByLabelText('Course Architect (optional)'), 'Other');
    const name = screen.getByLabelText("Architect's name");
    expect(name).toHaveFocus();
    expect(name).toHaveValue('Jack Neville, Douglas Grant');
    await user.clear(name);
    await user.type(name, 'Mike Keiser');
    await user.type(screen.getByLabelText('Score'), '84');
    await user.click(screen.getByRole('button', { name: 'Add Round' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ roundArchitect: 'Mike Keiser' });
  });

  it('halves the course par for 9 holes and sends it', async () => {
    const posted = acceptRounds();
    const { user, onOpenChange } = renderDialog();
    await waitFor(() => expect(screen.getByLabelText('Par')).toHaveValue(72));
    await user.selectOptions(screen.getByLabelText('Holes Played'), '9');
    expect(await screen.findByText(/Par 36 for 9 holes$/)).toBeInTheDocument();
    expect(screen.getByLabelText('Par')).toHaveValue(36);
    await user.type(screen.getByLabelText('Score'), '41');
    await user.click(screen.getByRole('button', { name: 'Add Round' }));
    expect(await screen.findByText('Round Added Successfully')).toBeInTheDocument();
    expect(posted[0]).toMatchObject({ courseId: 'pebble-beach-golf-links', score: 41, holes: 9, par: 36 });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('gives the full par back when 9 holes go back to 18, and sends it', async () => {
    const posted = acceptRounds();
    const { user } = renderDialog();
    await waitFor(() => expect(screen.getByLabelText('Par')).toHaveValue(72));
    await user.selectOptions(screen.getByLabelText('Holes Played'), '9');
    await waitFor(() => expect(screen.getByLabelText('Par')).toHaveValue(36));
    await user.selectOptions(screen.getByLabelText('Holes Played'), '18');
    await waitFor(() => expect(screen.getByLabelText('Par')).toHaveValue(72));
    await user.type(screen.getByLabelText('Score'), '84');
    await user.click(screen.getByRole('button', { name: 'Add Round' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ score: 84, holes: 18, par: 72 });
  });

  it('keeps a par the golfer typed when the holes played change', async () => {
    mockFetch(courseRoute);
    const { user } = renderDialog();
    const par = screen.getByLabelText('Par');
    await waitFor(() => expect(par).toHaveValue(72));
    await user.clear(par);
    await user.type(par, '70');
    await user.selectOptions(screen.getByLabelText('Holes Played'), '9');
    await user.selectOptions(screen.getByLabelText('Holes Played'), '18');
    expect(par).toHaveValue(70);
  });

  it("fills the tee's course rating and slope from the course where published, and sends what the golfer typed", async () => {
    const posted: Array<Record<string, unknown>> = [];
    mockFetch({
      'GET /api/courses/pebble-beach-golf-links': {
        body: buildCourse({ par: 72, courseRating: 75.5, slopeRating: 145, defaultedFigures: [] }),
      },
      'POST /api/rounds': ({ body }) => {
        posted.push(body as Record<string, unknown>);
        return { status: 201, body: storedRound(body as Record<string, unknown>) };
      },
    });
    const { user } = renderDialog();
    await waitFor(() => expect(screen.getByLabelText('Course Rating (optional)')).toHaveValue(75.5));
    expect(screen.getByLabelText('Slope (optional)')).toHaveValue(145);
    // The golfer played the forward tees: their own figures win.
    await user.clear(screen.getByLabelText('Course Rating (optional)'));
    await user.type(screen.getByLabelText('Course Rating (optional)'), '71.9');
    await user.clear(screen.getByLabelText('Slope (optional)'));
    await user.type(screen.getByLabelText('Slope (optional)'), '200');
    await user.type(screen.getByLabelText('Score'), '84');
    await user.click(screen.getByRole('button', { name: 'Add Round' }));
    expect(await screen.findByText('Slope must be a whole number from 55 to 155')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Slope (optional)'));
    await user.type(screen.getByLabelText('Slope (optional)'), '131');
    await user.click(screen.getByRole('button', { name: 'Add Round' }));
    expect(await screen.findByText('Round Added Successfully')).toBeInTheDocument();
    expect(posted[0]).toMatchObject({ score: 84, courseRating: 71.9, slopeRating: 131 });
  });

  it('leaves the rating and slope empty for a course that publishes none (the default slope is no figure)', async () => {
    mockFetch({
      'GET /api/courses/pebble-beach-golf-links': {
        body: buildCourse({
          par: 72,
          courseRating: null,
          slopeRating: 113,
          defaultedFigures: ['slopeRating'],
        }),
      },
    });
    renderDialog();
    await waitFor(() => expect(screen.getByLabelText('Par')).toHaveValue(72));
    expect(screen.getByLabelText('Course Rating (optional)')).toHaveValue(null);
    expect(screen.getByLabelText('Slope (optional)')).toHaveValue(null);
  });

  it('asks before Escape throws away an entered score, and closes at once when nothing was entered', async () => {
    mockFetch(courseRoute);
    const { user, onOpenChange } = renderDialog();
    await waitFor(() => expect(screen.getByLabelText('Par')).toHaveValue(72));
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    onOpenChange.mockClear();
    await user.type(screen.getByLabelText('Score'), '81');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: 'Discard this round?' });
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText('Score')).toHaveValue(81);

    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('rates in the one 0-10 dialog: a 5 reads 5.0/10, never 10.0/10, and is sent as 5 with tags and comments', async () => {
    const posted: Array<Record<string, unknown>> = [];
    mockFetch({
      ...courseRoute,
      'GET /api/courses/pebble-beach-golf-links/ratings': { body: buildCommunityRatings() },
      'POST /api/rounds': ({ body }) => {
        posted.push(body as Record<string, unknown>);
        return { status: 201, body: storedRound(body as Record<string, unknown>) };
      },
    });
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('Score'), '84');
    // One way to rate: no 1-5 popup beside the dialog.
    expect(screen.queryByRole('button', { name: 'Detailed rating' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Rate your experience' }));
    // The dialog is downloaded on first use: give it time on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Rate Your Experience' }, { timeout: 5000 });
    expect(within(dialog).queryByRole('radio')).toBeNull();
    const overall = await within(dialog).findByRole('slider', { name: 'Overall Experience' });
    overall.focus();
    // Page Up moves ten half steps: a 5 on the 0-10 scale.
    await user.keyboard('{PageUp}');
    expect(overall).toHaveAttribute('aria-valuenow', '5');
    await user.click(within(dialog).getByRole('button', { name: 'Memorable' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Additional Comments' }), 'Breezy');
    await user.click(within(dialog).getByRole('button', { name: 'Add to Round' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rate Your Experience' })).toBeNull());
    expect(screen.getByText('5.0/10')).toBeInTheDocument();
    expect(screen.queryByText('10.0/10')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add Round' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      overallExperience: 5,
      ratingTags: ['Memorable'],
      ratingComments: 'Breezy',
      ratingShared: false,
    });
  }, 20_000);

  it('shows no round error the golfer has not earned when they create a custom course inside it', async () => {
    const created = buildCourse({ id: '01JNINEHOLES', name: 'Fescue Nine', par: 36, sourceApi: 'custom' });
    mockFetch({
      'GET /api/external-courses/status': { body: { configured: false } },
      'GET /api/courses/search': { body: [] },
      'GET /api/courses/search/suggestion': { body: { suggestion: null } },
      'POST /api/courses': { status: 201, body: created },
      'GET /api/courses/01JNINEHOLES': { body: created },
    });
    const { user } = renderDialog({ withCourse: false });
    await user.click(screen.getByRole('button', { name: 'Select a course' }));
    await user.click(await screen.findByRole('button', { name: 'Create a custom course' }));
    await user.type(screen.getByLabelText('Country'), 'United States');
    await user.type(screen.getByLabelText('Course name'), 'Fescue Nine');
    await user.type(screen.getByLabelText('City'), 'Bend');
    // Past the similar-course check's pause, so the create goes at once.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await user.click(screen.getByRole('button', { name: 'Create Course' }));
    expect(await screen.findByText('Fescue Nine')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add New Round' });
    // The round was never submitted: no message about its course or score.
    expect(within(form).queryByText(MISSING_COURSE_MESSAGE)).toBeNull();
    expect(form.querySelector('.field__error')).toBeNull();
    expect(within(form).getByLabelText('Score')).not.toHaveAttribute('aria-invalid');
  }, 20_000);

  it('uploads the photo first (upload URL, then PUT with the signed headers) and saves the round with its key', async () => {
    // happy-dom cannot decode pictures: take the no-canvas path, where the file is sent as it is.
    vi.stubGlobal('createImageBitmap', undefined);
    const posted: Array<Record<string, unknown>> = [];
    const fetchMock = mockFetch({
      ...courseRoute,
      'POST /api/rounds/upload-url': {
        body: {
          uploadUrl: UPLOAD_URL,
          key: PHOTO_KEY,
          photoUrl: `/${PHOTO_KEY}`,
          headers: { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=31536000' },
        },
      },
      'PUT /fescue-photos/photos/user-1/01J.png': { status: 200 },
      'POST /api/rounds': ({ body }) => {
        posted.push(body as Record<string, unknown>);
        return { status: 201, body: storedRound(body as Record<string, unknown>) };
      },
    });
    const { user } = renderDialog();
    await user.type(screen.getByLabelText('Score'), '84');
    const photo = new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], 'round.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/Round Photo \(optional\)/), photo);
    expect(await screen.findByRole('button', { name: 'Remove Photo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Round' }));
    expect(await screen.findByText('Round Added Successfully')).toBeInTheDocument();

    const writes = requestsOf(fetchMock).filter((request) => !request.startsWith('GET'));
    expect(writes).toEqual([
      'POST /api/rounds/upload-url',
      'PUT /fescue-photos/photos/user-1/01J.png',
      'POST /api/rounds',
    ]);
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe(UPLOAD_URL);
    expect(put?.[1]?.headers).toEqual({ 'Content-Type': 'image/png', 'Cache-Control': 'max-age=31536000' });
    expect(posted[0]).toMatchObject({ imageUrl: PHOTO_KEY, score: 84 });
  });

  it('refuses a file that is not an image', async () => {
    const fetchMock = mockFetch(courseRoute);
    renderDialog();
    // The input's accept attribute would filter the PDF out before the app sees it; a browser lets it through.
    const user = userEvent.setup({ applyAccept: false });
    const pdf = new File(['%PDF'], 'scorecard.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(/Round Photo \(optional\)/), pdf);
    expect(await screen.findByText(PHOTO_TYPE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Photo' })).toBeNull();
    expect(requestsOf(fetchMock)).not.toContain('POST /api/rounds/upload-url');
  });

  it('says under the photo field when a photo cannot be brought under 5 MB', async () => {
    mockFetch(courseRoute);
    const { user } = renderDialog();
    const huge = new File([new Uint8Array(6 * 1024 * 1024)], 'huge.heic', { type: 'image/heic' });
    await user.upload(screen.getByLabelText(/Round Photo \(optional\)/), huge);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select an image smaller than 5MB');
  });

  it('shows the server message when the round is refused', async () => {
    mockFetch({
      ...courseRoute,
      'POST /api/rounds': { status: 400, body: { message: 'Course not found' } },
    });
    const { user, onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText('Score'), '90');
    await user.click(screen.getByRole('button', { name: 'Add Round' }));
    expect(await screen.findByText('Error Adding Round')).toBeInTheDocument();
    expect(screen.getByText('Course not found')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('shows Adding... while saving, then on a 401 keeps the form filled and says how to send it (a round lost to an ended session)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    mockFetch(courseRoute);
    const pending = new Promise<{ status: number; body: unknown }>((resolve) => (answer = resolve));
    const fetchMock = vi.mocked(fetch);
    const baseFetch = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') {
        const { status, body } = await pending;
        return new Response(JSON.stringify(body), { status });
      }
      return baseFetch!(input, init);
    });
    const { user, onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText('Score'), '90');
    await user.click(screen.getByRole('button', { name: 'Add Round' }));
    expect(await screen.findByRole('button', { name: /Adding\.\.\./ })).toBeDisabled();
    answer({ status: 401, body: { message: 'Unauthorized' } });
    expect(await screen.findByText('Session Expired')).toBeInTheDocument();
    expect(screen.getByText(/Nothing you entered is lost\. Sign in again in another tab/)).toHaveTextContent(
      'then press Add Round here',
    );
    await act(() => vi.advanceTimersByTimeAsync(2000));
    // No page load throws the form away: it is still open, filled, and can be sent again.
    expect(navigateTo).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Score')).toHaveValue(90);
    expect(screen.getByRole('button', { name: 'Add Round' })).toBeEnabled();
  });
});
