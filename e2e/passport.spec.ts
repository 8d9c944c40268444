import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  collectReactErrors,
  expectNoSeriousA11yViolations,
  openSignedIn,
  saveScreenshot,
  uniqueEmail,
} from './support';

/** With SHOT_DIR set, a screenshot for a person to look at (outside the repository). */
async function lookAt(page: Page, testInfo: TestInfo, name: string) {
  if (process.env.SHOT_DIR)
    await page.screenshot({
      path: `${process.env.SHOT_DIR}/${name}-${testInfo.project.name}.png`,
      fullPage: true,
    });
}

const tile = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label}`) });

test('a golfer logs rounds at a US Open venue and a links course and sees the passport count them', async ({
  page,
}, testInfo) => {
  // Sign-in, two rounds, four axe checks and a download: more than the default two minutes on a busy machine.
  test.setTimeout(300_000);
  // The page arrives prerendered (scripts/build/prerender-screens.ts): keep the hero's tagline as the HTML
  // painted it, to check below that React adopted that node rather than drawing the page again.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { paintedTagline?: Element | null }).paintedTagline =
        document.querySelector('.passport-hero__tagline');
    });
  });
  const reactErrors = collectReactErrors(page);
  // A new golfer each run: the figures below are this golfer's rounds and nobody else's.
  await openSignedIn(page, uniqueEmail('passport', testInfo), '/my-courses');
  // The page's chunk loads on first visit: patient on a busy machine.
  await expect(page.getByRole('heading', { name: 'Passport', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(tile(page, 'US Open Venues')).toContainText('0', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const adopted = await page.evaluate(() => {
    const painted = (window as { paintedTagline?: Element | null }).paintedTagline;
    return painted != null && painted === document.querySelector('.passport-hero__tagline');
  });
  expect(adopted, 'the prerendered hero is the one on screen').toBe(true);
  expect(reactErrors).toEqual([]);
  await expect(page.getByText('Start building your golf passport')).toBeVisible();

  // A round at Pebble Beach (US Open venue) through the page's own Add a Round dialog.
  await page.getByRole('button', { name: 'Add a Round' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Round' });
  await form.getByRole('button', { name: 'Select a course' }).click();
  const picker = page.getByRole('dialog', { name: 'Find or Create Course' });
  await picker.getByRole('combobox', { name: 'Search courses' }).fill('pebb');
  await picker.getByRole('option', { name: /Pebble Beach Golf Links/ }).click();
  await form.getByLabel('Score', { exact: true }).fill('84');
  await form.getByLabel('Date played').fill('2025-12-31');
  await form.getByRole('button', { name: 'Add Round' }).click();
  await expect(page.getByText('Round Added Successfully', { exact: true })).toBeVisible({ timeout: 30_000 });

  // A 9-hole round at the Old Course (a links) the next day, straight through the API from the page.
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/rounds', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        courseId: 'old-course-st-andrews',
        score: 40,
        holes: 9,
        playedAt: '2026-01-01',
      }),
    });
    return response.status;
  });
  expect(status).toBe(201);
  await page.reload();

  await expect(tile(page, 'US Open Venues')).toContainText('1', { timeout: 30_000 });
  await expect(tile(page, 'Links Courses')).toContainText('1');
  await expect(tile(page, 'Open Championship Venues')).toContainText('1');
  await expect(tile(page, 'Countries Visited')).toContainText('2');
  await expect(tile(page, 'Consecutive Days Played')).toContainText('2');
  await expect(tile(page, 'Top 100 Courses')).toContainText('No ranking list on this site');
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'passport');
  await saveScreenshot(page, testInfo, 'passport');

  // One dialog at a time: the US Open venues, with Pebble Beach in it.
  await tile(page, 'US Open Venues').click();
  const dialog = page.getByRole('dialog', { name: 'US Open Venues' });
  await expect(dialog).toContainText('Pebble Beach Golf Links');
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'passport-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await tile(page, 'Most Holes in One Day').click();
  await expect(page.getByRole('dialog', { name: 'Most Holes in One Day' })).toContainText('9 holes');
  await page.keyboard.press('Escape');

  // Filters: the search keeps the Old Course only, Clear Filters brings both back.
  await expect(page.getByText('2 Destinations', { exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search courses' }).fill('old course');
  await expect(page.getByText('1 Destination', { exact: true })).toBeVisible();
  await expect(page.getByText('Showing 1 of 2 destinations')).toBeVisible();
  await expect(page.getByRole('article', { name: /Old Course/ })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByText('Showing 2 of 2 destinations')).toBeVisible();

  // The heart puts a played course on the bucket list too; it counts once, as played (as on the map and the
  // dashboard): the Bucket List tile counts the courses still to play.
  await page.getByRole('button', { name: 'Add Pebble Beach Golf Links to your bucket list' }).click();
  await expect(page.getByText('Added to bucket list', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('button', { name: 'Remove Pebble Beach Golf Links from your bucket list' }),
  ).toBeVisible();
  await expect(tile(page, 'Bucket List')).toContainText('0', { timeout: 30_000 });

  // Course details with the golfer's rounds there.
  await page.getByRole('button', { name: 'Details of Pebble Beach Golf Links' }).click();
  const details = page.getByRole('dialog', { name: 'Pebble Beach Golf Links' });
  await expect(details.getByText('Your Rounds at This Course')).toBeVisible();
  await expect(details).toContainText('Dec 31, 2025', { timeout: 30_000 });
  await page.keyboard.press('Escape');

  // Tabs: Round History with Delete, then Map View's destinations.
  await page.getByRole('tab', { name: 'Round History' }).click();
  await expect(page.getByRole('button', { name: /^Delete round at Pebble Beach Golf Links/ })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: /^Delete round at Pebble Beach Golf Links/ }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Are you sure you want to delete this round from Pebble Beach Golf Links? This action cannot be undone and will remove the round from your statistics.',
  );
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Showing 2 of 2 total rounds')).toBeVisible();
  // The Passport's filters hold on this tab too: the search keeps the Old Course's round only.
  await page.getByRole('searchbox', { name: 'Search courses' }).fill('old course');
  await expect(page.getByText('Showing 1 of 2 total rounds')).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^Delete round at St Andrews Links \(Old Course\)/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Delete round at Pebble Beach Golf Links/ })).toBeHidden();
  await lookAt(page, testInfo, 'passport-rounds');
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByText('Showing 2 of 2 total rounds')).toBeVisible();
  await page.getByRole('tab', { name: 'Map View' }).click();
  await expect(page.getByRole('heading', { name: 'Destinations in View' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Map of your 2 destinations' })).toBeVisible({
    timeout: 30_000,
  });
  // Destinations in View follows the map: both while it is framed on them, none once zoomed in between.
  await expect(page.locator('.passport-map .course-map__canvas[data-state="ready"]')).toBeAttached({
    timeout: 60_000,
  });
  await expect(page.getByText('All 2 on the map')).toBeVisible();
  await page.locator('.passport-map canvas.maplibregl-canvas').focus();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('Shift+Equal');
  await expect(page.getByText('0 of 2 on the map')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/None of your destinations is in this part of the map/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'passport-map-tab');

  // The share card downloads as a PNG.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my passport' }).click();
  expect((await download).suggestedFilename()).toBe('fescue-golf-passport.png');
});

test.describe('the prerendered Passport before its code has arrived', () => {
  // The service worker would answer the visit with index.html instead of the prerendered page.
  test.use({ serviceWorkers: 'block' });

  test('a button pressed then is pressed again once the app has the page', async ({ page }, testInfo) => {
    await openSignedIn(page, uniqueEmail('passport-early', testInfo), '/');
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The app's entry held back (routing also turns the HTTP cache off): the page is only its HTML.
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // Module scripts (the boot script) have run by DOMContentLoaded.
    await page.goto('/my-courses', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Add a Round' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog', { name: 'Add New Round' })).toBeVisible({ timeout: 30_000 });
  });
});
