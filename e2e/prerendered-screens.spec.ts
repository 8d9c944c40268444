import { expect, test } from '@playwright/test';
import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from '#shared/web/prerendered-screens';
import {
  collectReactErrors,
  expectNoSeriousA11yViolations,
  openSignedIn,
  saveScreenshot,
  uniqueEmail,
} from './support';

// The service worker would answer a second visit with index.html instead of the prerendered page.
test.use({ serviceWorkers: 'block' });

test('the dashboard arrives prerendered and the app adopts the painted page', async ({ page }, testInfo) => {
  // Keep the hero's intro as the HTML painted it, to check below that React adopted that node rather than
  // drawing the page again.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      Object.assign(window, {
        paintedIntro: document.querySelector('.dashboard-hero__intro'),
        prerenderedPath: root?.getAttribute('data-prerendered-path') ?? null,
      });
    });
  });
  const reactErrors = collectReactErrors(page);
  await openSignedIn(page, uniqueEmail('dashboard-prerendered', testInfo), '/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Good (morning|afternoon|evening)$/)).toBeVisible();
  // The golfer's numbers arrive in the tiles the HTML drew.
  await expect(page.locator('.dashboard-stats__tile', { hasText: 'Total Rounds' })).toContainText('0', {
    timeout: 30_000,
  });
  const adopted = await page.evaluate(() => {
    const { paintedIntro, prerenderedPath } = window as {
      paintedIntro?: Element | null;
      prerenderedPath?: string;
    };
    return {
      prerenderedPath,
      sameNode: paintedIntro != null && paintedIntro === document.querySelector('.dashboard-hero__intro'),
    };
  });
  expect(adopted).toEqual({ prerenderedPath: '/', sameNode: true });
  expect(reactErrors).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'dashboard-prerendered');
});

test('a signed-in hint that outlived its session shows the landing page, and goes', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '');
  await page
    .context()
    .addCookies([
      { name: SIGNED_IN_HINT_COOKIE, value: SIGNED_IN_HINT_VALUE, domain: origin.hostname, path: '/' },
    ]);
  // Served the prerendered dashboard: the session check answers nobody, and the landing page replaces it.
  await page.goto('/');
  await expect(page.getByRole('link', { name: /start your journey/i }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  await expect
    .poll(async () => (await page.context().cookies()).some(({ name }) => name === SIGNED_IN_HINT_COOKIE))
    .toBe(false);
  // Without it, the next signed-in-only page is the plain one, which sends the visitor to sign in.
  const html = await (await page.request.get('/my-courses')).text();
  expect(html).not.toContain('data-prerendered-path');
  await page.goto('/my-courses');
  await page.waitForURL((url) => url.pathname === '/login');
});
