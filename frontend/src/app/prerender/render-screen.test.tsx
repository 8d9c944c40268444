// @vitest-environment happy-dom
import '@/testing/setup-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRERENDERED_PAGE_LIVE_EVENT } from '#shared/web/prerendered-screens';
import { buildUser } from '@/testing/build-user';
import { mockFetch } from '@/testing/mock-fetch';
import { App } from '../app';
import { PRERENDERED_PATH_ATTRIBUTE, renderSignedInShellWhilePending } from './pending-signed-in-shell';
import { renderSignedInScreen } from './render-screen';

// Each test loads whole screens' code, transformed on demand: seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const user = buildUser({ firstName: 'Alex', lastName: 'Morgan' });
const unavailable = { status: 503, body: { message: 'Try again shortly' } };

const screens = [
  {
    name: 'Passport',
    path: '/my-courses',
    title: 'Passport · Fescue',
    lead: 'Document your journey through the world',
    link: 'aria-current="page" class="app-header__link" href="/my-courses"',
    painted: '.passport-hero__tagline',
    answers: { 'GET /api/user/passport': unavailable, 'GET /api/achievements': unavailable },
    adopted: () => screen.getByText('Could not load your passport'),
  },
  {
    name: 'dashboard',
    path: '/',
    title: 'Dashboard · Fescue',
    lead: 'The home of your golf travel archive:',
    link: 'aria-current="page" class="app-header__link" href="/"',
    painted: '.dashboard-hero__intro',
    answers: Object.fromEntries(
      [
        'GET /api/user/stats',
        'GET /api/rounds/recent',
        'GET /api/user/architect-stats',
        'GET /api/user/bucket-list',
        'GET /api/user/map',
        'GET /api/achievements/recommendations',
        'GET /api/achievements',
      ].map((route) => [route, unavailable]),
    ),
    adopted: () => screen.getByRole('heading', { level: 1, name: 'Welcome back, Alex' }),
  },
] as const;

describe.each(screens)('the prerendered $name', (page) => {
  let root: Root | undefined;
  afterEach(() => {
    root?.unmount();
    document.body.innerHTML = '';
  });

  it('is the signed-in shell and the screen as they look before the golfer is known', async () => {
    const markup = await renderSignedInScreen(page.path);
    expect(markup).toContain(page.lead);
    expect(markup).toContain(page.link);
    expect(markup).toMatch(/class="[^"]*skeleton/);
    // Nothing about anyone: no account menu, no name.
    expect(markup).not.toContain('Account menu');
    expect(markup).not.toContain(user.firstName);
    // The page's title leads, for the build to move it into the head.
    expect(markup.startsWith(`<title>${page.title}</title>`)).toBe(true);
  });

  it('is adopted by the browser without a mismatch: the painted nodes stay, and the golfer arrives in them', async () => {
    const markup = (await renderSignedInScreen(page.path)).replace(/^<title>[^<]*<\/title>/, '');
    document.body.innerHTML = `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${page.path}">${markup}</div>`;
    window.history.replaceState({}, '', page.path);
    mockFetch({ 'GET /api/auth/user': { body: user }, ...page.answers });
    const painted = document.querySelector(page.painted);
    const header = document.querySelector('.app-header');
    expect(painted).not.toBeNull();
    const recoverable: unknown[] = [];
    const container = document.getElementById('root')!;
    // As main.tsx does on a prerendered page.
    renderSignedInShellWhilePending();
    startTransition(() => {
      root = hydrateRoot(container, <App />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(await screen.findByRole('button', { name: 'Account menu' }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(page.adopted()).toBeInTheDocument());
    expect(document.querySelector(page.painted)).toBe(painted);
    expect(document.querySelector('.app-header')).toBe(header);
    expect(recoverable).toEqual([]);
  });
});

describe('the prerendered Passport', () => {
  it("stands with its hero's buttons as they will stand: Download my passport waits, disabled", async () => {
    const markup = await renderSignedInScreen('/my-courses');
    expect(markup).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Download my passport/);
  });
});

describe('the prerendered dashboard', () => {
  it('greets nobody by name, by the hour or as one back (it may be a first visit), which it cannot know at build time, and holds their lines', async () => {
    const markup = await renderSignedInScreen('/');
    expect(markup).toMatch(/<p class="dashboard-hero__eyebrow">\u00a0<\/p>/);
    // The name's place is held by a placeholder (on a phone, on a line of its own).
    expect(markup).toMatch(
      /<h1 [^>]*>Welcome,(?:<!-- -->)? (?:<!-- -->)?<span class="dashboard-hero__name"><span aria-hidden="true" class="skeleton dashboard-hero__name-placeholder"><\/span><\/span><\/h1>/,
    );
    expect(markup).not.toMatch(/Good (morning|afternoon|evening)/);
  });
});

describe('a prerendered page before the session check answers', () => {
  let root: Root | undefined;
  afterEach(() => {
    root?.unmount();
    document.body.innerHTML = '';
  });

  it('opens a link followed then in the same signed-in shell, not a blank loading screen', async () => {
    const markup = (await renderSignedInScreen('/')).replace(/^<title>[^<]*<\/title>/, '');
    document.body.innerHTML = `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="/">${markup}</div>`;
    window.history.replaceState({}, '', '/');
    const answer = Promise.withResolvers<void>();
    const answers = mockFetch({
      'GET /api/auth/user': { body: user },
      ...screens[1].answers,
      ...screens[0].answers,
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/api/auth/user')) await answer.promise;
      return answers(input, init);
    });
    const header = document.querySelector<HTMLElement>('.app-header')!;
    let live = false;
    window.addEventListener(PRERENDERED_PAGE_LIVE_EVENT, () => (live = true), { once: true });
    renderSignedInShellWhilePending();
    startTransition(() => {
      root = hydrateRoot(document.getElementById('root')!, <App />);
    });
    // Once React has the page (before then, the page's boot script holds presses), follow the header's link.
    await waitFor(() => expect(live).toBe(true), { timeout: 5000 });
    act(() => within(header).getByRole('link', { name: 'Passport' }).click());
    await waitFor(() => expect(window.location.pathname).toBe('/my-courses'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.querySelector('.app-header')).toBe(header);
    expect(screen.queryByText('Loading...')).toBeNull();
    answer.resolve();
    expect(await screen.findByRole('button', { name: 'Account menu' }, { timeout: 5000 })).toBeVisible();
    expect(document.querySelector('.app-header')).toBe(header);
  });
});
