// @vitest-environment happy-dom
import '../../testing/setup-dom';
import { screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser } from '../../testing/build-user';
import { mockFetch } from '../../testing/mock-fetch';
import { App } from '../app';
import { PRERENDERED_PATH_ATTRIBUTE, renderSignedInShellWhilePending } from './pending-signed-in-shell';
import { renderSignedInScreen } from './render-screen';

const user = buildUser({ firstName: 'Alex', lastName: 'Morgan' });

describe('the prerendered Passport', () => {
  let root: Root | undefined;
  afterEach(() => {
    root?.unmount();
    document.body.innerHTML = '';
  });

  it('is the signed-in shell and the screen as they look before the golfer is known', async () => {
    const markup = await renderSignedInScreen('/my-courses');
    expect(markup).toContain('Document your journey through the world');
    expect(markup).toContain('aria-current="page" class="app-header__link" href="/my-courses"');
    expect(markup).toMatch(/class="[^"]*skeleton/);
    // The hero's buttons as they will stand: Download my passport waits, disabled, for the passport.
    expect(markup).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Download my passport/);
    // Nothing about anyone: no account menu, no name.
    expect(markup).not.toContain('Account menu');
    expect(markup).not.toContain(user.firstName);
    // The page's title leads, for the build to move it into the head.
    expect(markup).toMatch(/^<title>Passport · Fescue<\/title>/);
  });

  it('is adopted by the browser without a mismatch: the painted nodes stay, and the golfer arrives in them', async () => {
    const markup = (await renderSignedInScreen('/my-courses')).replace(/^<title>[^<]*<\/title>/, '');
    document.body.innerHTML = `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="/my-courses">${markup}</div>`;
    window.history.replaceState({}, '', '/my-courses');
    mockFetch({
      'GET /api/auth/user': { body: user },
      'GET /api/user/passport': { status: 503, body: { message: 'Try again shortly' } },
      'GET /api/achievements': { status: 503, body: { message: 'Try again shortly' } },
    });
    const tagline = document.querySelector('.passport-hero__tagline');
    const header = document.querySelector('.app-header');
    expect(tagline).not.toBeNull();
    const recoverable: unknown[] = [];
    const container = document.getElementById('root')!;
    // As main.tsx does on a prerendered page.
    renderSignedInShellWhilePending('/my-courses');
    startTransition(() => {
      root = hydrateRoot(container, <App />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(await screen.findByRole('button', { name: 'Account menu' }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(screen.getByText('Could not load your passport')).toBeInTheDocument());
    expect(document.querySelector('.passport-hero__tagline')).toBe(tagline);
    expect(document.querySelector('.app-header')).toBe(header);
    expect(recoverable).toEqual([]);
  });
});
