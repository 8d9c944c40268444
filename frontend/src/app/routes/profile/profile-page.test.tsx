// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Navigation from '@/shared/lib/browser-navigation';
import { navigateTo } from '@/shared/lib/browser-navigation';
import { buildRound } from '@/testing/build-round';
import { buildUser } from '@/testing/build-user';
import { mockFetch, requestsOf } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import ProfilePage from './profile-page';

vi.mock('@/shared/lib/browser-navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  navigateTo: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(navigateTo).mockClear();
});

async function openEditForm() {
  // With fake timers (the 401 test), user-event's own small delays must advance the fake clock.
  const user = userEvent.setup(
    vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  renderWithProviders(<ProfilePage />, { route: '/profile' });
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  return user;
}

describe('ProfilePage', () => {
  it('says "Loading profile..." until the profile arrives', async () => {
    mockFetch({ 'GET /api/user': { body: buildUser() } });
    renderWithProviders(<ProfilePage />, { route: '/profile' });
    expect(screen.getByText('Loading profile...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Bobby Jones' })).toBeInTheDocument();
  });

  it('shows the golfer, a Premium Member badge for premium members, and statistics without rounds', async () => {
    mockFetch({
      'GET /api/user': { body: buildUser({ isPremium: true }) },
      'GET /api/user/stats': {
        body: {
          coursesPlayed: 0,
          totalRounds: 0,
          countriesVisited: 0,
          bestScore: null,
          bestScorePar: null,
          bestScoreHoles: null,
          averageScore: null,
        },
      },
    });
    renderWithProviders(<ProfilePage />, { route: '/profile' });
    expect(await screen.findByText('bobby@fescue.golf')).toBeInTheDocument();
    expect(screen.getByText('Premium Member')).toBeInTheDocument();
    expect(screen.getByText('Premium Course Access')).toBeInTheDocument();
    const stats = screen.getByRole('heading', { name: 'Golf Statistics' }).closest('.card') as HTMLElement;
    expect(
      within(stats)
        .getAllByRole('definition')
        .map((node) => node.textContent),
    ).toEqual(['0', '0', '0', 'N/A']);
  });

  it("shows the golfer's statistics from their rounds", async () => {
    mockFetch({
      'GET /api/user': { body: buildUser() },
      'GET /api/user/stats': {
        body: {
          coursesPlayed: 12,
          totalRounds: 31,
          countriesVisited: 4,
          bestScore: 77,
          bestScorePar: 72,
          bestScoreHoles: 18,
          averageScore: 84.2,
        },
      },
    });
    renderWithProviders(<ProfilePage />, { route: '/profile' });
    const stats = (await screen.findByRole('heading', { name: 'Golf Statistics' })).closest(
      '.card',
    ) as HTMLElement;
    await waitFor(() =>
      expect(
        within(stats)
          .getAllByRole('definition')
          .map((node) => node.textContent),
      ).toEqual(['12', '4', '31', '77']),
    );
  });

  it('shows the photos of rounds with their count, and one opens large with its course and date', async () => {
    const photo = (id: string, name: string | null, playedAt: string) =>
      buildRound({
        id,
        playedAt,
        imageUrl: `/photos/user-1/${id}.jpg`,
        course: name ? { ...buildRound().course!, name } : null,
      });
    const fetchMock = mockFetch({
      'GET /api/user': { body: buildUser() },
      'GET /api/rounds': {
        body: {
          rounds: [
            photo('01JAAAAAAAAAAAAAAAAAAAAAAA', 'Pebble Beach Golf Links', '2025-06-14'),
            photo('01JBBBBBBBBBBBBBBBBBBBBBBB', null, '2024-05-01'),
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />, { route: '/profile' });
    expect(await screen.findByText('2 photos')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/rounds?withPhoto=true&limit=24');
    await user.click(screen.getByRole('button', { name: 'Open the photo of Unknown Course, May 1, 2024' }));
    const large = await screen.findByRole('dialog', { name: 'Unknown Course' });
    expect(within(large).getByRole('img', { name: 'Unknown Course, May 1, 2024' })).toHaveAttribute(
      'src',
      '/photos/user-1/01JBBBBBBBBBBBBBBBBBBBBBBB.jpg',
    );
  });

  it('offers the $299 upgrade to members who are not premium, and explains that an operator grants it', async () => {
    mockFetch({ 'GET /api/user': { body: buildUser({ isPremium: false }) } });
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />, { route: '/profile' });
    expect(await screen.findByText('$299')).toBeInTheDocument();
    expect(screen.queryByText('Premium Member')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /upgrade to premium/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Becoming a Premium member' });
    expect(within(dialog).getByText(/ask your Fescue operator to upgrade your account/)).toBeInTheDocument();
  });

  it('toggles between Edit Profile and Cancel, prefilled from the profile', async () => {
    mockFetch({ 'GET /api/user': { body: buildUser() } });
    const user = await openEditForm();
    expect(screen.getByLabelText('First name')).toHaveValue('Bobby');
    expect(screen.getByLabelText('Handicap Index')).toHaveValue('7.3');
    expect(screen.getByLabelText('Email')).toHaveValue('bobby@fescue.golf');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
  });

  it('reports invalid input with the shared schema messages and sends nothing', async () => {
    const fetchMock = mockFetch({ 'GET /api/user': { body: buildUser() } });
    const user = await openEditForm();
    await user.clear(screen.getByLabelText('Handicap Index'));
    await user.type(screen.getByLabelText('Handicap Index'), '60');
    await user.clear(screen.getByLabelText('GHIN Number'));
    await user.type(screen.getByLabelText('GHIN Number'), '12a4');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const handicap = screen.getByLabelText('Handicap Index');
    expect(await screen.findByText('Handicap must be between +10 and 54')).toBeInTheDocument();
    expect(handicap).toHaveAttribute('aria-invalid', 'true');
    expect(handicap).toHaveAccessibleDescription(/Handicap must be between \+10 and 54/);
    expect(screen.getByText('GHIN number must contain digits only (up to 10)')).toBeInTheDocument();
    expect(requestsOf(fetchMock)).not.toContain('PATCH /api/user/profile');
  });

  it('saves: sends the shared payload, toasts Profile Updated and returns to the refreshed view', async () => {
    const fetchMock = mockFetch({
      'GET /api/user': { body: buildUser() },
      'PATCH /api/user/profile': ({ body }) => ({ body: { ...buildUser(), ...(body as object) } }),
    });
    const user = await openEditForm();
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Augusta');
    await user.clear(screen.getByLabelText('Handicap Index'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(screen.getByText('Your profile has been successfully updated.')).toBeInTheDocument();
    expect(screen.getByText('Augusta, GA, USA')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
      city: 'Augusta',
      handicap: null,
      firstName: 'Bobby',
    });
  });

  it('shows "Saving..." on a disabled button while the update is pending', async () => {
    let answer: (value: Response) => void = () => undefined;
    mockFetch({ 'GET /api/user': { body: buildUser() } });
    const fetchMock = vi.mocked(fetch);
    const user = await openEditForm();
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await act(async () => answer(new Response(JSON.stringify(buildUser()), { status: 200 })));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
  });

  it('on 401 says Session Expired and keeps the form filled (a profile lost to an ended session)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({
      'GET /api/user': { body: buildUser() },
      'PATCH /api/user/profile': { status: 401, body: { message: 'Unauthorized' } },
    });
    const user = await openEditForm();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Session Expired')).toBeInTheDocument();
    expect(screen.getByText(/Nothing you entered is lost\. Sign in again in another tab/)).toHaveTextContent(
      'then press Save Changes here',
    );
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(navigateTo).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('on 400 shows the server field errors on their fields', async () => {
    mockFetch({
      'GET /api/user': { body: buildUser() },
      'PATCH /api/user/profile': {
        status: 400,
        body: {
          message: 'Home course must be 120 characters or fewer',
          fieldErrors: { homeCourse: 'Home course must be 120 characters or fewer' },
        },
      },
    });
    const user = await openEditForm();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const field = screen.getByLabelText('Home Course');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('Home course must be 120 characters or fewer');
    expect(screen.queryByText('Profile Updated')).not.toBeInTheDocument();
  });

  it('shows the email the sign-in provider verified, read-only, and never sends one (no typed address stands for the golfer)', async () => {
    const fetchMock = mockFetch({
      'GET /api/user': { body: buildUser() },
      'PATCH /api/user/profile': ({ body }) => ({ body: { ...buildUser(), ...(body as object) } }),
    });
    const user = await openEditForm();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(
      'The address you sign in with. It changes only with your sign-in.',
    );
    await user.type(email, 'squatter@example.com');
    expect(email).toHaveValue('bobby@fescue.golf');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).not.toHaveProperty('email');
  });

  it('on a 409 that the profile changed meanwhile says so above the form, not on the Email field', async () => {
    const message = 'Your profile changed while saving. Reload the page and try again.';
    mockFetch({
      'GET /api/user': { body: buildUser() },
      'PATCH /api/user/profile': { status: 409, body: { message } },
    });
    const user = await openEditForm();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('on any other failure toasts Error and stays in the form', async () => {
    mockFetch({
      'GET /api/user': { body: buildUser() },
      'PATCH /api/user/profile': { status: 500, body: { message: 'Internal error' } },
    });
    const user = await openEditForm();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('offline, a profile this device never opened says it needs a connection, not that Fescue failed', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockFetch({
      'GET /api/user': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithProviders(<ProfilePage />, { route: '/profile' });
    expect(await screen.findByText('Your profile needs a connection')).toBeInTheDocument();
    expect(screen.queryByText(/Fescue did not answer/)).toBeNull();
    vi.restoreAllMocks();
  });
});
