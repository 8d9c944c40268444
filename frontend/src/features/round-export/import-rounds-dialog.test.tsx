// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSV_HEADERS } from '#shared/rounds/csv-columns';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { ImportRoundsButton } from './import-rounds-dialog';

afterEach(() => vi.unstubAllGlobals());

// Rows as Export Data writes them (every column, CRLF), then one appended in a text editor (LF).
const full = (row: string) => row + ','.repeat(CSV_HEADERS.length - row.split(',').length);
const pebble = full('Pebble Beach Golf Links,Pebble Beach,CA,USA,2024-05-01,88,72,18,Regular');
const shifted = full('Old Course,St Andrews,,UK,2024-05-02,80,72,18,Regular') + ',Bob';
const appended = full('Carnoustie,Carnoustie,,UK,2024-05-03,90,72,18,Regular') + ',';
const editedCsv = `${CSV_HEADERS.join(',')}\r\n${pebble}\r\n${shifted}\r\n${appended}\n`;

/** The import route: a dry run says every row is ready; an import creates one course. */
function mockImportRoute() {
  return mockFetch({
    'POST /api/rounds/import': ({ body }) => {
      const { rows, dryRun } = body as { rows: unknown[]; dryRun?: boolean };
      return {
        body: {
          imported: dryRun ? 0 : rows.length,
          duplicates: 0,
          coursesCreated: 1,
          results: rows.map(() => ({ status: dryRun ? 'ready' : 'imported', roundId: 'r' })),
        },
      };
    },
    'GET /api/rounds': { body: { rounds: [], total: 0 } },
  });
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<ImportRoundsButton />);
  await user.click(screen.getByRole('button', { name: 'Import Rounds' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Import Rounds' }) };
}

describe('Import Rounds dialog', () => {
  it('previews a hand-edited file row by row, holding back the row with text past the last column', async () => {
    mockImportRoute();
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText(/CSV file/), new File([editedCsv], 'rounds.csv'));

    expect(await within(dialog).findByText(/3 rows: 2 ready, 1 with errors/)).toBeInTheDocument();
    expect(
      within(dialog).getByText(/This row has more cells than the file has columns \("Bob"/),
    ).toBeVisible();
    expect(within(dialog).getByRole('cell', { name: 'Carnoustie' })).toBeVisible();
    await user.click(await within(dialog).findByRole('button', { name: 'Import 2 rounds' }));
    // One custom course, in the singular.
    expect(
      await within(dialog).findByText(
        'Imported 2 rounds; skipped 0 already in your archive; created 1 custom course.',
      ),
    ).toBeVisible();
  });

  it('says when a file cannot be read, and takes another file', async () => {
    mockImportRoute();
    const { user, dialog } = await openDialog();
    const unreadable = new File(['x'], 'broken.csv');
    unreadable.text = () => Promise.reject(new Error('The file could not be read'));
    await user.upload(within(dialog).getByLabelText(/CSV file/), unreadable);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not read broken.csv (The file could not be read). Check that it is a CSV file with the ' +
        'columns of Export Data, then choose it again.',
    );
    await user.upload(within(dialog).getByLabelText(/CSV file/), new File([editedCsv], 'rounds.csv'));
    expect(await within(dialog).findByText(/3 rows: 2 ready/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Could not read/)).toBeNull();
  });
});
