import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { expectNoSeriousA11yViolations, saveScreenshot, signInThroughProvider } from './support';

const golferEmail = (project: string) => `e2e-rounds-${project}@fescue.golf`;

/** A real 64x48 RGB PNG (a green gradient), built here so the test needs no binary fixture. */
function greenPng(): Buffer {
  const width = 64;
  const height = 48;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) rows.set([40, 90 + y * 2, 50 + x], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** With SHOT_DIR set, a screenshot for a person to look at (outside the repository). */
async function lookAt(page: Page, testInfo: TestInfo, name: string) {
  if (process.env.SHOT_DIR)
    await page.screenshot({
      path: `${process.env.SHOT_DIR}/${name}-${testInfo.project.name}.png`,
      fullPage: true,
    });
}

test('a golfer adds a round with a photo and sees it in Recent Rounds', async ({ page }, testInfo) => {
  await signInThroughProvider(page, golferEmail(testInfo.project.name));
  await expect(page.getByRole('button', { name: 'Add New Round' })).toBeEnabled();
  await lookAt(page, testInfo, 'dashboard-before');

  await page.getByRole('button', { name: 'Add New Round' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Round' });
  await expect(form).toBeVisible();

  // Nothing picked: the spec's message, nothing sent.
  await form.getByRole('button', { name: 'Add Round' }).click();
  await expect(page.getByText('Missing Information', { exact: true })).toBeVisible();

  await form.getByRole('button', { name: 'Select a course' }).click();
  const picker = page.getByRole('dialog', { name: 'Find or Create Course' });
  await picker.getByRole('combobox', { name: 'Search courses' }).fill('pebb');
  await picker.getByRole('option', { name: /Pebble Beach Golf Links/ }).click();
  await expect(form.getByText('Pebble Beach Golf Links')).toBeVisible();
  await expect(form.getByLabel('Architect (optional)')).not.toHaveValue('');

  await form.getByLabel('Score').fill('84');
  await form.getByLabel('Date played').fill('2026-05-03');
  await form.getByRole('button', { name: 'Rate your experience' }).click();
  const rating = page.getByRole('dialog', { name: 'Rate Your Experience' });
  await rating.getByRole('group', { name: 'Overall Experience' }).getByText('5', { exact: true }).click();
  await rating.getByRole('group', { name: 'Landscape & Scenery' }).getByText('4', { exact: true }).click();
  await lookAt(page, testInfo, 'rating-dialog');
  await rating.getByRole('button', { name: 'Done' }).click();
  await expect(form.getByText('9.0/10')).toBeVisible();
  await expect(form.getByText('Exceptional')).toBeVisible();

  await form
    .getByLabel('Round photo (optional)')
    .setInputFiles({ name: 'eighteenth.png', mimeType: 'image/png', buffer: greenPng() });
  await expect(form.getByRole('img', { name: 'Preview of the round photo' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'add-round');
  await saveScreenshot(page, testInfo, 'add-round');

  await form.getByRole('button', { name: 'Add Round' }).click();
  await expect(page.getByText('Round Added Successfully', { exact: true })).toBeVisible();
  await expect(form).toBeHidden();

  const recent = page.locator('.card', { has: page.getByRole('heading', { name: 'Recent Rounds' }) });
  const row = recent.getByRole('listitem').filter({ hasText: 'Pebble Beach Golf Links' });
  await expect(row).toContainText('+12');
  await expect(row).toContainText('May 3, 2026 · 18 holes');
  const photo = row.locator('img');
  await expect(photo).toHaveAttribute('src', /^\/photos\//);
  // The uploaded photo is served back (re-encoded as JPEG by the browser).
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await expect(page.getByRole('heading', { name: 'Your numbers' }).locator('..')).toContainText('84');
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'dashboard-after');
  await saveScreenshot(page, testInfo, 'dashboard-with-round');
});
