// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COURSE_LIMIT_MESSAGE } from '#shared/schemas/course';
import { buildCourse, buildSearchResult } from '@/testing/build-course';
import { mockFetch, requestsOf } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import FindOrCreateCourseDialog from './find-or-create-course-dialog';

const results = [
  buildSearchResult(),
  buildSearchResult({ id: 'spyglass-hill-golf-course', name: 'Spyglass Hill Golf Course', yearBuilt: 1966 }),
  buildSearchResult({ id: 'cypress-point-club', name: 'Cypress Point Club', courseType: 'private' }),
];

/** A GolfCourseAPI course as worldwide search answers it: club and course of one name, held by Fescue or not. */
function worldwideHit(
  id: string,
  name: string,
  {
    city = 'Pebble Beach',
    state = 'CA' as string | null,
    country = 'United States',
    fescueCourseId = null as string | null,
  } = {},
) {
  return {
    id,
    club_name: name,
    course_name: name,
    location: { city, state, country },
    tees: {},
    fescueCourseId,
  };
}

/** GET /api/courses/search/suggestion: no other spelling finds a course. */
const noSuggestion = { 'GET /api/courses/search/suggestion': { body: { suggestion: null } } };

/** GET /api/external-courses/status: this server has no GolfCourseAPI key, or has one. */
const worldwideOff = { 'GET /api/external-courses/status': { body: { configured: false } } };
const worldwideOn = { 'GET /api/external-courses/status': { body: { configured: true } } };

/** The URLs (path and query) fetch was asked for. */
function urlsOf(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input));
}

function renderDialog() {
  const onSelect = vi.fn();
  const onOpenChange = vi.fn();
  renderWithProviders(<FindOrCreateCourseDialog open onOpenChange={onOpenChange} onSelect={onSelect} />);
  return { onSelect, onOpenChange };
}

function setupUser() {
  return userEvent.setup(vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
}

describe('FindOrCreateCourseDialog: search', () => {
  it('searches the catalog 300 ms after typing stops, from 2 characters', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch({
      'GET /api/courses/search': { body: results },
      ...worldwideOff,
    });
    renderDialog();
    const user = setupUser();
    const input = screen.getByRole('combobox', { name: 'Search courses' });

    await user.type(input, 'p');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(urlsOf(fetchMock).filter((url) => url.includes('?q='))).toEqual([]);

    await user.type(input, 'e');
    // The fake clock also follows real time (so Testing Library can poll); leave it a margin on each side.
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(urlsOf(fetchMock).filter((url) => url.includes('?q='))).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(150));
    await waitFor(() =>
      expect(urlsOf(fetchMock).filter((url) => url.includes('?q='))).toEqual(['/api/courses/search?q=pe']),
    );
    expect(await screen.findAllByRole('option')).toHaveLength(3);
  });

  it('searches worldwide 500 ms after typing stops, from 3 characters, and shows 5 results at most', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const external = Array.from({ length: 7 }, (_, index) =>
      worldwideHit(String(index), `Pebble Club ${index}`, { city: 'Taylors', state: 'SC' }),
    );
    const fetchMock = mockFetch({
      'GET /api/courses/search': { body: [] },
      ...noSuggestion,
      ...worldwideOn,
      'GET /api/external-courses/search': { body: { courses: external } },
    });
    renderDialog();
    const user = setupUser();
    await user.type(screen.getByRole('combobox'), 'pe');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(urlsOf(fetchMock).filter((url) => url.includes('query='))).toEqual([]);

    await user.type(screen.getByRole('combobox'), 'b');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(urlsOf(fetchMock).filter((url) => url.includes('query='))).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(150));
    await waitFor(() =>
      expect(urlsOf(fetchMock).filter((url) => url.includes('query='))).toEqual([
        '/api/external-courses/search?query=peb',
      ]),
    );
    const list = await screen.findByRole('list', { name: 'Courses worldwide' });
    expect(within(list).getAllByRole('button', { name: /^Add / })).toHaveLength(5);
  });

  it('does not say no courses were found worldwide under a catalog match it just listed', async () => {
    mockFetch({
      'GET /api/courses/search': { body: results.slice(0, 1) },
      ...noSuggestion,
      ...worldwideOn,
      'GET /api/external-courses/search': { body: { courses: [] } },
    });
    renderDialog();
    const user = setupUser();
    await user.type(screen.getByRole('combobox'), 'pebble');
    expect(
      await screen.findByText('No other courses found worldwide beyond those listed above.', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No courses found worldwide/)).toBeNull();
  });

  it('picks the best match with Enter straight after typing, but not from a list of an earlier text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({
      'GET /api/courses/search': { body: results },
      ...worldwideOff,
    });
    const { onSelect } = renderDialog();
    const user = setupUser();
    const input = screen.getByRole('combobox');
    await user.type(input, 'pebb');
    await act(() => vi.advanceTimersByTimeAsync(400));
    await screen.findAllByRole('option');
    // One more letter: the list on screen answers "pebb" until the new search does.
    await user.type(input, 'l');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(400));
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: results[0]!.id }));
  });

  it('leaves Home and End to the text until the golfer arrows into the list', async () => {
    mockFetch({ 'GET /api/courses/search': { body: results }, ...worldwideOff });
    renderDialog();
    const user = setupUser();
    const input = screen.getByRole('combobox');
    await user.type(input, 'pebb');
    const options = await screen.findAllByRole('option');
    await waitFor(() => expect(options[0]).toHaveAttribute('aria-selected', 'true'));
    await user.keyboard('{End}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{End}');
    expect(screen.getAllByRole('option').at(-1)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('moves through the results with the arrow keys and picks with Enter', async () => {
    mockFetch({
      'GET /api/courses/search': { body: results },
      ...worldwideOff,
    });
    const { onSelect, onOpenChange } = renderDialog();
    const user = setupUser();
    const input = screen.getByRole('combobox');
    await user.type(input, 'pebb');
    await screen.findAllByRole('option');
    expect(input).toHaveAttribute('aria-expanded', 'true');

    // The best match is highlighted as soon as the list answers the text.
    const [first] = screen.getAllByRole('option');
    await waitFor(() => expect(first).toHaveAttribute('aria-selected', 'true'));
    expect(input).toHaveAttribute('aria-activedescendant', first!.id);
    await user.keyboard('{ArrowDown}');
    const second = screen.getByRole('option', { name: /Spyglass Hill Golf Course/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: /Cypress Point Club/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(onSelect).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ id: 'spyglass-hill-golf-course' }),
    );
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('says a full list is only the best matches and how to narrow it', async () => {
    const ten = Array.from({ length: 10 }, (_, index) =>
      buildSearchResult({ id: `course-${index}`, name: `MacKenzie Course ${index}` }),
    );
    mockFetch({ 'GET /api/courses/search': { body: ten }, ...worldwideOff });
    renderDialog();
    const input = screen.getByRole('combobox');
    await setupUser().type(input, 'mackenzie');
    await screen.findAllByRole('option');

    expect(input).toHaveAccessibleDescription(/These are the best matches: add a word/);
    expect(await screen.findByRole('status')).toHaveTextContent('The 10 best matches shown');
  });

  it('counts a shorter list plainly, without the narrowing hint', async () => {
    mockFetch({ 'GET /api/courses/search': { body: results }, ...worldwideOff });
    renderDialog();
    const input = screen.getByRole('combobox');
    await setupUser().type(input, 'pebb');
    await screen.findAllByRole('option');

    expect(input).not.toHaveAccessibleDescription(/best matches/);
    expect(await screen.findByRole('status')).toHaveTextContent('3 courses found');
  });

  it('shows each result with its place, type, architect and year', async () => {
    mockFetch({
      'GET /api/courses/search': { body: results.slice(0, 1) },
      ...worldwideOff,
    });
    renderDialog();
    await setupUser().type(screen.getByRole('combobox'), 'pebb');
    const option = await screen.findByRole('option');
    expect(option).toHaveTextContent('Pebble Beach Golf Links');
    expect(option).toHaveTextContent('Pebble Beach, CA, United States');
    expect(option).toHaveTextContent('Resort');
    expect(option).toHaveTextContent('Jack Neville, Douglas Grant · 1919');
  });

  it('says "No courses found. Try a different search term." when the catalog answers nothing', async () => {
    mockFetch({ 'GET /api/courses/search': { body: [] }, ...noSuggestion, ...worldwideOff });
    renderDialog();
    await setupUser().type(screen.getByRole('combobox'), 'zzq');
    expect(
      await screen.findByText('No courses found. Try a different search term.', {
        selector: 'p:not([role])',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No courses found. Try a different search term.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says a failed search (500) failed, never "No courses found", and Retry asks again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let searches = 0;
    mockFetch({
      'GET /api/courses/search': () =>
        ++searches === 1 ? { status: 500, body: { message: 'Internal error' } } : { body: results },
      ...worldwideOff,
    });
    renderDialog();
    const user = setupUser();
    await user.type(screen.getByRole('combobox'), 'pebb');

    // An alert, so a screen reader hears it at once.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Couldn’t search the catalog. Check your connection and try again.',
    );
    expect(screen.queryByText(/No courses found/)).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Course search failed', expect.anything());

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    expect(searches).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The Retry button is gone with the failure: focus waits in the search box.
    expect(screen.getByRole('combobox')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('3 courses found');
  });

  it('says a search that never reached the server (network error) failed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch({
      'GET /api/courses/search': () => {
        throw new TypeError('Failed to fetch');
      },
      ...worldwideOff,
    });
    renderDialog();
    await setupUser().type(screen.getByRole('combobox'), 'pebb');
    expect(await screen.findByRole('alert')).toHaveTextContent('Couldn’t search the catalog.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText(/No courses found/)).not.toBeInTheDocument();
  });

  it('clears the text on the first Escape in the search box and closes the dialog on the second', async () => {
    mockFetch({ 'GET /api/courses/search': { body: results }, ...worldwideOff });
    const { onOpenChange } = renderDialog();
    const user = setupUser();
    const input = screen.getByRole('combobox');
    await user.type(input, 'pebb');
    await screen.findAllByRole('option');

    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('marks the list busy while it still answers the earlier text, and not once the new answer is in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({ 'GET /api/courses/search': { body: results }, ...worldwideOff });
    renderDialog();
    const user = setupUser();
    await user.type(screen.getByRole('combobox'), 'pebb');
    await act(() => vi.advanceTimersByTimeAsync(400));
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));

    await user.type(screen.getByRole('combobox'), 'l');
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('listbox')).toHaveClass('course-results--stale');
    await act(() => vi.advanceTimersByTimeAsync(400));
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'false'));
    vi.useRealTimers();
  });

  it('does not say "No courses found" above a worldwide result marked In Fescue', async () => {
    mockFetch({
      'GET /api/courses/search': { body: [] },
      ...noSuggestion,
      ...worldwideOn,
      'GET /api/external-courses/search': {
        body: { courses: [worldwideHit('9', 'Fescue Links', { fescueCourseId: 'fescue-links' })] },
      },
    });
    renderDialog();
    await setupUser().type(screen.getByRole('combobox'), 'fesc');
    const list = await screen.findByRole('list', { name: 'Courses worldwide' });
    expect(within(list).getByText('In Fescue')).toBeVisible();
    expect(
      await screen.findByText(
        'No course in Fescue matches every word you typed. Courses Fescue holds are among the worldwide results below: pick one there.',
        { selector: '.course-search__empty p' },
      ),
    ).toBeVisible();
    expect(screen.queryByText('No courses found. Try a different search term.')).toBeNull();
  });

  it("marks a golfer's own course among the results as added by a golfer", async () => {
    mockFetch({
      'GET /api/courses/search': {
        body: [...results, buildSearchResult({ id: '01CUSTOM', name: 'Pebble Links', sourceApi: 'custom' })],
      },
      ...worldwideOff,
    });
    renderDialog();
    await setupUser().type(screen.getByRole('combobox'), 'pebb');
    expect(await screen.findByRole('option', { name: /Pebble Links.*Added by a golfer/ })).toBeVisible();
    expect(screen.getByRole('option', { name: /Cypress Point Club/ })).not.toHaveTextContent(
      'Added by a golfer',
    );
  });

  it('offers the matches of fewer words when one wrong last word empties the list, without presuming one', async () => {
    const village = buildSearchResult({
      id: 'muirfield-village',
      name: 'Muirfield Village Golf Club',
      city: 'Dublin',
    });
    const fetchMock = mockFetch({
      'GET /api/courses/search': { body: [village] },
      'GET /api/courses/search/suggestion': { body: { suggestion: 'muirfield village' } },
      ...worldwideOff,
    });
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).includes('search?q=muirfield%20vilage')
        ? new Response('[]', { headers: { 'Content-Type': 'application/json' } })
        : answer(input, init),
    );
    const { onSelect } = renderDialog();
    const user = setupUser();
    await user.type(screen.getByRole('combobox'), 'muirfield vilage');
    const option = await screen.findByRole('option', { name: /Muirfield Village Golf Club/ });
    // Said under the search box, and to screen readers with the count.
    const said = await screen.findAllByText(
      /No course matches every word of “muirfield vilage”: these match “muirfield”\./,
    );
    expect(said.map((element) => element.textContent)).toEqual([
      expect.stringContaining('these match “muirfield”.'),
      expect.stringContaining('1 course found.'),
    ]);
    expect(screen.queryByText('No courses found. Try a different search term.')).not.toBeInTheDocument();
    // A partial match asks for the catalog's spelling too, offered above the matches.
    expect(await screen.findByRole('button', { name: 'muirfield village' })).toBeInTheDocument();
    expect(urlsOf(fetchMock)).toContain('/api/courses/search/suggestion?q=muirfield%20vilage');
    // Offered, not presumed: Enter picks nothing until the golfer moves to a course.
    expect(option).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: 'muirfield-village' }));
  });

  it("asks for the catalog's spelling when a search finds nothing, and searches it when picked", async () => {
    const fetchMock = mockFetch({
      'GET /api/courses/search': { body: [] },
      ...noSuggestion,
      'GET /api/courses/search/suggestion': { body: { suggestion: 'valderrama' } },
      ...worldwideOff,
    });
    renderDialog();
    const user = setupUser();
    const input = screen.getByRole('combobox');
    await user.type(input, 'valderama');
    await user.click(await screen.findByRole('button', { name: 'valderrama' }));
    expect(input).toHaveValue('valderrama');
    expect(input).toHaveFocus();
    await waitFor(() => expect(urlsOf(fetchMock)).toContain('/api/courses/search?q=valderrama'));
    // Asked only for texts searched that found nothing (here the mock finds nothing for either), never for
    // the letters typed on the way.
    const asked = urlsOf(fetchMock).filter((url) => url.includes('/suggestion'));
    expect(asked[0]).toBe('/api/courses/search/suggestion?q=valderama');
    expect(
      asked.every((url) => /q=(valderama|valderrama)$/.test(url)),
      asked.join(', '),
    ).toBe(true);
  });

  it('names what each result tag is, for screen readers', async () => {
    mockFetch({ 'GET /api/courses/search': { body: results }, ...worldwideOff });
    renderDialog();
    await setupUser().type(screen.getByRole('combobox'), 'pebb');
    expect(
      await screen.findByRole('option', { name: /Cypress Point Club.*Course type: Private/ }),
    ).toBeVisible();
    expect(
      screen.getByRole('option', { name: /Pebble Beach Golf Links.*Course type: Resort/ }),
    ).toBeVisible();
  });

  it('hides Search Worldwide when the deployment has no GolfCourseAPI key', async () => {
    const fetchMock = mockFetch({
      'GET /api/courses/search': { body: results },
      ...worldwideOff,
    });
    renderDialog();
    await setupUser().type(screen.getByRole('combobox'), 'pebb');
    await screen.findAllByRole('option');
    expect(screen.queryByRole('heading', { name: 'Search Worldwide' })).not.toBeInTheDocument();
    // Asked once whether it is on; never searched with the golfer's text.
    expect(urlsOf(fetchMock).filter((url) => url.includes('external'))).toEqual([
      '/api/external-courses/status',
    ]);
  });

  it('offers Search Worldwide where the key is configured', async () => {
    mockFetch({ 'GET /api/courses/search': { body: [] }, ...noSuggestion, ...worldwideOn });
    renderDialog();
    expect(await screen.findByRole('heading', { name: 'Search Worldwide' })).toBeInTheDocument();
    expect(screen.getByText(/Type at least 3 characters to look beyond/)).toBeInTheDocument();
  });

  it('hides Search Worldwide when a search answers that the key has gone (503, configured false)', async () => {
    mockFetch({
      'GET /api/courses/search': { body: results },
      ...worldwideOn,
      'GET /api/external-courses/search': {
        status: 503,
        body: { message: 'Worldwide search is not configured', configured: false },
      },
    });
    renderDialog();
    expect(await screen.findByRole('heading', { name: 'Search Worldwide' })).toBeInTheDocument();
    await setupUser().type(screen.getByRole('combobox'), 'pebb');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Search Worldwide' })).not.toBeInTheDocument(),
    );
  });

  it('keeps Search Worldwide with the server message when GolfCourseAPI times out (503)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch({
      'GET /api/courses/search': { body: [] },
      ...noSuggestion,
      ...worldwideOn,
      'GET /api/external-courses/search': {
        status: 503,
        body: { message: 'Worldwide course search did not answer in time. Please try again.' },
      },
    });
    renderDialog();
    await setupUser().type(screen.getByRole('combobox'), 'pebb');
    expect(
      await screen.findByText('Worldwide course search did not answer in time. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Search Worldwide' })).toBeInTheDocument();
  });

  /** Search Worldwide offers one GolfCourseAPI course; adding it answers `course`, new or already in Fescue. */
  async function addFromWorldwide(
    offered: { id: string; name: string; city: string; state: string },
    answer: { course: ReturnType<typeof buildCourse>; created: boolean } | { status: number; body: unknown },
  ) {
    mockFetch({
      'GET /api/courses/search': { body: [] },
      ...noSuggestion,
      ...worldwideOn,
      'GET /api/external-courses/search': {
        body: {
          courses: [worldwideHit(offered.id, offered.name, { city: offered.city, state: offered.state })],
        },
      },
      [`POST /api/external-courses/${offered.id}/add`]: 'status' in answer ? answer : { body: answer },
    });
    const { onSelect } = renderDialog();
    const user = setupUser();
    await user.type(screen.getByRole('combobox'), 'pebb');
    await user.click(await screen.findByRole('button', { name: `Add ${offered.name}` }));
    return { onSelect };
  }

  it('adds a worldwide course, toasts "Course Added!" and picks it', async () => {
    const added = buildCourse({
      id: '01JCOURSE',
      name: 'Pebble Creek Golf Club',
      sourceApi: 'golfcourseapi',
    });
    const { onSelect } = await addFromWorldwide(
      { id: '101', name: 'Pebble Creek Golf Club', city: 'Taylors', state: 'SC' },
      { course: added, created: true },
    );
    expect(await screen.findByText('Course Added!')).toBeInTheDocument();
    expect(screen.getByText('Pebble Creek Golf Club is now in Fescue.')).toBeInTheDocument();
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ id: '01JCOURSE', name: 'Pebble Creek Golf Club' }),
    );
  });

  it("says when a golfer who has added today's courses may add more (429), and picks nothing", async () => {
    const { onSelect } = await addFromWorldwide(
      { id: '101', name: 'Pebble Creek Golf Club', city: 'Taylors', state: 'SC' },
      { status: 429, body: { message: COURSE_LIMIT_MESSAGE } },
    );
    expect(await screen.findByText('Daily course limit reached')).toBeInTheDocument();
    expect(screen.getByText(COURSE_LIMIT_MESSAGE)).toBeInTheDocument();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('says so when the worldwide course was already in Fescue, and picks the course Fescue has', async () => {
    const existing = buildCourse({ id: 'pebble-beach-golf-links', name: 'Pebble Beach Golf Links' });
    const { onSelect } = await addFromWorldwide(
      { id: '102', name: 'Pebble Beach Golf Links', city: 'Pebble Beach', state: 'CA' },
      { course: existing, created: false },
    );
    expect(await screen.findByText('Already in Fescue')).toBeInTheDocument();
    expect(
      screen.getByText('Pebble Beach Golf Links was already in Fescue and is picked.'),
    ).toBeInTheDocument();
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ id: 'pebble-beach-golf-links' }),
    );
  });

  it('does not repeat under Search Worldwide a course the catalog list above already shows', async () => {
    const listed = results[0]!;
    mockFetch({
      'GET /api/courses/search': { body: [listed] },
      ...worldwideOn,
      'GET /api/external-courses/search': {
        body: {
          courses: [
            worldwideHit('102', listed.name, {
              city: listed.city,
              state: listed.state,
              country: listed.country,
              fescueCourseId: listed.id,
            }),
          ],
        },
      },
    });
    renderDialog();
    await setupUser().type(screen.getByRole('combobox'), 'pebb');
    expect(
      await screen.findByText('Every course found worldwide is already in Fescue, listed above.'),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Courses worldwide' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('leaves out the courses listed above before it keeps the first five worldwide results', async () => {
    const listed = Array.from({ length: 5 }, (_, index) =>
      buildSearchResult({ id: `listed-${index}`, name: `Listed Links ${index}` }),
    );
    mockFetch({
      'GET /api/courses/search': { body: listed },
      ...worldwideOn,
      'GET /api/external-courses/search': {
        body: {
          courses: [
            ...listed.map((course, index) =>
              worldwideHit(String(index), course.name, { fescueCourseId: course.id }),
            ),
            worldwideHit('99', 'Unlisted Dunes'),
          ],
        },
      },
    });
    renderDialog();
    await setupUser().type(screen.getByRole('combobox'), 'links');
    const list = await screen.findByRole('list', { name: 'Courses worldwide' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Unlisted Dunes')]);
  });

  it('marks a worldwide course Fescue already holds "In Fescue" and picks that course without adding', async () => {
    const held = buildCourse({ id: 'pebble-beach-golf-links', name: 'Pebble Beach Golf Links' });
    const fetchMock = mockFetch({
      'GET /api/courses/search': { body: [] },
      ...noSuggestion,
      ...worldwideOn,
      'GET /api/external-courses/search': {
        body: {
          courses: [worldwideHit('102', 'Pebble Beach Golf Links', { fescueCourseId: held.id })],
        },
      },
      'GET /api/courses/pebble-beach-golf-links': { body: held },
    });
    const { onSelect } = renderDialog();
    const user = setupUser();
    await user.type(screen.getByRole('combobox'), 'pebb');
    const list = await screen.findByRole('list', { name: 'Courses worldwide' });
    expect(within(list).getByText('In Fescue')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^Add / })).not.toBeInTheDocument();
    await user.click(
      within(list).getByRole('button', { name: 'Pick Pebble Beach Golf Links, already in Fescue' }),
    );
    await waitFor(() =>
      expect(onSelect).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ id: 'pebble-beach-golf-links' }),
      ),
    );
    expect(urlsOf(fetchMock).some((url) => url.includes('/add'))).toBe(false);
  });
});

describe('FindOrCreateCourseDialog: custom course', () => {
  /** The similar-course check finds nothing unless a test says otherwise. */
  async function openCustom(routes: Parameters<typeof mockFetch>[0] = {}) {
    const fetchMock = mockFetch({
      ...worldwideOff,
      'GET /api/courses/search': { body: [] },
      ...noSuggestion,
      ...routes,
    });
    const handlers = renderDialog();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Create a custom course' }));
    return { user, fetchMock, ...handlers };
  }

  /** The city last, so a submit right after comes before the similar-course check's 300 ms pause is over. */
  async function fillRequired(user: ReturnType<typeof setupUser>) {
    await user.type(screen.getByLabelText('Country'), 'United States');
    await user.type(screen.getByLabelText('Course name'), 'Fescue Links');
    await user.type(screen.getByLabelText('City'), 'Bandon');
  }

  it('offers a catalog course of a similar name in the same city instead of a copy', async () => {
    const spyglass = buildSearchResult({
      id: 'spyglass-hill-golf-course',
      name: 'Spyglass Hill Golf Course',
      city: 'Pebble Beach',
    });
    const elsewhere = buildSearchResult({ id: 'spyglass-elsewhere', name: 'Spyglass Links', city: 'Bandon' });
    const { user, fetchMock, onSelect } = await openCustom({
      'GET /api/courses/search': { body: [spyglass, elsewhere] },
    });
    await user.type(screen.getByLabelText('Course name'), 'Spyglass Hill');
    await user.type(screen.getByLabelText('City'), 'pebble beach');

    const similar = await screen.findByRole('region', { name: 'Already in Fescue?' });
    expect(within(similar).queryByRole('button', { name: 'Use Spyglass Links' })).not.toBeInTheDocument();
    await user.click(within(similar).getByRole('button', { name: 'Use Spyglass Hill Golf Course' }));

    expect(onSelect).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ id: 'spyglass-hill-golf-course' }),
    );
    expect(requestsOf(fetchMock)).not.toContain('POST /api/courses');
  });

  it('offers a distinctive name filed under another town, but not a common name, another country or other words', async () => {
    const spyglass = buildSearchResult({
      id: 'spyglass-hill-golf-course',
      name: 'Spyglass Hill Golf Course',
      city: 'Pebble Beach',
    });
    const pebble = buildSearchResult({ id: 'pebble', name: 'Pebble Beach Golf Links', city: 'Pebble Beach' });
    const oldCourse = buildSearchResult({
      id: 'old',
      name: 'The Old Course',
      city: 'St Andrews',
      country: 'Scotland',
    });
    const { user, fetchMock } = await openCustom({
      'GET /api/courses/search': { body: [spyglass, pebble, oldCourse] },
    });
    // The catalog files Spyglass Hill under Pebble Beach: typed with Carmel, it is still offered, its town shown.
    await user.type(screen.getByLabelText('Course name'), 'Spyglass Hill');
    await user.type(screen.getByLabelText('City'), 'Carmel');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes('Carmel'))).toBe(true),
    );
    const similar = await screen.findByRole('region', { name: 'Already in Fescue?' });
    expect(
      within(similar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Use Spyglass Hill Golf Course']);
    expect(similar).toHaveTextContent('Pebble Beach');

    // A common name ("Old Course") in another town is not taken for the one typed.
    await user.clear(screen.getByLabelText('Course name'));
    await user.type(screen.getByLabelText('Course name'), 'Old Course');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Already in Fescue?' })).not.toBeInTheDocument(),
    );
    // Words the catalog's name lacks are another course.
    await user.clear(screen.getByLabelText('Course name'));
    await user.type(screen.getByLabelText('Course name'), 'Spyglass Dunes');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole('region', { name: 'Already in Fescue?' })).not.toBeInTheDocument();
  });

  it('names the town of each course offered when they are in more than one', async () => {
    const copy = buildSearchResult({ id: 'copy', name: 'Pebble Beach Links', city: 'Monterey' });
    const pebble = buildSearchResult({ id: 'pebble', name: 'Pebble Beach Golf Links', city: 'Pebble Beach' });
    const { user } = await openCustom({ 'GET /api/courses/search': { body: [pebble, copy] } });
    await user.type(screen.getByLabelText('Course name'), 'Pebble Beach Golf Links');
    await user.type(screen.getByLabelText('City'), 'Monterey');
    const similar = await screen.findByRole('region', { name: 'Already in Fescue?' });
    expect(similar).toHaveTextContent('Courses in Monterey and Pebble Beach with a similar name.');
    expect(
      within(similar)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Use Pebble Beach Links, Monterey', 'Use Pebble Beach Golf Links, Pebble Beach']);
  });

  it('takes "Saint Andrews" for the catalog\'s "St Andrews", as search does', async () => {
    const oldCourse = buildSearchResult({
      id: 'old-course-st-andrews',
      name: 'The Old Course',
      city: 'St Andrews',
      state: null,
      country: 'Scotland',
    });
    const { user } = await openCustom({ 'GET /api/courses/search': { body: [oldCourse] } });
    await user.type(screen.getByLabelText('Course name'), 'Old Course');
    await user.type(screen.getByLabelText('City'), 'Saint Andrews');

    const similar = await screen.findByRole('region', { name: 'Already in Fescue?' });
    expect(within(similar).getByRole('button', { name: 'Use The Old Course' })).toBeInTheDocument();
    expect(similar).toHaveTextContent('A course in St Andrews with a similar name.');
  });

  it('holds a fast create back until the similar-course check answers, then shows what it found', async () => {
    const pebble = buildSearchResult();
    const created = buildCourse({ id: '01JCOPY', name: 'Pebble Beach', sourceApi: 'custom' });
    const { user, fetchMock, onSelect } = await openCustom({
      'GET /api/courses/search': { body: [pebble] },
      'POST /api/courses': { status: 201, body: created },
    });
    // Typed and submitted faster than the 300 ms pause the check waits for.
    await user.type(screen.getByLabelText('Country'), 'USA');
    await user.type(screen.getByLabelText('Course name'), 'Pebble Beach');
    await user.type(screen.getByLabelText('City'), 'Pebble Beach');
    await user.click(screen.getByRole('button', { name: 'Create Course' }));

    const similar = await screen.findByRole('region', { name: 'Already in Fescue?' });
    const useIt = within(similar).getByRole('button', { name: 'Use Pebble Beach Golf Links' });
    await waitFor(() => expect(useIt).toHaveFocus());
    expect(requestsOf(fetchMock)).not.toContain('POST /api/courses');
    expect(similar).toHaveTextContent('or choose Create anyway if yours is a different course');

    // Seen, and the golfer insists: now it is created.
    await user.click(screen.getByRole('button', { name: 'Create anyway' }));
    await waitFor(() =>
      expect(onSelect).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: '01JCOPY' })),
    );
    expect(requestsOf(fetchMock).filter((request) => request === 'POST /api/courses')).toHaveLength(1);
  });

  it('waits for a similar-course check already on its way before creating', async () => {
    const answers: (() => void)[] = [];
    const pebble = buildSearchResult();
    const fetchMock = mockFetch({
      ...worldwideOff,
      'POST /api/courses': { status: 201, body: buildCourse({ id: '01JCOPY' }) },
    });
    // The check's answer comes only when the test releases it.
    const baseFetch = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).startsWith('/api/courses/search')) {
        await new Promise<void>((resolve) => answers.push(resolve));
        return new Response(JSON.stringify([pebble]), { headers: { 'Content-Type': 'application/json' } });
      }
      return baseFetch(input, init);
    });
    renderDialog();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Create a custom course' }));
    await user.type(screen.getByLabelText('Course name'), 'Pebble Beach');
    await user.type(screen.getByLabelText('City'), 'Pebble Beach');
    await user.type(screen.getByLabelText('Country'), 'USA');
    // A distinctive name is asked with its town and alone (the catalog may file it under another town).
    await waitFor(() => expect(answers).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Create Course' }));
    expect(await screen.findByRole('button', { name: 'Checking...' })).toBeDisabled();

    for (const release of answers) release();
    expect(await screen.findByRole('region', { name: 'Already in Fescue?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create anyway' })).toBeEnabled();
    expect(requestsOf(fetchMock)).not.toContain('POST /api/courses');
    // The questions for the name and town, none asked again for the submit.
    expect(requestsOf(fetchMock).filter((request) => request === 'GET /api/courses/search')).toHaveLength(2);
  });

  it('creates at once when the golfer has already seen the similar course', async () => {
    const pebble = buildSearchResult();
    const { user, fetchMock } = await openCustom({
      'GET /api/courses/search': { body: [pebble] },
      'POST /api/courses': { status: 201, body: buildCourse({ id: '01JCOPY' }) },
    });
    await user.type(screen.getByLabelText('Course name'), 'Pebble Beach');
    await user.type(screen.getByLabelText('City'), 'Pebble Beach');
    await user.type(screen.getByLabelText('Country'), 'USA');
    await screen.findByRole('region', { name: 'Already in Fescue?' });
    await user.click(screen.getByRole('button', { name: 'Create anyway' }));
    await waitFor(() => expect(requestsOf(fetchMock)).toContain('POST /api/courses'));
  });

  it('says when the similar-course check failed, holds the create back once, and Retry asks again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let checks = 0;
    const { user, fetchMock } = await openCustom({
      'GET /api/courses/search': () =>
        ++checks <= 2
          ? { status: 500, body: { message: 'Internal error' } }
          : { body: [buildSearchResult()] },
      'POST /api/courses': { status: 201, body: buildCourse({ id: '01JCOPY' }) },
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Course' }));

    const failure = await screen.findByRole('region', { name: 'Couldn’t check for a similar course' });
    expect(failure).toHaveTextContent('Check your connection and try again, or choose Create anyway.');
    expect(screen.queryByRole('region', { name: 'Already in Fescue?' })).not.toBeInTheDocument();
    const retry = within(failure).getByRole('button', { name: 'Retry' });
    await waitFor(() => expect(retry).toHaveFocus());
    expect(requestsOf(fetchMock)).not.toContain('POST /api/courses');
    expect(screen.getByRole('button', { name: 'Create anyway' })).toBeInTheDocument();

    // Retry fails again; the next one answers.
    await user.click(retry);
    await waitFor(() => expect(checks).toBe(2));
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(checks).toBe(3));
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Couldn’t check for a similar course' }),
      ).not.toBeInTheDocument(),
    );
    expect(requestsOf(fetchMock)).not.toContain('POST /api/courses');
  });

  it('creates after a failed check once the golfer chooses Create anyway', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, fetchMock, onSelect } = await openCustom({
      'GET /api/courses/search': { status: 500, body: { message: 'Internal error' } },
      'POST /api/courses': { status: 201, body: buildCourse({ id: '01JNEW' }) },
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Course' }));
    await screen.findByRole('region', { name: 'Couldn’t check for a similar course' });
    expect(requestsOf(fetchMock)).not.toContain('POST /api/courses');

    await user.click(screen.getByRole('button', { name: 'Create anyway' }));
    await waitFor(() =>
      expect(onSelect).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: '01JNEW' })),
    );
  });

  it('sends the course character the golfer ticked (the passport counts links, desert, coastal, historic)', async () => {
    let sent: unknown;
    const { user, onSelect } = await openCustom({
      'GET /api/courses/search': { body: [] },
      'POST /api/courses': ({ body }) => {
        sent = body;
        return { status: 201, body: buildCourse({ id: '01JFACTS' }) };
      },
    });
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'Links' }));
    await user.click(screen.getByRole('checkbox', { name: 'Coastal' }));
    await user.click(screen.getByRole('button', { name: 'Create Course' }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledOnce());
    expect(sent).toMatchObject({ facts: ['links', 'coastal'] });
  });

  it('offers nothing while the city is empty', async () => {
    const { user, fetchMock } = await openCustom({ 'GET /api/courses/search': { body: [] } });
    await user.type(screen.getByLabelText('Course name'), 'Spyglass Hill');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(requestsOf(fetchMock)).not.toContain('GET /api/courses/search');
  });

  it('asks for name, city and country with one message and sends nothing', async () => {
    const { user, fetchMock } = await openCustom();
    await user.type(screen.getByLabelText('City'), 'Bandon');
    await user.click(screen.getByRole('button', { name: 'Create Course' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please fill in course name, city, and country.',
    );
    expect(screen.getByLabelText('Course name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Country')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('City')).not.toHaveAttribute('aria-invalid');
    expect(requestsOf(fetchMock)).not.toContain('POST /api/courses');
  });

  it('holds course rating to 65 to 80 and slope to 55 to 155', async () => {
    const { user, fetchMock } = await openCustom();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Course rating'), '81');
    await user.type(screen.getByLabelText('Slope rating'), '54');
    await user.click(screen.getByRole('button', { name: 'Create Course' }));

    expect(await screen.findByText('Course rating must be between 65 and 80')).toBeInTheDocument();
    expect(screen.getByText('Slope must be between 55 and 155')).toBeInTheDocument();
    expect(screen.getByLabelText('Course rating')).toHaveAttribute('step', '0.1');
    expect(requestsOf(fetchMock)).not.toContain('POST /api/courses');
  });

  it('takes a course rating to one decimal place, as ratings are published', async () => {
    const { user, fetchMock } = await openCustom();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Course rating'), '72.55');
    await user.click(screen.getByRole('button', { name: 'Create Course' }));

    expect(await screen.findByText('Course rating has one decimal place, like 72.4')).toBeInTheDocument();
    expect(requestsOf(fetchMock)).not.toContain('POST /api/courses');
  });

  it('creates the course, toasts "Course Created" and picks it', async () => {
    const created = buildCourse({ id: '01JNEW', name: 'Fescue Links', city: 'Bandon', sourceApi: 'custom' });
    const { user, fetchMock, onSelect } = await openCustom({
      'POST /api/courses': { status: 201, body: created },
    });
    await fillRequired(user);
    await user.type(screen.getByLabelText('Course rating'), '72.4');
    await user.click(screen.getByRole('button', { name: 'Create Course' }));

    expect(await screen.findByText('Course Created')).toBeInTheDocument();
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: '01JNEW' }));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      name: 'Fescue Links',
      city: 'Bandon',
      state: null,
      country: 'United States',
      courseType: 'public',
      par: 72,
      courseRating: 72.4,
      slopeRating: null,
    });
  });

  it('on 409 says the course exists and offers to use the existing one', async () => {
    const existing = buildCourse({ id: 'bandon-dunes', name: 'Fescue Links' });
    const { user, onSelect } = await openCustom({
      'POST /api/courses': {
        status: 409,
        body: { message: 'Fescue Links in Bandon is already in Fescue', existingCourseId: 'bandon-dunes' },
      },
      'GET /api/courses/bandon-dunes': { body: existing },
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Course' }));

    expect(await screen.findByText('This course is already in Fescue')).toBeInTheDocument();
    expect(screen.getByText('Fescue Links in Bandon is already in Fescue')).toBeInTheDocument();
    const useExisting = screen.getByRole('button', { name: 'Use the existing course' });
    expect(useExisting).toHaveFocus();
    await user.click(useExisting);
    await waitFor(() =>
      expect(onSelect).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: 'bandon-dunes' })),
    );
  });

  it('on 409 after Create anyway shows one prompt for the course, not the similar-course notice as well', async () => {
    const existing = buildCourse({ id: 'fescue-links', name: 'Fescue Links', city: 'Bandon' });
    const { user, onSelect } = await openCustom({
      'GET /api/courses/search': {
        // Not the name typed: only the server can tell it is the same course.
        body: [buildSearchResult({ id: 'fescue-links', name: 'The Fescue Links', city: 'Bandon' })],
      },
      'POST /api/courses': {
        status: 409,
        body: { message: 'Fescue Links in Bandon is already in Fescue', existingCourseId: 'fescue-links' },
      },
      'GET /api/courses/fescue-links': { body: existing },
    });
    await fillRequired(user);
    await screen.findByRole('region', { name: 'Already in Fescue?' });
    await user.click(screen.getByRole('button', { name: 'Create anyway' }));

    expect(await screen.findByText('This course is already in Fescue')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Already in Fescue?' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Use / }).map((button) => button.textContent)).toEqual([
      'Use the existing course',
    ]);
    expect(screen.getByRole('button', { name: 'Create Course' })).toBeInTheDocument();

    // Another town is another course: the 409 no longer applies.
    await user.type(screen.getByLabelText('City'), ' Beach');
    expect(screen.queryByText('This course is already in Fescue')).not.toBeInTheDocument();

    expect(await screen.findByRole('button', { name: 'Create Course' })).toBeInTheDocument();
    // Back to the town it answered for: the 409 stands again, still alone.
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Bandon');
    expect(screen.getByText('This course is already in Fescue')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Already in Fescue?' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use the existing course' }));
    await waitFor(() =>
      expect(onSelect).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: 'fescue-links' })),
    );
  });

  it('says at once that a similar course with the same name and town is already in Fescue, with no Create anyway', async () => {
    const resort = buildSearchResult({
      id: 'coeur-d-alene-resort-golf-course',
      name: "The Coeur d'Alene Resort Golf Course",
      city: "Coeur d'Alene",
    });
    const { user, fetchMock, onSelect } = await openCustom({ 'GET /api/courses/search': { body: [resort] } });
    await user.type(screen.getByLabelText('Country'), 'United States');
    await user.type(screen.getByLabelText('Course name'), "The Coeur d'Alene Resort Golf Course");
    await user.type(screen.getByLabelText('City'), 'Coeur d Alene');

    expect(await screen.findByText('This course is already in Fescue')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Already in Fescue?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create anyway' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Course' }));
    const useExisting = screen.getByRole('button', { name: 'Use the existing course' });
    await waitFor(() => expect(useExisting).toHaveFocus());
    expect(requestsOf(fetchMock)).not.toContain('POST /api/courses');
    await user.click(useExisting);
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ id: 'coeur-d-alene-resort-golf-course' }),
    );
  });

  it('brings the whole existing-course notice into view, not only its button', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      const { user } = await openCustom({
        'POST /api/courses': {
          status: 409,
          body: { message: 'Fescue Links in Bandon is already in Fescue', existingCourseId: 'bandon-dunes' },
        },
      });
      await fillRequired(user);
      await user.click(screen.getByRole('button', { name: 'Create Course' }));
      const useExisting = await screen.findByRole('button', { name: 'Use the existing course' });
      await waitFor(() => expect(useExisting).toHaveFocus());
      const notice = useExisting.closest('[role="alert"]');
      expect(notice).toHaveTextContent('This course is already in Fescue');
      expect(scrolled).toContain(notice);
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it("puts a field's hint under it and any error after the hint, on screen and read out", async () => {
    const { user } = await openCustom();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Yardage'), '500');
    await user.type(screen.getByLabelText('Slope rating'), '54');
    await user.click(screen.getByRole('button', { name: 'Create Course' }));

    const yardageError = await screen.findByText('Yardage must be between 1,000 and 9,000');
    const yardage = screen.getByLabelText('Yardage');
    expect(yardage).toHaveAttribute('aria-invalid', 'true');
    expect(yardage).toHaveAccessibleDescription('Optional Yardage must be between 1,000 and 9,000');
    const hint = within(yardage.parentElement!).getByText('Optional');
    expect(hint.compareDocumentPosition(yardageError) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(yardage.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByLabelText('Slope rating')).toHaveAccessibleDescription(
      '55 to 155 Slope must be between 55 and 155',
    );
  });

  it("on 429 says in the form that today's courses are added and when to try again, and picks nothing", async () => {
    const { user, onSelect } = await openCustom({
      'POST /api/courses': { status: 429, body: { message: COURSE_LIMIT_MESSAGE } },
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Course' }));

    const form = screen.getByRole('form', { name: 'Create a custom course' });
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Daily course limit reached');
    expect(alert).toHaveTextContent('You can add up to 10 courses a day. Try again after 00:00 UTC.');
    expect(screen.queryByText('Creation Failed')).not.toBeInTheDocument();
    expect(onSelect).not.toHaveBeenCalled();
    // The golfer's entries stay, for tomorrow or another course.
    expect(screen.getByLabelText('Course name')).toHaveValue('Fescue Links');
  });

  it('on other failures toasts "Creation Failed" and shows server field errors', async () => {
    const { user, onSelect } = await openCustom({
      'POST /api/courses': {
        status: 400,
        body: {
          message: 'Must be 80 characters or fewer',
          fieldErrors: { city: 'Must be 80 characters or fewer' },
        },
      },
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Course' }));

    expect(await screen.findByText('Creation Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to create course. Please check your information.')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Must be 80 characters or fewer');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('goes Back to Search with the search text kept, and prefills the name from it', async () => {
    mockFetch({
      'GET /api/courses/search': { body: [] },
      ...noSuggestion,
      ...worldwideOff,
    });
    renderDialog();
    const user = setupUser();
    await user.type(screen.getByRole('combobox'), 'Fescue Links');
    await user.click(screen.getByRole('button', { name: 'Create a custom course' }));
    expect(screen.getByLabelText('Course name')).toHaveValue('Fescue Links');
    await user.click(screen.getByRole('button', { name: 'Back to Search' }));
    expect(screen.getByRole('combobox')).toHaveValue('Fescue Links');
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveFocus());
  });

  it('asks before Escape throws away a half-typed course; Keep editing keeps every field', async () => {
    const { user, onOpenChange } = await openCustom();
    await user.type(screen.getByLabelText('Course name'), 'Fescue Links');
    await user.type(screen.getByLabelText('City'), 'Bandon');

    await user.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: 'Discard this course?' });
    expect(onOpenChange).not.toHaveBeenCalled();
    // The safe answer has the focus: Enter keeps what was typed.
    expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Course name')).toHaveValue('Fescue Links');
    expect(screen.getByLabelText('City')).toHaveValue('Bandon');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    const again = await screen.findByRole('alertdialog', { name: 'Discard this course?' });
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('closes at once when nothing was typed', async () => {
    const { user, onOpenChange } = await openCustom();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the draft through Back to Search, with the name following a new search unless typed', async () => {
    const { user, onOpenChange } = await openCustom();
    await user.type(screen.getByLabelText('City'), 'Aberlady');
    await user.click(screen.getByRole('button', { name: 'Back to Search' }));
    await user.type(screen.getByRole('combobox'), 'Kilspindie');
    await user.click(screen.getByRole('button', { name: 'Create a custom course' }));
    expect(screen.getByLabelText('City')).toHaveValue('Aberlady');
    expect(screen.getByLabelText('Course name')).toHaveValue('Kilspindie');
    await user.clear(screen.getByLabelText('Course name'));
    await user.type(screen.getByLabelText('Course name'), 'Kilspindie Golf Club');
    await user.click(screen.getByRole('button', { name: 'Back to Search' }));
    await user.click(screen.getByRole('button', { name: 'Create a custom course' }));
    expect(screen.getByLabelText('Course name')).toHaveValue('Kilspindie Golf Club');

    // Searching again, the draft is still there to lose: closing asks.
    await user.click(screen.getByRole('button', { name: 'Back to Search' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('alertdialog', { name: 'Discard this course?' })).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('brings the focus to the first field in error, top to bottom: Country before Par', async () => {
    const { user } = await openCustom();
    await user.type(screen.getByLabelText('Course name'), 'Fescue Links');
    await user.type(screen.getByLabelText('City'), 'Bandon');
    await user.type(screen.getByLabelText('Country'), 'Narnia');
    await user.clear(screen.getByLabelText('Par'));
    await user.type(screen.getByLabelText('Par'), '150');
    await user.click(screen.getByRole('button', { name: /Create/ }));
    await waitFor(() =>
      expect(screen.getByLabelText('Country')).toHaveAccessibleDescription(/Choose a country/),
    );
    expect(screen.getByLabelText('Country')).toHaveFocus();
  });
});
