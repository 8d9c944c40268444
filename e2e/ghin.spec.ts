import { expect as baseExpect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations, openSignedIn, uniqueEmail } from './support';

// Every step waits on the local stack's handlers, DynamoDB Local and the fake GHIN: patient on a busy machine.
const expect = baseExpect.configure({ timeout: 60_000 });

/** With SHOT_DIR set, a screenshot for a person to look at (outside the repository). */
async function lookAt(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  if (process.env.SHOT_DIR)
    await page.screenshot({ path: `${process.env.SHOT_DIR}/${name}-${testInfo.project.name}.png`, fullPage });
}

test('a golfer connects GHIN, imports 100 scores with no duplicates on a second sync, and sees the official index', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await openSignedIn(page, uniqueEmail('ghin', testInfo));
  // A fresh account's tile says "N/A", as Best Score and the header do (one empty value).
  const tile = page.locator('.dashboard-stats__tile').filter({ hasText: 'GHIN Index' });
  await expect(tile.locator('dd')).toHaveText('N/A');

  await page.getByRole('button', { name: 'GHIN Sync' }).click();
  const dialog = page.getByRole('dialog', { name: 'GHIN Sync' });
  await expect(dialog.getByRole('tab', { name: 'Full GHIN Sync' })).toHaveAttribute('aria-selected', 'true');
  // The login is the first thing a golfer who has not connected needs: in view without scrolling.
  await expect(dialog.getByLabel('GHIN password')).toBeInViewport();
  await expect(dialog.getByText('Not connected', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Fescue estimate, not an official Handicap Index')).toBeVisible();
  const history = dialog.getByRole('region', { name: 'Handicap history' });
  await expect(history).toContainText('No handicap history yet: connect GHIN or sync.');
  // The three tabs share one row, on the phone too.
  const tabTops = await dialog
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
  expect(new Set(tabTops).size).toBe(1);
  await lookAt(page, testInfo, 'ghin-dialog');
  await expectNoSeriousA11yViolations(page);

  // A refused login is told as it is: no demonstration data, no "Import Complete".
  const connectButton = dialog.getByRole('button', { name: 'Connect & Sync' });
  await expect(connectButton).toBeDisabled();
  await dialog.getByLabel('GHIN number or email').fill('1234567');
  await dialog.getByLabel('GHIN password').fill('not-my-password');
  await connectButton.click();
  // The refusal stays on the form, beside the fields to correct, long after a toast would have gone.
  const refusal = dialog.locator('form').getByRole('alert');
  await expect(refusal).toContainText('Connection Failed');
  await expect(refusal).toContainText('GHIN did not accept those credentials');
  await page.waitForTimeout(6_000);
  await expect(refusal).toBeVisible();
  await expect(dialog.getByLabel('GHIN number or email')).toHaveValue('1234567');
  await expect(dialog.getByText('GHIN Sync Complete!')).toHaveCount(0);
  await lookAt(page, testInfo, 'ghin-refused');

  await dialog.getByLabel('GHIN password').fill('fairway-2025');
  await connectButton.click();
  await expect(dialog.getByRole('heading', { name: 'GHIN Sync Complete!' })).toBeVisible();
  const figure = (label: string) =>
    dialog.locator('.ghin-summary-panel__figures div').filter({ hasText: label }).locator('dd');
  await expect(figure('Rounds imported')).toHaveText('100');
  await expect(figure('Official index')).toHaveText('12.4');
  await expect(dialog.getByText('Read the 100 most recent of your 130 GHIN scores.')).toBeVisible();
  await lookAt(page, testInfo, 'ghin-summary');

  // Again: nothing new.
  await dialog.getByRole('button', { name: 'Done' }).click();
  // The sync recorded GHIN's index: the history has it, dated as people write dates.
  await expect(history).toContainText('One revision: 12.4 on');
  await expect(history.getByRole('table')).toContainText('12.4');
  await expect(dialog.getByText(/revised [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Sync Now' }).click();
  await expect(figure('Rounds imported')).toHaveText('0');
  await expect(figure('Total rounds')).toHaveText('100');

  await dialog.getByRole('tab', { name: 'Connection' }).click();
  await expect(dialog.getByText('Connected with your GHIN login')).toBeVisible();
  await expect(dialog.getByText('Rounds imported from GHIN', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('switch', { name: /Keep my GHIN data in sync/ })).toBeEnabled();
  await lookAt(page, testInfo, 'ghin-connection');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  // One handicap everywhere: the header (or, on a phone, the menu) and the tile say GHIN's 12.4.
  await expect(tile).toContainText("12.4, GHIN's official Handicap Index");
  await lookAt(page, testInfo, 'ghin-dashboard');
  await page.goto('/rounds');
  await expect(page.getByText(/Showing \d+ of 100 total rounds/)).toBeVisible();
});

test('a GHIN number the golfer only typed is their own note: not verified, never named, never synced', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await openSignedIn(page, uniqueEmail('ghin-typed', testInfo));
  await page.getByRole('button', { name: 'GHIN Sync' }).click();
  const dialog = page.getByRole('dialog', { name: 'GHIN Sync' });

  // Another golfer's number (7654321 is Alex Reyes in the fake GHIN), typed on Manual Entry.
  await dialog.getByRole('tab', { name: 'Manual Entry' }).click();
  await dialog.getByLabel('GHIN Number').fill('7654321');
  await dialog.getByRole('button', { name: 'Save GHIN Details' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'GHIN Details Saved' })).toContainText(
    'your own note, not verified',
  );
  await expect(dialog.getByText('Saved GHIN #: 7654321 (your own note, not verified)')).toBeVisible();

  // The status card tests again: not verified, what proving takes, and no name.
  const card = dialog.getByRole('region', { name: 'GHIN connection status' });
  await expect(card.getByText('Not verified', { exact: true })).toBeVisible();
  await expect(card.getByRole('status')).toContainText('GHIN # 7654321 is your own note, not verified');
  await expect(card.getByRole('status')).toContainText('Connect with your GHIN login');
  await expect(dialog).not.toContainText('Alex');

  await dialog.getByRole('tab', { name: 'Connection' }).click();
  await expect(dialog.getByText('7654321 (your own note, not verified)')).toBeVisible();
  await expect(dialog.getByRole('switch', { name: /Keep my GHIN data in sync/ })).toBeDisabled();
  await expect(dialog.getByText(/Needs a GHIN number you proved/)).toBeVisible();
  await lookAt(page, testInfo, 'ghin-typed-number');
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('tab', { name: 'Full GHIN Sync' }).click();
  await expect(dialog.getByRole('button', { name: 'Sync Now' })).toHaveCount(0);
  await expect(dialog).not.toContainText('Alex');
});

test('a round from GHIN says so in words, and Edit Round says what the next sync does with a change', async ({
  page,
}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop',
    'One run of the marks is enough: the phone shows the same card.',
  );
  test.setTimeout(300_000);
  await openSignedIn(page, uniqueEmail('ghin-marks', testInfo));
  await page.getByRole('button', { name: 'GHIN Sync' }).click();
  const dialog = page.getByRole('dialog', { name: 'GHIN Sync' });
  // Casey (the fake GHIN's): an 18, two nines GHIN combined into an 18, a penalty score and an unfinished 18.
  await dialog.getByLabel('GHIN number or email').fill('5550003');
  await dialog.getByLabel('GHIN password').fill('two-nines');
  await dialog.getByRole('button', { name: 'Connect & Sync' }).click();
  await expect(dialog.getByRole('heading', { name: 'GHIN Sync Complete!' })).toBeVisible();
  const figure = (label: string) =>
    dialog.locator('.ghin-summary-panel__figures div').filter({ hasText: label }).locator('dd');
  // Each round played once: the nines and not their combined 18, no penalty score.
  await expect(figure('Rounds imported')).toHaveText('4');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.keyboard.press('Escape');

  await page.goto('/rounds');
  const cards = page.locator('article.round-card');
  await expect(cards).toHaveCount(4);
  for (const card of await cards.all()) await expect(card.getByText('From GHIN')).toBeVisible();
  await expect(page.getByText('14 of 18 holes')).toBeVisible();
  await lookAt(page, testInfo, 'ghin-round-marks');

  await cards
    .first()
    .getByRole('button', { name: /^Edit round at/ })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Round' });
  await expect(edit.getByRole('note')).toHaveText(
    "This round came from GHIN. The next sync will overwrite score, course, date, holes, tees, course rating and slope with GHIN's; your notes, photos and ratings stay. A deleted round comes back with the next sync.",
  );
  await lookAt(page, testInfo, 'ghin-edit-notice');
  await expectNoSeriousA11yViolations(page);
});
