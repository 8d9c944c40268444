// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Scorecard } from '#shared/scorecards/scorecard';
import { renderWithProviders } from '@/testing/render';
import { holeMark } from '../lib/scorecard-marks';
import { ScorecardTable } from './scorecard-table';

const PARS = [4, 5, 3, 4, 4, 3, 5, 4, 4];
const STROKES = [3, 3, 4, 6, 4, 3, 5, 4, 4];

function nine(from: number): Scorecard {
  return {
    teeSetId: null,
    holes: PARS.map((par, index) => ({
      hole: from + index,
      par,
      strokeIndex: null,
      strokes: STROKES[index] ?? par,
      putts: index === 0 ? 1 : null,
      fairway: par === 3 ? null : 'hit',
      gir: null,
      penalties: null,
      sandShots: null,
    })),
  };
}

describe('ScorecardTable', () => {
  it('marks each hole the classic way: eagle, birdie, par, bogey, double', () => {
    expect([holeMark(3, 5), holeMark(3, 4), holeMark(4, 4), holeMark(5, 4), holeMark(6, 4)]).toEqual([
      'eagle',
      'birdie',
      'par',
      'bogey',
      'double',
    ]);
  });

  it('is a table named by its caption whose strokes say their marks in words, with out, in and total', () => {
    const card = { teeSetId: null, holes: [...nine(1).holes, ...nine(10).holes] };
    renderWithProviders(<ScorecardTable card={card} caption="Scorecard, Old Course" />);
    const table = screen.getByRole('table', { name: 'Scorecard, Old Course' });
    const strokes = within(table).getByRole('row', { name: /^Strokes/ });
    expect(strokes).toHaveTextContent('3, birdie');
    expect(strokes).toHaveTextContent('3, eagle or better');
    expect(strokes).toHaveTextContent('6, double bogey or worse');
    expect(strokes).toHaveTextContent('4, bogey');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Hole',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      'Out',
      '10',
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
      '17',
      '18',
      'In',
      'Total',
    ]);
    // Out 36 strokes, In 36, Total 72; putts only where recorded, fairways hit of those tried.
    expect(within(strokes).getAllByRole('cell').slice(-1)[0]).toHaveTextContent('72');
    expect(within(table).getByRole('row', { name: /^Fairway/ })).toHaveTextContent('7/7');
    expect(within(table).queryByRole('row', { name: /^GIR/ })).toBeNull();
  });

  it('shows a back nine alone with its In and no Total', () => {
    renderWithProviders(<ScorecardTable card={nine(10)} caption="Back nine" />);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers[1]).toBe('10');
    expect(headers.at(-1)).toBe('In');
  });
});
