// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Navigation from '@/shared/lib/browser-navigation';
import { navigateTo } from '@/shared/lib/browser-navigation';
import { renderWithProviders } from '@/testing/render';
import LoginPage from './login-page';

vi.mock('@/shared/lib/browser-navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  navigateTo: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(navigateTo).mockClear();
  vi.useFakeTimers();
});

describe('LoginPage', () => {
  it('shows the Secure Sign In card with its three benefits and the credentials note', () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('heading', { name: 'Secure Sign In' })).toBeInTheDocument();
    expect(screen.getByText('Track rounds at premium courses worldwide')).toBeInTheDocument();
    expect(screen.getByText('GHIN handicap integration')).toBeInTheDocument();
    expect(screen.getByText(/analytics/i)).toBeInTheDocument();
    expect(screen.getByText(/never sees or stores your credentials/i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeInTheDocument();
  });

  it('sends the browser to /api/login by itself after 2 seconds, not before', () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    act(() => vi.advanceTimersByTime(1999));
    expect(navigateTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith('/api/login');
  });

  it('counts the seconds down while it waits', () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('status')).toHaveTextContent('in 2 seconds');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toHaveTextContent('in 1 second');
  });

  it('never says "in 0 seconds" while the provider is slow to answer', () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByRole('status')).toHaveTextContent('Taking you to secure sign-in…');
    expect(screen.getByRole('status')).not.toHaveTextContent('0 seconds');
  });

  it('carries a same-site returnTo through sign-in', () => {
    renderWithProviders(<LoginPage />, { route: '/login?returnTo=/map' });
    act(() => vi.advanceTimersByTime(2000));
    expect(navigateTo).toHaveBeenCalledWith('/api/login?returnTo=%2Fmap');
  });

  it('ignores a returnTo that would leave the site', () => {
    renderWithProviders(<LoginPage />, { route: '/login?returnTo=//evil.example' });
    act(() => vi.advanceTimersByTime(2000));
    expect(navigateTo).toHaveBeenCalledWith('/api/login');
  });

  it('continues at once when Continue is pressed', () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith('/api/login');
    act(() => vi.advanceTimersByTime(5000));
    expect(navigateTo).toHaveBeenCalledTimes(1);
  });

  it('stays when the visitor asks it to', () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('after a failed sign-in explains it, does not redirect, and offers Try again', () => {
    renderWithProviders(<LoginPage />, { route: '/login?error=signin_failed' });
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't sign you in");
    act(() => vi.advanceTimersByTime(10_000));
    expect(navigateTo).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(navigateTo).toHaveBeenCalledExactlyOnceWith('/api/login');
  });
});
