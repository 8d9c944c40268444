// @vitest-environment happy-dom
import '../../testing/setup-dom';
import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Greeting({ name, onMount }: { name: string; onMount?: () => void }) {
  useEffect(() => onMount?.(), [onMount]);
  return <p>Hello {name}</p>;
}

/** A module download the test finishes (or fails) when it wants. */
function deferredModule() {
  let finish: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<{ default: typeof Greeting }>((resolve, reject) => {
        finish = () => resolve({ default: Greeting });
        fail = reject;
      }),
  );
  return { load, finish: () => finish(), fail: (error: Error) => fail(error) };
}

const inSuspense = (children: React.ReactNode) => (
  <Suspense fallback={<p>Loading the screen</p>}>{children}</Suspense>
);

describe('preloadableLazy', () => {
  it('renders a preloaded module in the first commit, with no Suspense fallback', async () => {
    const module = deferredModule();
    const { Component, preload, isSettled } = preloadableLazy(module.load);
    const downloaded = preload();
    expect(isSettled()).toBe(false);
    module.finish();
    await downloaded;
    expect(isSettled()).toBe(true);

    render(inSuspense(<Component name="Ada" />));
    // No await: the first commit already holds the screen.
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading the screen')).not.toBeInTheDocument();
    expect(module.load).toHaveBeenCalledTimes(1);
  });

  it('suspends like React.lazy when rendered before its code has arrived, and keeps that mount', async () => {
    const module = deferredModule();
    const { Component, isSettled } = preloadableLazy(module.load);
    const onMount = vi.fn();
    const { rerender } = render(inSuspense(<Component name="Ada" onMount={onMount} />));
    expect(screen.getByText('Loading the screen')).toBeInTheDocument();

    await act(async () => module.finish());
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(isSettled()).toBe(true);

    // Now that the module is in, a new render must not swap the lazy wrapper for the component (a remount).
    rerender(inSuspense(<Component name="Grace" onMount={onMount} />));
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(onMount).toHaveBeenCalledTimes(1);
  });

  it('settles on a failed download without rejecting, and downloads again when asked again', async () => {
    const module = deferredModule();
    const { preload, isSettled } = preloadableLazy(module.load);
    const first = preload();
    expect(preload()).toBe(first);
    module.fail(new Error('Failed to fetch dynamically imported module'));
    await expect(first).resolves.toBeUndefined();
    expect(isSettled()).toBe(true);

    const second = preload();
    expect(second).not.toBe(first);
    expect(module.load).toHaveBeenCalledTimes(2);
    module.finish();
    await second;
  });
});
