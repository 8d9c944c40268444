// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { act, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { App } from '../app';
import {
  PRERENDERED_PATH_ATTRIBUTE,
  PRERENDERED_SIGNED_OUT_ATTRIBUTE,
  renderLandingWhilePending,
} from './pending-signed-in-shell';
import { renderLandingPage } from './render-screen';

// A file of its own: the session check's answer is the app's for the whole load (module state), and here
// nobody is signed in from the start.
vi.setConfig({ testTimeout: 30_000 });

describe('the prerendered landing page', () => {
  let root: Root | undefined;
  afterEach(() => {
    root?.unmount();
    document.body.innerHTML = '';
  });

  it('is the landing page, whole, and is adopted as built while the session check answers nobody', async () => {
    const markup = await renderLandingPage();
    expect(markup.startsWith('<title>Fescue · Your golf travel archive</title>')).toBe(true);
    expect(markup).toContain('Start Your Journey');
    expect(markup).not.toContain('Loading...');
    document.body.innerHTML = `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="/" ${PRERENDERED_SIGNED_OUT_ATTRIBUTE}>${markup.replace(/^<title>[^<]*<\/title>/, '')}</div>`;
    window.history.replaceState({}, '', '/');
    const answer = Promise.withResolvers<void>();
    const answers = mockFetch({ 'GET /api/auth/user': { status: 401, body: { message: 'Unauthorized' } } });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/api/auth/user')) await answer.promise;
      return answers(input, init);
    });
    const title = document.getElementById('landing-title');
    const recoverable: unknown[] = [];
    // As main.tsx does on the prerendered landing page.
    renderLandingWhilePending();
    startTransition(() => {
      root = hydrateRoot(document.getElementById('root')!, <App />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    // Before the answer: the landing page as built, not the loading screen.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.getElementById('landing-title')).toBe(title);
    expect(screen.queryByText('Loading...')).toBeNull();
    answer.resolve();
    await waitFor(() => expect(document.cookie).not.toContain('fescue_signed_in=1'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.getElementById('landing-title')).toBe(title);
    expect(recoverable).toEqual([]);
    vi.unstubAllGlobals();
  });
});
