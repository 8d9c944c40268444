import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page, type TestInfo } from '@playwright/test';
import { openSignedIn, uniqueEmail } from './support';

// The preview matches every course against the local stack: patient on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const SAMPLES = 'shared/imports/parsers/samples';

/** With SHOT_DIR set, a screenshot for a person to look at (outside the repository). */
async function lookAt(page: Page, testInfo: TestInfo, name: string) {
  if (process.env.SHOT_DIR)
    await page.screenshot({
      path: `${process.env.SHOT_DIR}/${name}-${testInfo.project.name}.png`,
      fullPage: true,
    });
}

test('a golfer imports an 18Birdies archive and a TheGrint paste, fixes a match, and undoes one import', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, uniqueEmail('imports', testInfo), '/import');
  await expect(page.getByRole('heading', { name: 'Import your golf' })).toBeVisible();
  await lookAt(page, testInfo, 'import-choose');

  // The 18Birdies archive names clubs without their towns: the golfer picks one course from the catalog.
  await page.locator('input[type="file"]').setInputFiles(`${SAMPLES}/18birdies-archive.json`);
  await expect(page.getByRole('heading', { name: /Check before importing/ })).toBeVisible({
    timeout: 60_000,
  });
  await lookAt(page, testInfo, 'import-preview');
  const pineHollow = page.getByRole('row', { name: /Pine Hollow Golf Club/ });
  await pineHollow.getByRole('button', { name: 'Search…' }).click();
  const finder = page.getByRole('dialog');
  await finder.getByRole('combobox').fill('Pebble Beach Golf Links');
  await finder
    .getByRole('option', { name: /Pebble Beach Golf Links/ })
    .first()
    .click();
  await expect(pineHollow.getByText('your choice')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Imported' })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByText(/round(s)? added/)).toBeVisible();
  await lookAt(page, testInfo, 'import-summary');
  await page.getByRole('button', { name: 'Import another file' }).click();

  // TheGrint's ranking, pasted: the layouts at their facilities are matched, the others become new courses.
  await page.getByLabel('Format').selectOption('thegrint');
  await page
    .getByLabel(/Or paste TheGrint/)
    .fill(readFileSync(`${SAMPLES}/thegrint-ranking-tabs.txt`, 'utf8'));
  await page.getByRole('button', { name: 'Read the paste' }).click();
  await expect(page.getByRole('heading', { name: /Check before importing/ })).toBeVisible({
    timeout: 60_000,
  });
  await expect(
    page.getByRole('row', { name: /Black \| Bethpage State Park/ }).getByText('Matched'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Imported' })).toBeVisible({ timeout: 120_000 });

  // The Passport counts the imported courses; the map shows them.
  await page.goto('/my-courses');
  await expect(page.getByText(/Bethpage State Park \(Black\)/).first()).toBeVisible();
  await page.goto('/map');
  await expect(page.locator('.course-map').first()).toBeVisible({ timeout: 60_000 });

  // Undo the paste's import: the list says it is undone.
  await page.goto('/import');
  const pasted = page.getByRole('listitem').filter({ hasText: 'pasted text' });
  await pasted.getByRole('button', { name: /Undo this import/ }).click();
  await expect(pasted.getByText('Undone')).toBeVisible({ timeout: 120_000 });
  await lookAt(page, testInfo, 'import-list');
});
