// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_BUSY_MESSAGE } from '#shared/schemas/api-error';
import type * as Navigation from '@/shared/lib/browser-navigation';
import { navigateTo } from '@/shared/lib/browser-navigation';
import { mockFetch, requestsOf } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { YourData } from './your-data';

vi.mock('@/shared/lib/browser-navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  navigateTo: vi.fn(),
}));

const SIGN_OUT_URL = 'http://localhost:9/oidc/session/end?client_id=fescue';

beforeEach(() => {
  vi.mocked(navigateTo).mockClear();
});

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<YourData />, { route: '/profile' });
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
  return { user, dialog };
}

describe('Delete my account', () => {
  it('says what will be lost and deletes only once DELETE is typed, then signs out everywhere', async () => {
    const fetchMock = mockFetch({
      'DELETE /api/user': ({ body }) =>
        (body as { confirmation?: string }).confirmation === 'DELETE'
          ? { body: { deleted: true, signOutUrl: SIGN_OUT_URL } }
          : { status: 400, body: { message: 'Type DELETE in capitals to confirm' } },
    });
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveTextContent('every round, with its photos');
    expect(dialog).toHaveTextContent('your event reservations (the seats go back)');
    expect(dialog).toHaveTextContent('It cannot be undone.');

    const confirm = screen.getByRole('button', { name: 'Delete my account' });
    const typed = screen.getByLabelText('Type DELETE to confirm');
    expect(confirm).toBeDisabled();
    await user.type(typed, 'delete');
    expect(confirm).toBeDisabled();
    expect(requestsOf(fetchMock)).toEqual([]);

    await user.clear(typed);
    await user.type(typed, 'DELETE');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith(SIGN_OUT_URL));
    expect(requestsOf(fetchMock)).toEqual(['DELETE /api/user']);
    // The landing page the sign-out returns to says the account is gone (the mark it takes).
    expect(sessionStorage.getItem('fescue:account-deleted')).toBe('1');
    sessionStorage.clear();
  });

  it('shows the server’s own message when Fescue is busy, keeps the dialog open and does not sign out', async () => {
    mockFetch({ 'DELETE /api/user': { status: 503, body: { message: SERVICE_BUSY_MESSAGE } } });
    const { user, dialog } = await openDialog();
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVICE_BUSY_MESSAGE);
    expect(dialog).toBeInTheDocument();
    expect(navigateTo).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeEnabled();
  });

  it('closes with Cancel, forgetting what was typed', async () => {
    mockFetch({});
    const { user } = await openDialog();
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DEL');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByLabelText('Type DELETE to confirm')).toHaveValue('');
  });
});
