import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, uniqueEmail } from './support';

// A 390 px phone, where the world map widget sits below the first screen.
test.use({ viewport: { width: 390, height: 844 } });

/** Resolves at the page's next idle moment, and a little after: when a map waiting for idleness would start. */
async function idleMoment(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 500), { timeout: 5000 })),
  );
}

test('the dashboard does not start the world map below the fold, and starts it once scrolled to', async ({
  page,
}, testInfo) => {
  const mapCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/map-view-[^/]*\.js$/.test(request.url())) mapCode.push(request.url());
  });
  await openSignedIn(page, uniqueEmail('dashboard-map-widget', testInfo), '/');
  const widget = page.locator('.world-map-card .course-map');
  await expect(widget).toBeAttached({ timeout: 30_000 });
  const top = await widget.evaluate((element) => element.getBoundingClientRect().top);
  // Below the fold, and beyond the margin within which a map counts as near (course-map.tsx).
  expect(top).toBeGreaterThan(844 + 100);

  // The page is done with its first screen and idle: a map that started with it would be drawing by now.
  await idleMoment(page);
  await idleMoment(page);
  await expect(widget.locator('canvas.maplibregl-canvas')).toHaveCount(0);
  expect(mapCode).toEqual([]);

  await widget.scrollIntoViewIfNeeded();
  await expect(widget.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 60_000 });
  expect(mapCode).toHaveLength(1);
});
