import { expect as baseExpect, test, type Page, type TestInfo } from '@playwright/test';
import { greenPng } from './png-fixture';
import { expectNoSeriousA11yViolations, openSignedIn, uniqueEmail } from './support';

// The whole offline journey with the real service worker (the other specs block it, see the config).
test.use({ serviceWorkers: 'allow' });
// Patient waits: screens load their lazy chunks and data on two cores shared by a team's test runs.
const expect = baseExpect.configure({ timeout: 30_000 });

/** With SHOT_DIR set, a screenshot for a person to look at (outside the repository). */
async function lookAt(page: Page, testInfo: TestInfo, name: string) {
  if (process.env.SHOT_DIR)
    await page.screenshot({
      path: `${process.env.SHOT_DIR}/${name}-${testInfo.project.name}.png`,
      fullPage: true,
    });
}

/** The service worker has installed its precache and controls this page (after one reload on a first visit). */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

function statTile(page: Page, label: string) {
  return page
    .locator('.dashboard-stats__tile', { has: page.getByText(label, { exact: true }) })
    .locator('dd');
}

test('a golfer with no signal logs a round with a photo, and finds it in the archive once, back online', async ({
  page,
  context,
}, testInfo) => {
  // Sign-in, three screens online, three offline, axe four times and a sync: long on two busy cores.
  test.setTimeout(360_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await openSignedIn(page, uniqueEmail('offline', testInfo));
  // Patient waits (30 s) where a screen's lazy chunk and data arrive on a busy machine.
  await expect(page.getByRole('button', { name: 'Add New Round' })).toBeEnabled({ timeout: 30_000 });
  await waitForServiceWorker(page);

  // Installable: the manifest the page names, allowed by the CSP, with the icons browsers ask for.
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(manifestHref ?? '')).json()) as {
    display: string;
    start_url: string;
    icons: { sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  const csp = (await page.request.get('/')).headers()['content-security-policy'] ?? '';
  expect(csp).toContain("manifest-src 'self'");
  expect(csp).toMatch(/worker-src 'self'/);

  // What the golfer opened online: the dashboard, a course page and Round History (kept in IndexedDB).
  await expect(statTile(page, 'Total Rounds')).toHaveText('0');
  await page.goto('/course/pebble-beach-golf-links');
  await expect(page.getByRole('heading', { name: 'Pebble Beach Golf Links', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.goto('/rounds');
  await expect(page.getByRole('heading', { name: 'Round History', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.goto('/');
  await expect(statTile(page, 'Total Rounds')).toHaveText('0');

  // No signal, and a reload: the shell comes from the service worker's cache, the data from the device.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Offline: showing what this device last saw')).toBeVisible({ timeout: 30_000 });
  await expect(statTile(page, 'Total Rounds')).toHaveText('0');
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'offline-dashboard');

  // The Leaderboard was never opened online: it says it needs a connection, not four "..." cards.
  await page.goto('/achievements');
  await expect(page.getByText('Your Leaderboard needs a connection')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Achievements Earned', { exact: true })).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'offline-leaderboard');

  // The course page visited online opens offline too.
  await page.goto('/course/pebble-beach-golf-links');
  await expect(page.getByRole('heading', { name: 'Pebble Beach Golf Links', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Add New Round' })).toBeEnabled({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Add New Round' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Round' });
  await form.getByRole('button', { name: 'Select a course' }).click();
  const picker = page.getByRole('dialog', { name: 'Find or Create Course' });
  await expect(picker.getByText(/You are offline/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'offline-picker');
  await picker.getByRole('button', { name: /Pebble Beach Golf Links/ }).click();
  await expect(form.getByText('Pebble Beach Golf Links')).toBeVisible();
  await form.getByLabel('Score', { exact: true }).fill('84');
  await form.getByLabel('Date Played').fill('2026-05-03');
  await form
    .getByLabel('Round Photo (optional)')
    .setInputFiles({ name: 'eighteenth.png', mimeType: 'image/png', buffer: greenPng() });
  await expect(form.getByRole('img', { name: 'Round photo preview' })).toBeVisible();
  await form.getByRole('button', { name: 'Add Round' }).click();
  await expect(form).toBeHidden();

  // Shown at once, marked as waiting, with its photo from the device.
  const pending = page.getByRole('region', { name: /on this device/ });
  await expect(pending).toContainText('Pebble Beach Golf Links');
  await expect(pending).toContainText('Saved on this device, will sync');
  await expect
    .poll(() => pending.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(64);
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'offline-saved');

  // A reload while offline loses nothing.
  await page.reload();
  await expect(pending).toContainText('Saved on this device, will sync');

  // Back online: it syncs by itself, photo first, then the round, and the archive has it once.
  await context.setOffline(false);
  await expect(pending).toBeHidden({ timeout: 30_000 });
  // The panel went because its round reached the archive, and the golfer is told so.
  await expect(
    page.locator('.toast__description', { hasText: /kept on this device (is|are) now in your archive/ }),
  ).toBeVisible({ timeout: 30_000 });
  // Then, as after an online save, what the round earned (First Tee at least), once the sync toast has gone.
  await expect(page.locator('.toast__title', { hasText: /Achievements? Earned/ })).toBeVisible({
    timeout: 30_000,
  });
  await lookAt(page, testInfo, 'synced-achievement-toast');
  await expect(statTile(page, 'Total Rounds')).toHaveText('1');
  await expect(page.getByText('Offline: showing what this device last saw')).toBeHidden();

  await page.goto('/rounds');
  const cards = page.getByRole('article', { name: 'Pebble Beach Golf Links, May 3, 2026' });
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('84 (+12)');
  await expect(cards.first().locator('img')).toHaveAttribute('src', /^\/photos\//);
  await lookAt(page, testInfo, 'synced-history');

  const listed = await page.request.get('/api/rounds');
  const { rounds } = (await listed.json()) as { rounds: { score: number; imageUrl: string | null }[] };
  expect(rounds).toHaveLength(1);
  expect(rounds[0]?.imageUrl).toMatch(/^\/photos\//);
  expect(pageErrors).toEqual([]);
});

test.describe('before the service worker has kept the screens', () => {
  // The first seconds of a first visit: no worker yet, so a screen's code comes from the network or not at all.
  test.use({ serviceWorkers: 'block' });

  test('a screen whose code cannot download says so, and Reload opens it once back online', async ({
    page,
    context,
  }, testInfo) => {
    await openSignedIn(page, uniqueEmail('offline-chunk', testInfo));
    await expect(page.getByRole('button', { name: 'Add New Round' })).toBeEnabled({ timeout: 30_000 });
    await context.setOffline(true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Leaderboard' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'This screen needs a connection' });
    await expect(failed).toBeVisible({ timeout: 30_000 });
    await expect(failed.getByRole('button', { name: 'Reload' })).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await lookAt(page, testInfo, 'offline-screen-failed');

    // Back online, the message offers the page load that React.lazy needs to try a failed download again.
    await context.setOffline(false);
    const retry = page.getByRole('alert').filter({ hasText: 'This screen could not open' });
    await expect(retry).toBeVisible();
    await lookAt(page, testInfo, 'screen-failed-online');
    await retry.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'Leaderboard', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
  });
});
