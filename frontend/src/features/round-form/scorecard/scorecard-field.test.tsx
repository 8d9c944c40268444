// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeeSet } from '#shared/scorecards/tee-set';
import { buildCourse, buildSearchResult } from '@/testing/build-course';
import { mockFetch } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import AddRoundDialog from '../add-round-dialog';

afterEach(() => vi.unstubAllGlobals());

const COURSE_ID = 'pebble-beach-golf-links';

/** The White tee: hole 3 a par 3 with stroke index 15, every other hole a par 4. */
const white: TeeSet = {
  id: 'white',
  courseId: COURSE_ID,
  name: 'White',
  colour: 'white',
  holes: Array.from({ length: 18 }, (_, index) => ({
    hole: index + 1,
    par: index + 1 === 3 ? 3 : 4,
    strokeIndex: index + 1,
    yardage: null,
  })),
  men: null,
  women: null,
  par: 71,
  source: 'golfer',
  version: 1,
  updatedAt: '2026-12-01T00:00:00.000Z',
};

function renderWithTeeSets(teeSets: TeeSet[]) {
  mockFetch({
    [`GET /api/courses/${COURSE_ID}`]: { body: buildCourse({ par: 71 }) },
    [`GET /api/courses/${COURSE_ID}/tee-sets`]: { body: { teeSets } },
  });
  renderWithProviders(<AddRoundDialog open onOpenChange={vi.fn()} initialCourse={buildSearchResult()} />);
  return userEvent.setup();
}

describe('ScorecardField with the course’s tee', () => {
  it('presets par 3 on the tee’s par-3 hole rather than a par 4 the golfer must correct', async () => {
    const user = renderWithTeeSets([white]);
    await user.click(await screen.findByRole('switch', { name: 'Keep a hole-by-hole scorecard' }));
    await user.click(screen.getByRole('tab', { name: 'Grid' }));

    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Hole 3, par' })).toHaveValue(3));
    expect(screen.getByRole('spinbutton', { name: 'Hole 4, par' })).toHaveValue(4);
    expect(screen.getByText('Pars from the White tee')).toBeInTheDocument();
  });

  it('leaves a par the golfer changed when the named tee’s pars arrive', async () => {
    const blue: TeeSet = { ...white, id: 'blue', name: 'Blue' };
    const user = renderWithTeeSets([blue, white]);
    await user.click(await screen.findByRole('switch', { name: 'Keep a hole-by-hole scorecard' }));
    await user.click(screen.getByRole('tab', { name: 'Grid' }));
    // Two tees and none named: no pars to take yet.
    expect(screen.getByRole('spinbutton', { name: 'Hole 3, par' })).toHaveValue(4);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Hole 5, par' }), { target: { value: '5' } });

    await user.type(screen.getByLabelText(/^Tees/), 'white');

    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Hole 3, par' })).toHaveValue(3));
    expect(screen.getByRole('spinbutton', { name: 'Hole 5, par' })).toHaveValue(5);
    expect(screen.getByText('Pars from the White tee')).toBeInTheDocument();
  });
});
