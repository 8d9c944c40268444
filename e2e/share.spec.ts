import { expect, test, type Page } from '@playwright/test';
import { collectReactErrors, expectNoSeriousA11yViolations, openSignedIn, uniqueEmail } from './support';

/** With SHOT_DIR set, pictures for a person to look at (outside the repository), at 1280 and 390 px. */
async function lookAt(page: Page, name: string) {
  const dir = process.env.SHOT_DIR;
  if (!dir) return;
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

test('a golfer publishes their map and Passport, a stranger opens it signed out, and the revoked link is gone', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  const reactErrors = collectReactErrors(page);
  const email = uniqueEmail('share', testInfo);
  await openSignedIn(page, email, '/my-courses');
  // A round at Pebble Beach, with a private note that must never show on the shared page.
  const round = await page.request.post('/api/rounds', {
    headers: { origin: new URL(baseURL ?? '').origin },
    data: { courseId: 'pebble-beach-golf-links', score: 84, playedAt: '2025-06-14', notes: 'my secret note' },
  });
  expect(round.status()).toBe(201);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Passport', level: 1 })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Share by link' });
  await expect(panel.getByText('No links yet: nothing is shared.')).toBeVisible({ timeout: 30_000 });
  await panel.getByLabel('Page title (optional)').fill('Golf on the Monterey coast');
  await panel.getByRole('button', { name: 'Create Link' }).click();
  const address = panel.getByRole('textbox', { name: 'Address of Golf on the Monterey coast' });
  await expect(address).toBeVisible({ timeout: 30_000 });
  const url = await address.inputValue();
  expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{22}$/);
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, 'share-panel');

  // A stranger: a fresh context with no session at all.
  const stranger = await browser.newContext({ serviceWorkers: 'block' });
  const visitor = await stranger.newPage();
  const html = await (await visitor.request.get(url)).text();
  expect(html).toContain('<meta property="og:title" content="Golf on the Monterey coast" />');
  expect(html).toMatch(/<meta property="og:description" content="1 course played in 1 country/);
  // The preview is the link's own card, drawn and uploaded by the golfer's browser: a PNG anyone can fetch.
  const image = /<meta property="og:image" content="(http[^"]+\/photos\/[0-9A-Z]{26}\.png)" \/>/.exec(
    html,
  )?.[1];
  expect(image, 'og:image is the link’s card').toBeDefined();
  expect(html).toContain(`<meta name="twitter:image" content="${image}" />`);
  const card = await visitor.request.get(image ?? '');
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  expect([...(await card.body()).subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(html).not.toContain(email);
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { name: 'Golf on the Monterey coast', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(visitor.getByRole('button', { name: /^Countries/ })).toContainText('1', { timeout: 30_000 });
  // A stranger reads the golfer's numbers in the third person, never "Your Numbers".
  await expect(
    visitor.getByRole('heading', { name: 'Golf on the Monterey coast’s numbers', level: 2 }),
  ).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Your Numbers' })).toHaveCount(0);
  await expect(visitor.locator('.course-map__canvas[data-state="ready"]')).toBeAttached({ timeout: 60_000 });
  // No app chrome that needs a session, and nothing of the golfer.
  await expect(visitor.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  const text = await visitor.locator('body').innerText();
  expect(text).not.toContain(email);
  expect(text).not.toContain('my secret note');
  await expectNoSeriousA11yViolations(visitor);
  await lookAt(visitor, 'shared-page');

  // Revoke, after confirming.
  await panel.getByRole('button', { name: 'Revoke…' }).click();
  await panel.getByRole('button', { name: 'Revoke Link' }).click();
  await expect(page.getByText('Link Revoked', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText('No links yet: nothing is shared.')).toBeVisible();

  const gone = await visitor.request.get(url);
  expect(gone.status()).toBe(404);
  expect(await gone.text()).not.toContain('og:title');
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Page Not Found' })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(visitor);
  await lookAt(visitor, 'shared-page-revoked');
  await stranger.close();
  expect(reactErrors).toEqual([]);
});
