// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import { HISTORY_FAILED_MESSAGE, HandicapHistorySection, NO_HISTORY_MESSAGE } from './handicap-history';

const entries = [
  // Latest first, as the route answers; one entry has no revision date and is dated by its sync.
  { index: 12.4, revisionDate: '2026-11-15', recordedAt: '2026-11-15T09:00:00.000Z' },
  { index: -1.2, revisionDate: null, recordedAt: '2026-06-02T09:00:00.000Z' },
  { index: 14.6, revisionDate: '2025-12-01', recordedAt: '2025-12-01T09:00:00.000Z' },
];

function section() {
  return screen.getByRole('region', { name: 'Handicap history' });
}

describe('HandicapHistorySection', () => {
  it('draws the index over time and gives the same figures as a table, latest first, with dates as Jan 5, 2024', async () => {
    mockFetch({ 'GET /api/ghin/handicap-history': { body: { entries } } });
    renderWithProviders(<HandicapHistorySection open />);
    const table = await within(section()).findByRole('table', {
      name: 'Official Handicap Index by revision date, latest first',
    });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Nov 15, 2026', '12.4'],
      ['Jun 2, 2026', '+1.2'],
      ['Dec 1, 2025', '14.6'],
    ]);
    expect(section()).toHaveTextContent('3 revisions, from 14.6 on Dec 1, 2025 to 12.4 on Nov 15, 2026.');
    // The drawing is for the eye (the table is its text): one mark per revision, joined by one line.
    const chart = section().querySelector('svg') as SVGElement;
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
    expect(chart.querySelector('path')?.getAttribute('d')?.match(/[ML]/g)).toHaveLength(3);
  });

  it('says there is none yet, in the space the chart takes', async () => {
    mockFetch({ 'GET /api/ghin/handicap-history': { body: { entries: [] } } });
    renderWithProviders(<HandicapHistorySection open />);
    expect(await within(section()).findByText(NO_HISTORY_MESSAGE)).toBeInTheDocument();
    expect(section().querySelector('.ghin-history__body')).toHaveStyle({ aspectRatio: '560 / 132' });
    expect(within(section()).queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when it cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ 'GET /api/ghin/handicap-history': { status: 500, body: { message: 'boom' } } });
    renderWithProviders(<HandicapHistorySection open />);
    expect(await within(section()).findByRole('alert')).toHaveTextContent(HISTORY_FAILED_MESSAGE);
  });

  it('holds the chart’s place while it loads, and asks nothing while the dialog is closed', async () => {
    const fetchMock = mockFetch({ 'GET /api/ghin/handicap-history': { body: { entries } } });
    const { unmount } = renderWithProviders(<HandicapHistorySection open={false} />);
    expect(fetchMock).not.toHaveBeenCalled();
    unmount();

    renderWithProviders(<HandicapHistorySection open />);
    const body = section().querySelector('.ghin-history__body');
    expect(within(section()).getByRole('status')).toHaveTextContent('Loading your handicap history...');
    expect(body).toHaveStyle({ aspectRatio: '560 / 132' });
    await within(section()).findByRole('table');
    expect(section().querySelector('.ghin-history__body')).toBe(body);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
