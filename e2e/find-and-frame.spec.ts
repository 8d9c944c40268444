import { expect as baseExpect, test, type Page, type TestInfo } from '@playwright/test';
import { inflateSync } from 'node:zlib';
import { openSignedIn, uniqueEmail } from './support';

// A software-rendered WebGL map on a busy machine: patient.
const expect = baseExpect.configure({ timeout: 30_000 });

/** With SHOT_DIR set, a screenshot for a person to look at (outside the repository). */
async function lookAt(page: Page, testInfo: TestInfo, name: string) {
  if (process.env.SHOT_DIR)
    await page.screenshot({ path: `${process.env.SHOT_DIR}/${name}-${testInfo.project.name}.png` });
}

test('the course picker finds courses by their region, county and country', async ({ page }, testInfo) => {
  await openSignedIn(page, uniqueEmail('find-by-place', testInfo), '/club-profiles');
  await page.getByRole('button', { name: 'Find a course' }).click();
  const finder = page.getByRole('dialog', { name: 'Find a course' });
  const box = finder.getByRole('combobox', { name: 'Search courses' });
  const results = finder.getByRole('listbox', { name: 'Courses in Fescue' });

  await box.fill('fife');
  await expect(results.getByRole('option', { name: /St Andrews Links \(Old Course\)/ })).toBeVisible();
  await expect(results.getByRole('option', { name: /Kingsbarns/ })).toBeVisible();
  for (const option of await results.getByRole('option').all()) await expect(option).toContainText('Fife');

  await box.fill('japan');
  await expect(results.getByRole('option').first()).toContainText('Japan');
  expect(await results.getByRole('option').count()).toBeGreaterThanOrEqual(5);
  for (const option of await results.getByRole('option').all()) await expect(option).toContainText('Japan');

  await box.fill('county kerry');
  await expect(results.getByRole('option', { name: /Ballybunion/ }).first()).toBeVisible();
  for (const option of await results.getByRole('option').all())
    await expect(option).toContainText('County Kerry');
  await expect(finder.getByText('No courses found')).toHaveCount(0);
  await lookAt(page, testInfo, 'find-by-place');
});

/** A public course far from the world view's centre (20, 0): New Zealand's North Island. */
const COURSE_ID = 'cape-kidnappers-golf-course';

/** The RGBA pixels of a PNG as Chromium writes screenshots (8-bit RGB or RGBA, not interlaced). */
function decodePng(png: Buffer): { width: number; height: number; pixels: Uint8Array } {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const channels = png[25] === 6 ? 4 : 3;
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += length + 12;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rows = new Uint8Array(height * stride);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x += 1) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const left = x >= channels ? rows[y * stride + x - channels]! : 0;
      const up = y > 0 ? rows[(y - 1) * stride + x]! : 0;
      const upLeft = x >= channels && y > 0 ? rows[(y - 1) * stride + x - channels]! : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      };
      const predictor = [0, left, up, (left + up) >> 1, filter === 4 ? paeth() : 0][filter ?? 0] ?? 0;
      rows[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  const pixels = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    pixels.set(rows.subarray(i * channels, i * channels + 3), i * 4);
    pixels[i * 4 + 3] = channels === 4 ? rows[i * channels + 3]! : 255;
  }
  return { width, height, pixels };
}

/**
 * Where the map shows played-green pixels (the golfer's marker), measured on a screenshot of the map: their
 * centre in page pixels, or null when none is drawn. The marker is a green disc with a white ring.
 */
async function playedMarkerCentre(page: Page): Promise<{ x: number; y: number } | null> {
  const map = page.locator('.course-map__canvas').first();
  const box = await map.boundingBox();
  if (!box) return null;
  const { width, height, pixels } = decodePng(await map.screenshot());
  let [count, sumX, sumY] = [0, 0, 0];
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      // #2e7d32, the played colour, within a little for anti-aliasing.
      const near =
        Math.abs(pixels[at]! - 0x2e) < 16 &&
        Math.abs(pixels[at + 1]! - 0x7d) < 16 &&
        Math.abs(pixels[at + 2]! - 0x32) < 16;
      if (near) [count, sumX, sumY] = [count + 1, sumX + x, sumY + y];
    }
  if (count < 20) return null;
  const scale = width / box.width;
  return { x: box.x + sumX / count / scale, y: box.y + sumY / count / scale };
}

for (const width of [1280, 390]) {
  test(`the dashboard map frames a single logged course, clear of its controls, at ${width} px`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 844 });
    await openSignedIn(page, uniqueEmail(`frame-${width}`, testInfo), '/');
    const origin = new URL(page.url()).origin;
    const created = await page.request.post('/api/rounds', {
      headers: { origin },
      data: { courseId: COURSE_ID, score: 84, playedAt: '2026-03-14' },
    });
    expect(created.status()).toBe(201);
    await page.reload();

    const map = page.locator('.course-map').first();
    await map.scrollIntoViewIfNeeded();
    await expect(page.locator('.course-map canvas.maplibregl-canvas').first()).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.locator('.course-map__canvas[data-state="ready"]').first()).toBeAttached({
      timeout: 60_000,
    });
    await map.scrollIntoViewIfNeeded();

    const marker = await playedMarkerCentre(page);
    expect(marker, 'the played marker is drawn on the map').not.toBeNull();
    const canvas = (await page.locator('.course-map__canvas').first().boundingBox())!;
    // On the canvas, well inside its edges...
    expect(marker!.x).toBeGreaterThan(canvas.x + 16);
    expect(marker!.x).toBeLessThan(canvas.x + canvas.width - 16);
    expect(marker!.y).toBeGreaterThan(canvas.y + 16);
    expect(marker!.y).toBeLessThan(canvas.y + canvas.height - 16);
    // ...and under none of its controls (the attribution's info button).
    for (const control of await page.locator('.course-map .maplibregl-ctrl').all()) {
      const rect = await control.boundingBox();
      if (!rect) continue;
      const under =
        marker!.x > rect.x - 8 &&
        marker!.x < rect.x + rect.width + 8 &&
        marker!.y > rect.y - 8 &&
        marker!.y < rect.y + rect.height + 8;
      expect(under, 'the marker is clear of the map controls').toBe(false);
    }
    await lookAt(page, testInfo, `dashboard-map-one-course-${width}`);
  });
}
