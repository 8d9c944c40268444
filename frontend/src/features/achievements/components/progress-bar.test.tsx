// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('shows a count as x/max, read out with its percent', () => {
    render(<ProgressBar progress={3} maxProgress={10} label="Course Collector progress" />);
    expect(screen.getByText('3/10')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Course Collector progress' })).toHaveAttribute(
      'aria-valuetext',
      '3 of 10, 30%',
    );
  });

  it("says a measure that is no count in the golfer's terms, on screen and read out", () => {
    render(
      <ProgressBar
        progress={39}
        maxProgress={41}
        text="Lowest 18-hole score 81 · 79 or better needed"
        label="Breaking 80 progress"
      />,
    );
    expect(screen.getByText('Lowest 18-hole score 81 · 79 or better needed')).toBeInTheDocument();
    expect(screen.queryByText('39/41')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Breaking 80 progress' })).toHaveAttribute(
      'aria-valuetext',
      'Lowest 18-hole score 81 · 79 or better needed, 95%',
    );
  });

  it('never shows 100% short of the line: 440 of 441 (an index of 10.0 for Single Digit) is 99%', () => {
    render(<ProgressBar progress={440} maxProgress={441} label="Single Digit progress" />);
    expect(screen.getByText('99%')).toBeInTheDocument();
  });
});
