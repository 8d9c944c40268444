// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CsvDropZone } from './csv-drop-zone';

describe('CsvDropZone', () => {
  it('takes a dropped file, and a file chosen through its label', async () => {
    const onFile = vi.fn();
    render(<CsvDropZone fileName={null} onFile={onFile} />);
    const dropped = new File(['Course Name,Score'], 'rounds.csv', { type: 'text/csv' });
    fireEvent.drop(screen.getByText('Drop a CSV here, or choose one'), {
      dataTransfer: { files: [dropped] },
    });
    expect(onFile).toHaveBeenCalledWith(dropped);

    const chosen = new File(['Course Name,Score'], 'more.csv', { type: 'text/csv' });
    await userEvent.setup().upload(screen.getByLabelText(/CSV file/), chosen);
    expect(onFile).toHaveBeenLastCalledWith(chosen);
  });

  it('names the file picked so far', () => {
    render(<CsvDropZone fileName="rounds.csv" onFile={vi.fn()} />);
    expect(screen.getByText('rounds.csv · drop or choose another')).toBeInTheDocument();
  });
});
