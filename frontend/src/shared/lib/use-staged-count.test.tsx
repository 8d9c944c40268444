// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStagedCount } from './use-staged-count';

function List({ total, step, first }: { total: number; step: number; first?: number }) {
  const shown = useStagedCount(total, step, first);
  return (
    <ul aria-label="Items">
      {Array.from({ length: shown }, (_, index) => (
        <li key={index}>Item {index + 1}</li>
      ))}
    </ul>
  );
}

describe('useStagedCount', () => {
  it('renders the first step at once and the rest in later steps, up to the total', async () => {
    render(<List total={7} step={3} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(await screen.findByText('Item 6')).toBeInTheDocument();
    expect(await screen.findByText('Item 7')).toBeInTheDocument();
    // Never past the total, however many steps run.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
  });

  it('shows a list shorter than a step whole, and goes on when the list grows', async () => {
    const { rerender } = render(<List total={2} step={4} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    rerender(<List total={10} step={4} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(await screen.findByText('Item 10')).toBeInTheDocument();
  });

  it('can start with none: every item then arrives after the first render', async () => {
    render(<List total={5} step={2} first={0} />);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(await screen.findByText('Item 5')).toBeInTheDocument();
  });
});
