// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastInput } from './toast';

function Trigger({ input, label }: { input: ToastInput; label: string }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(input)}>
      {label}
    </button>
  );
}

function renderToasts() {
  return render(
    <ToastProvider>
      <Trigger label="first" input={{ title: 'Profile Updated', description: 'Saved.' }} />
      <Trigger label="second" input={{ title: 'Error', description: 'Failed.', variant: 'destructive' }} />
    </ToastProvider>,
  );
}

describe('toasts', () => {
  it('shows one toast at a time: a new one replaces the one on screen', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    expect(screen.getByText('Profile Updated')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'second' }));
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByText('Profile Updated')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows news that must wait only after the toast on screen has gone', () => {
    function Later() {
      const { toastAfterCurrent } = useToast();
      return (
        <button type="button" onClick={() => toastAfterCurrent({ title: 'Achievement Earned: First Tee' })}>
          later
        </button>
      );
    }
    render(
      <ToastProvider>
        <Trigger label="first" input={{ title: 'Rating Submitted!' }} />
        <Later />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    fireEvent.click(screen.getByRole('button', { name: 'later' }));
    expect(screen.getByText('Rating Submitted!')).toBeInTheDocument();
    expect(screen.queryByText('Achievement Earned: First Tee')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.getByText('Achievement Earned: First Tee')).toBeInTheDocument();
    // With nothing on screen it shows at once.
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    fireEvent.click(screen.getByRole('button', { name: 'later' }));
    expect(screen.getByText('Achievement Earned: First Tee')).toBeInTheDocument();
  });

  it('closes a toast after 5 seconds', () => {
    vi.useFakeTimers();
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Profile Updated')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Profile Updated')).not.toBeInTheDocument();
  });

  it('can be dismissed with its close button', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Profile Updated')).not.toBeInTheDocument();
  });

  it('moves focus to the notifications region on F8', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(document.activeElement).not.toBe(document.body);
    expect(region).toContainElement(document.activeElement as HTMLElement);
  });

  it('announces destructive toasts assertively and others politely', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'second' }));
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'assertive');
  });

  it('dismisses the toast on Escape when no dialog holds focus', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    expect(screen.getByText('Profile Updated')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByText('Profile Updated')).not.toBeInTheDocument();
  });
});
