import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  collectReactErrors,
  expectNoSeriousA11yViolations,
  openSignedIn,
  saveScreenshot,
  uniqueEmail,
} from './support';

/** With SHOT_DIR set, screenshots at 1280 px and 390 px for a person to look at (outside the repository). */
async function lookAt(page: Page, testInfo: TestInfo, name: string) {
  if (!process.env.SHOT_DIR) return;
  const size = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // The map starts when scrolled near (it is below the fold): let it draw before the picture.
    const map = page.locator('.course-map').first();
    if ((await map.count()) > 0) {
      await map.scrollIntoViewIfNeeded();
      await page
        .locator('.course-map__canvas[data-state="ready"]')
        .first()
        .waitFor({ state: 'attached', timeout: 60_000 });
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    await page.screenshot({
      path: `${process.env.SHOT_DIR}/${name}-${width}-${testInfo.project.name}.png`,
      fullPage: true,
    });
  }
  if (size) await page.setViewportSize(size);
}

const figure = (page: Page, key: string) => page.locator(`.year-figure[data-figure="${key}"]`);

test('a golfer looks back on their year, switches year, and takes the image of it', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  // No share sheet in this browser: the image is downloaded, as on any browser that cannot share files.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  const reactErrors = collectReactErrors(page);
  await openSignedIn(page, uniqueEmail('year', testInfo), '/my-courses');
  await expect(page.getByRole('heading', { name: 'Passport', level: 1 })).toBeVisible({ timeout: 30_000 });

  // Rounds in two years: Pebble Beach in 2024 and again in 2025 (not new then), a nine at the Old Course
  // (Scotland: a new country in 2025) and Oakmont.
  const statuses = await page.evaluate(async () => {
    const rounds = [
      { courseId: 'pebble-beach-golf-links', score: 86, playedAt: '2024-06-01' },
      { courseId: 'pebble-beach-golf-links', score: 82, playedAt: '2025-03-01' },
      { courseId: 'old-course-st-andrews', score: 40, holes: 9, playedAt: '2025-07-12' },
      { courseId: 'oakmont-country-club', score: 79, playedAt: '2025-09-30' },
    ];
    const answers = [];
    for (const body of rounds) {
      const response = await fetch('/api/rounds', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      answers.push(response.status);
    }
    return answers;
  });
  expect(statuses).toEqual([201, 201, 201, 201]);

  // From the Passport to the latest year.
  await page.reload();
  await page.getByRole('link', { name: 'Year in golf' }).click();
  await expect(page).toHaveURL(/\/year$/);
  await expect(page.getByRole('heading', { name: 'Your 2025 in golf', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(figure(page, 'rounds')).toContainText('3');
  await expect(figure(page, 'holes')).toContainText('45');
  await expect(figure(page, 'new-courses')).toContainText('2');
  await expect(figure(page, 'new-countries')).toContainText('Scotland');
  await expect(figure(page, 'best')).toContainText('79');
  await expect(figure(page, 'most-played')).toContainText('Oakmont');
  // A dozen lists move with three courses: six shown, the rest behind Show all.
  const collections = page.getByRole('region', { name: 'Collections advanced' });
  await expect(collections.getByRole('listitem')).toHaveCount(6);
  await collections.getByRole('button', { name: /^Show all \d+ collections$/ }).click();
  await expect(collections).toContainText('Open Championship venues');
  const years = page.getByRole('navigation', { name: 'Years of golf' });
  await expect(years.getByRole('link', { name: /^2025/ })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'year-in-golf');
  await saveScreenshot(page, testInfo, 'year-in-golf');
  expect(reactErrors).toEqual([]);

  // The image: a PNG of the share card's size.
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Share my year' }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('fescue-2025-in-golf.png');
  const png = await readFile(await download.path());
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(png.readUInt32BE(16)).toBe(1200);
  expect(png.readUInt32BE(20)).toBe(630);
  expect(png.length).toBeGreaterThan(10_000);
  expect(png.length).toBeLessThan(2_000_000);

  // The year before, by keyboard from the switcher.
  await years.getByRole('link', { name: /^2024/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/year\/2024$/);
  await expect(page.getByRole('heading', { name: 'Your 2024 in golf', level: 1 })).toBeVisible();
  await expect(figure(page, 'rounds')).toContainText('1');
  await expect(figure(page, 'new-courses')).toContainText('1');
  await expect(years.getByRole('link', { name: /^2024/ })).toHaveAttribute('aria-current', 'page');

  // A year without rounds: said so, with the years that have some still offered.
  await page.goto('/year/2019');
  await expect(page.getByText('No rounds in 2019')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Share my year' })).toBeDisabled();
  await expect(years.getByRole('link', { name: /^2025/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'year-in-golf-empty');
});
