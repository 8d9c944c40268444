// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { BucketListDialog } from './bucket-list-dialog';
import { buildEntry, mockBucketListServer } from '@/testing/bucket-list-server';

const augusta = buildEntry('Augusta National', 10);
const pebble = buildEntry('Pebble Beach', 8);
const bandon = buildEntry('Bandon Dunes', 6);

async function openDialog() {
  renderWithProviders(<BucketListDialog open onOpenChange={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'Your Bucket List' });
  await within(dialog).findByText('Augusta National');
  return { dialog, user: userEvent.setup() };
}

function entryOf(dialog: HTMLElement, name: string): HTMLElement {
  return within(dialog).getByText(name).closest('li') as HTMLElement;
}

describe('BucketListDialog: keyboard focus', () => {
  it('keeps focus on a Priority that reorders the list, in the entry where it now stands', async () => {
    const { fetchMock } = mockBucketListServer([augusta, pebble, bandon]);
    // The PATCH is held, to look at the control while the change is saved.
    let release = () => undefined as void;
    const saved = new Promise<void>((resolve) => (release = resolve));
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'PATCH') await saved;
      if (!answer) throw new Error('mockFetch has no implementation');
      return answer(input, init);
    });
    const { dialog, user } = await openDialog();
    const bandonPriority = within(entryOf(dialog, 'Bandon Dunes')).getByLabelText('Priority');
    bandonPriority.focus();
    await user.selectOptions(bandonPriority, '10/10');
    // A disabled control loses focus in the browser (the focus trap then takes it to the dialog itself).
    expect(bandonPriority).toBeEnabled();
    expect(document.activeElement).toBe(bandonPriority);
    release();

    // Bandon Dunes now comes first (Augusta and Bandon at 10, the list keeps the server's order).
    await waitFor(() => {
      const names = within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.bucket-all__name')?.textContent);
      expect(names.indexOf('Bandon Dunes')).toBeLessThan(names.indexOf('Pebble Beach'));
    });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(entryOf(dialog, 'Bandon Dunes')).getByLabelText('Priority')),
    );
    expect(within(entryOf(dialog, 'Bandon Dunes')).getByLabelText('Priority')).toHaveValue('10');
  });

  it("moves focus after a Remove to the next entry's Remove, else the previous one's, else the heading", async () => {
    mockBucketListServer([augusta, pebble]);
    const { dialog, user } = await openDialog();

    within(entryOf(dialog, 'Augusta National'))
      .getByRole('button', { name: /Remove/ })
      .focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).queryByText('Augusta National')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(entryOf(dialog, 'Pebble Beach')).getByRole('button', { name: /Remove/ }),
      ),
    );

    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(dialog).queryByText('Pebble Beach')).not.toBeInTheDocument());
    expect(within(dialog).getByText('Your bucket list is empty.')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Your Bucket List' })),
    );
  });
});

function DialogOpenedFromAButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit priorities and notes
      </button>
      <BucketListDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

describe('BucketListDialog: Escape', () => {
  it('closes the dialog at the first press after a Remove, the toast it raised staying on screen', async () => {
    mockBucketListServer([augusta, pebble]);
    renderWithProviders(<DialogOpenedFromAButton />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit priorities and notes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Bucket List' });
    await within(dialog).findByText('Augusta National');
    within(entryOf(dialog, 'Augusta National'))
      .getByRole('button', { name: /Remove/ })
      .focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Removed from bucket list')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByText('Augusta National')).not.toBeInTheDocument());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Removed from bucket list')).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit priorities and notes' }));
  });
});
