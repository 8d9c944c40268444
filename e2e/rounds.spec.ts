import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { greenPng } from './png-fixture';
import {
  expectNoSeriousA11yViolations,
  openSignedIn,
  saveScreenshot,
  signInThroughProvider,
  uniqueEmail,
} from './support';

const golferEmail = (project: string) => `e2e-rounds-${project}@fescue.golf`;

/** With SHOT_DIR set, a screenshot for a person to look at (outside the repository). */
async function lookAt(page: Page, testInfo: TestInfo, name: string) {
  if (process.env.SHOT_DIR)
    await page.screenshot({
      path: `${process.env.SHOT_DIR}/${name}-${testInfo.project.name}.png`,
      fullPage: true,
    });
}

test('a golfer adds a round with a photo and sees it in Recent Rounds', async ({ page }, testInfo) => {
  // The rating dialog is downloaded when first opened, and the photo is uploaded: on two cores shared by a
  // team the whole flow has run past two minutes with every step passing.
  test.setTimeout(240_000);
  await openSignedIn(page, golferEmail(testInfo.project.name));
  await expect(page.getByRole('button', { name: 'Add New Round' })).toBeEnabled();
  await lookAt(page, testInfo, 'dashboard-before');

  await page.getByRole('button', { name: 'Add New Round' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Round' });
  await expect(form).toBeVisible();

  // Nothing picked: the one message, inline under the field, nothing sent.
  await form.getByRole('button', { name: 'Add Round' }).click();
  await expect(form.getByText('Please select a course and enter your score').first()).toBeVisible();

  await form.getByRole('button', { name: 'Select a course' }).click();
  const picker = page.getByRole('dialog', { name: 'Find or Create Course' });
  await picker.getByRole('combobox', { name: 'Search courses' }).fill('pebb');
  await picker.getByRole('option', { name: /Pebble Beach Golf Links/ }).click();
  await expect(form.getByText('Pebble Beach Golf Links')).toBeVisible();
  // Focus comes back into the form, on the control that replaced Select a course.
  await expect(form.getByRole('button', { name: 'Change' })).toBeFocused();
  await expect(form.getByLabel('Course Architect (optional)')).not.toHaveValue('');

  await form.getByLabel('Score', { exact: true }).fill('84');
  await form.getByLabel('Date Played').fill('2026-05-03');
  // The one rating dialog and scale (0-10 in half steps), as everywhere a course is rated.
  await form.getByRole('button', { name: 'Rate your experience' }).click();
  const rating = page.getByRole('dialog', { name: 'Rate Your Experience' });
  await expect(rating.getByRole('radio')).toHaveCount(0);
  await rating.getByRole('slider', { name: 'Overall Experience' }).press('End');
  const scenery = rating.getByRole('slider', { name: 'Landscape & Scenery' });
  await scenery.press('End');
  await scenery.press('ArrowLeft');
  await scenery.press('ArrowLeft');
  await expect(scenery).toHaveAttribute('aria-valuenow', '9');
  await lookAt(page, testInfo, 'rating-dialog');
  await rating.getByRole('button', { name: 'Add to Round' }).click();
  await expect(rating).toBeHidden();
  await expect(form.getByText('9.5/10')).toBeVisible();

  // A text file renamed .png is refused before upload: it would show as a broken picture everywhere.
  await form
    .getByLabel('Round Photo (optional)')
    .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await expect(form.getByRole('alert')).toContainText('Photo must be an image file');
  await expect(form.getByRole('img', { name: 'Round photo preview' })).toBeHidden();

  await form
    .getByLabel('Round Photo (optional)')
    .setInputFiles({ name: 'eighteenth.png', mimeType: 'image/png', buffer: greenPng() });
  await expect(form.getByRole('img', { name: 'Round photo preview' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'add-round');
  await saveScreenshot(page, testInfo, 'add-round', { fullPage: false });

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

  // Rate Course: the round's ratings come back, one more is added and the row's sub-scores follow.
  // The success toast goes by itself after 5 s; on a slow machine it may be gone already.
  const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
  if (await dismiss.isVisible()) await dismiss.click().catch(() => undefined);
  await row.getByRole('button', { name: /^Rate Course Pebble Beach Golf Links/ }).click();
  const rate = page.getByRole('dialog', { name: 'Rate Your Experience' });
  // The 10 given in Add Round comes back as 10.
  await expect(rate.getByRole('slider', { name: 'Overall Experience' })).toHaveAttribute(
    'aria-valuenow',
    '10',
  );
  const design = rate.getByRole('slider', { name: 'Architecture & Design' });
  await design.focus();
  for (let step = 0; step < 12; step += 1) await design.press('ArrowRight');
  await expect(design).toHaveAttribute('aria-valuenow', '6');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'rate-course', { fullPage: false });
  await rate.getByRole('button', { name: 'Submit Rating' }).click();
  await expect(page.getByText('Rating Submitted!', { exact: true })).toBeVisible();
  await expect(rate).toBeHidden();
  await expect(row).toContainText('6.0/10'); // Design: 6 of 10

  // The same round, photo and all, in Round History.
  await recent.getByRole('link', { name: /View All/ }).click();
  await expect(page.getByRole('heading', { name: 'Round History', level: 1 })).toBeVisible();
  const card = page.getByRole('article', { name: 'Pebble Beach Golf Links, May 3, 2026' });
  await expect(card).toContainText('84 (+12)');
  await expect(card.locator('img')).toHaveAttribute('src', /^\/photos\//);
});

/** The shortest add-round flow from the dashboard: course, score and date, nothing optional. */
async function addPebbleBeachRound(page: Page, score: number, playedAt: string) {
  await page.getByRole('button', { name: 'Add New Round' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Round' });
  await form.getByRole('button', { name: 'Select a course' }).click();
  const picker = page.getByRole('dialog', { name: 'Find or Create Course' });
  await picker.getByRole('combobox', { name: 'Search courses' }).fill('pebb');
  await picker.getByRole('option', { name: /Pebble Beach Golf Links/ }).click();
  await expect(form.getByText('Pebble Beach Golf Links')).toBeVisible();
  await form.getByLabel('Score', { exact: true }).fill(String(score));
  await form.getByLabel('Date Played').fill(playedAt);
  await form.getByRole('button', { name: 'Add Round' }).click();
  await expect(page.getByText('Round Added Successfully', { exact: true })).toBeVisible();
  await expect(form).toBeHidden();
}

test('a golfer edits, exports, deletes and re-imports a round in Round History', async ({
  page,
}, testInfo) => {
  // A golfer of their own (per project and run), so the archive starts empty and the counts are exact.
  // Signed in through the provider's form: with openSignedIn this test's first toast (Round Added
  // Successfully) came ten seconds late on the phone project, three runs out of three (not yet understood).
  await signInThroughProvider(page, uniqueEmail('history', testInfo));
  await expect(page.getByRole('button', { name: 'Add New Round' })).toBeEnabled();
  await addPebbleBeachRound(page, 84, '2026-05-03');

  await page.goto('/rounds');
  await expect(page.getByRole('heading', { name: 'Round History', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Round History · Fescue');
  const card = page.getByRole('article', { name: 'Pebble Beach Golf Links, May 3, 2026' });
  await expect(card).toContainText('84 (+12)');
  await expect(page.getByText('Showing 1 of 1 total rounds')).toBeVisible();

  // Edit: a new score, saved and shown on the card.
  await card.getByRole('button', { name: 'Edit round at Pebble Beach Golf Links' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Round' });
  await expect(edit.getByLabel('Notes (optional)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await edit.getByLabel('Score', { exact: true }).fill('79');
  await edit.getByRole('button', { name: 'Update Round' }).click();
  await expect(page.getByText('Round Updated', { exact: true })).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(card).toContainText('79 (+7)');
  await lookAt(page, testInfo, 'history-edited');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'round-history');

  // Export: the CSV carries the course and the edited score.
  await page.getByRole('button', { name: 'Export Data' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export Data' });
  await expect(exportDialog.getByText('1 round ready.')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^fescue-rounds-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvPath = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(csvPath);
  const lines = (await readFile(csvPath, 'utf8')).trim().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  const headers = lines[0]!.split(',');
  const cells = lines[1]!.split(',');
  expect(cells[headers.indexOf('Course Name')]).toBe('Pebble Beach Golf Links');
  expect(cells[headers.indexOf('Score')]).toBe('79');
  expect(cells[headers.indexOf('Date Played')]).toMatch(/^2026-05-03/);

  // ...and the JSON carries every round with its course.
  // The dialog confirmed the download and closed; it opens again for the JSON.
  await expect(page.getByText('Export downloaded', { exact: true })).toBeVisible();
  await expect(exportDialog).toBeHidden();
  await page.getByRole('button', { name: 'Export Data' }).click();
  await expect(exportDialog.getByText('1 round ready.')).toBeVisible();
  const downloadingJson = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Download JSON' }).click();
  const jsonDownload = await downloadingJson;
  expect(jsonDownload.suggestedFilename()).toMatch(/^fescue-rounds-\d{4}-\d{2}-\d{2}\.json$/);
  const jsonPath = testInfo.outputPath(jsonDownload.suggestedFilename());
  await jsonDownload.saveAs(jsonPath);
  const archive = JSON.parse(await readFile(jsonPath, 'utf8')) as {
    rounds: Array<Record<string, unknown>>;
  };
  expect(archive.rounds).toHaveLength(1);
  expect(archive.rounds[0]).toMatchObject({
    score: 79,
    playedAt: '2026-05-03',
    course: { name: 'Pebble Beach Golf Links' },
  });
  await expect(exportDialog).toBeHidden();

  // Delete, after the confirmation: the archive is empty again.
  await card.getByRole('button', { name: 'Edit round at Pebble Beach Golf Links' }).click();
  await edit.getByRole('button', { name: 'Delete Round' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Round?' });
  await expect(confirm).toContainText('79 (+7)');
  await confirm.getByRole('button', { name: 'Delete Round' }).click();
  await expect(page.getByText('Round Deleted', { exact: true })).toBeVisible();
  // The round's Edit button is gone with it: focus lands on the page heading, not the page body.
  await expect(page.getByRole('heading', { name: 'Round History', level: 1 })).toBeFocused();
  await expect(page.getByText('No rounds found', { exact: true })).toBeVisible();
  await expect(page.getByText('Showing 0 of 0 total rounds')).toBeVisible();

  // Import the exported file: previewed, imported, and the round is back.
  await page.getByRole('button', { name: 'Import Rounds' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import Rounds' });
  await importDialog.getByLabel('CSV file').setInputFiles(csvPath);
  await expect(importDialog.getByText('1 row: 1 ready.')).toBeVisible();
  await expect(importDialog.getByRole('cell', { name: 'Pebble Beach Golf Links' })).toBeVisible();
  await importDialog.getByRole('button', { name: 'Import 1 round' }).click();
  await expect(importDialog).toContainText('Imported 1 round; skipped 0 already in your archive.');
  await lookAt(page, testInfo, 'history-imported');
  // Its own button, as a golfer who has read the result would close it.
  await importDialog.getByRole('button', { name: 'Done' }).click();
  await expect(importDialog).toBeHidden();
  await expect(card).toContainText('79 (+7)');
  await expect(page.getByText('Showing 1 of 1 total rounds')).toBeVisible();

  // The same file again adds nothing: the preview already knows the round is in the archive.
  await page.getByRole('button', { name: 'Import Rounds' }).click();
  await importDialog.getByLabel('CSV file').setInputFiles(csvPath);
  await expect(importDialog).toContainText('1 row: 0 ready, 1 already in your archive (skipped).');
  await expect(importDialog.getByText('Already in your archive', { exact: true })).toBeVisible();
  await expect(importDialog.getByRole('button', { name: 'Import 0 rounds' })).toBeDisabled();
  await importDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(importDialog).toBeHidden();
  await expect(page.getByText('Showing 1 of 1 total rounds')).toBeVisible();
});
