// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { MapPopupContent } from './map-popup-content';

const taraIti = {
  id: 'tara-iti-golf-club',
  name: 'Tara Iti Golf Club',
  latitude: -36.1,
  longitude: 174.6,
  status: 'bucket-list' as const,
  city: 'Mangawhai',
  country: 'New Zealand',
  par: 71,
  yardage: 6_900,
  courseType: 'private',
  exclusivityRating: 10,
  architect: 'Tom Doak',
};

describe('MapPopupContent', () => {
  it('is a dialog named by the course, described by its place, facts and status, that can take focus', () => {
    renderWithProviders(<MapPopupContent point={taraIti} detail="full" onClose={vi.fn()} />);
    const popup = screen.getByRole('dialog', { name: 'Tara Iti Golf Club' });
    expect(popup).toHaveAccessibleDescription(
      /Mangawhai, New Zealand.*Par\s*71.*Yardage\s*6,900 yds.*Exclusivity\s*10\/10.*Tom Doak.*Bucket List/,
    );
    expect(popup).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('link', { name: 'View course' })).toHaveAttribute(
      'href',
      '/course/tara-iti-golf-club',
    );
  });

  it('leaves yardage, exclusivity and the course link to the full popup', () => {
    renderWithProviders(<MapPopupContent point={taraIti} detail="summary" onClose={vi.fn()} />);
    const popup = screen.getByRole('dialog', { name: 'Tara Iti Golf Club' });
    expect(popup).not.toHaveTextContent('Yardage');
    expect(popup).not.toHaveTextContent('Exclusivity');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('holds its own Close button, which a keyboard reaches and presses', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<MapPopupContent point={taraIti} detail="summary" onClose={onClose} />);
    const close = within(screen.getByRole('dialog', { name: 'Tara Iti Golf Club' })).getByRole('button', {
      name: 'Close',
    });
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
