import { expect as baseExpect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations, openSignedIn, uniqueEmail } from './support';

// The offline journey needs the real service worker (the other specs block it, see the config).
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

async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Strokes against a par-4 start: 0 is a par, 1 a bogey, -1 a birdie (the first tap of plus lands on par). */
const STROKES_TO_PAR = [0, 1, 0, -1, 0, 0, 2, 0, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0];
const TOTAL = 72 + STROKES_TO_PAR.reduce((sum, over) => sum + over, 0);

/** Enters one hole on the phone's hole-by-hole screen with its plus and minus buttons, then goes on. */
async function enterHole(form: Locator, hole: number) {
  const over = STROKES_TO_PAR[hole - 1] ?? 0;
  const strokes = `Hole ${hole}, par 4, strokes`;
  await form.getByRole('button', { name: `${strokes}: one more` }).click();
  for (let step = 0; step < Math.abs(over); step += 1) {
    await form.getByRole('button', { name: `${strokes}: one ${over > 0 ? 'more' : 'less'}` }).click();
  }
  await expect(form.getByRole('spinbutton', { name: strokes })).toHaveValue(String(4 + over));
  await form.getByRole('button', { name: `Hole ${hole}, putts: one more` }).click();
  await form
    .getByRole('group', { name: `Hole ${hole}, fairway` })
    .getByRole('button', { name: hole % 3 === 0 ? 'Left' : 'Hit' })
    .click();
  if (hole < 18) await form.getByRole('button', { name: 'Next hole' }).click();
}

test.describe('at phone width', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a golfer with no signal enters an 18-hole card hole by hole, loses nothing to a reload, and finds the round and its card once back online', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(720_000);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await openSignedIn(page, uniqueEmail('scorecard', testInfo));
    await expect(page.getByRole('button', { name: 'Add New Round' })).toBeEnabled();
    await waitForServiceWorker(page);
    // The course page and Round History opened online are kept on the device for the round offline.
    await page.goto('/course/pebble-beach-golf-links');
    await expect(page.getByRole('heading', { name: 'Pebble Beach Golf Links', level: 1 })).toBeVisible();
    await page.goto('/rounds');
    await expect(page.getByRole('heading', { name: 'Round History', level: 1 })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Add New Round' })).toBeEnabled();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('Offline: showing what this device last saw')).toBeVisible();
    await page.getByRole('button', { name: 'Add New Round' }).click();
    let form = page.getByRole('dialog', { name: 'Add New Round' });
    await form.getByRole('button', { name: 'Select a course' }).click();
    await page
      .getByRole('dialog', { name: 'Find or Create Course' })
      .getByRole('button', { name: /Pebble Beach Golf Links/ })
      .click();
    await expect(form.getByText('Pebble Beach Golf Links')).toBeVisible();
    await form.getByLabel('Date Played').fill('2026-05-04');
    await form.getByRole('switch', { name: 'Keep a hole-by-hole scorecard' }).click();
    // A phone starts on one hole at a time.
    await expect(form.getByRole('tab', { name: 'Hole by hole' })).toHaveAttribute('aria-selected', 'true');
    for (let hole = 1; hole <= 9; hole += 1) await enterHole(form, hole);
    const front = 36 + STROKES_TO_PAR.slice(0, 9).reduce((sum, over) => sum + over, 0);
    await expect(form.getByText(`Running total: ${front} through 9 holes, 2 over par`)).toBeAttached();
    await expect(form.getByRole('spinbutton', { name: 'Score', exact: true })).toHaveValue(String(front));
    await lookAt(page, testInfo, 'scorecard-entry-hole');
    if (process.env.SHOT_DIR)
      await form.screenshot({ path: `${process.env.SHOT_DIR}/scorecard-entry-hole-dialog.png` });
    await expectNoSeriousA11yViolations(page);

    // The battery dies at the turn: a reload, still offline, and Add Round opens with the card as it was.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Add New Round' })).toBeEnabled();
    await page.getByRole('button', { name: 'Add New Round' }).click();
    form = page.getByRole('dialog', { name: 'Add New Round' });
    await expect(form.getByText('Restored the round you were entering on this device.')).toBeVisible();
    await expect(form.getByText('Pebble Beach Golf Links')).toBeVisible();
    await expect(form.getByText(`Running total: ${front} through 9 holes, 2 over par`)).toBeAttached();
    for (let step = 0; step < 9; step += 1) await form.getByRole('button', { name: 'Next hole' }).click();
    for (let hole = 10; hole <= 18; hole += 1) await enterHole(form, hole);
    await expect(form.getByText(`Running total: ${TOTAL} through 18 holes, 3 over par`)).toBeAttached();
    await expect(form.getByRole('spinbutton', { name: 'Score', exact: true })).toHaveValue(String(TOTAL));
    await form.getByRole('button', { name: 'Add Round' }).click();
    await expect(form).toBeHidden();
    const pending = page.getByRole('region', { name: /on this device/ });
    await expect(pending).toContainText('Pebble Beach Golf Links');

    // Back online: the outbox sends it, and Round History shows the round and its card.
    await context.setOffline(false);
    await expect(pending).toBeHidden({ timeout: 60_000 });
    await page.goto('/rounds');
    const round = page.getByRole('article', { name: 'Pebble Beach Golf Links, May 4, 2026' });
    await expect(round).toHaveCount(1);
    await expect(round).toContainText(`${TOTAL} (+3)`);
    await round.getByText('Scorecard', { exact: true }).click();
    const table = round.getByRole('table', { name: /Scorecard, Pebble Beach Golf Links/ });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row', { name: /^Strokes/ })).toContainText('3, birdie');
    await expect(table.getByRole('row', { name: /^Strokes/ })).toContainText('6, double bogey or worse');
    await expect(table.getByRole('row', { name: /^Putts/ })).toContainText('36');
    // What the cards tell counts the card that came in from the outbox.
    const statistics = page.getByRole('region', { name: 'What your scorecards say' });
    await expect(statistics).toBeVisible({ timeout: 30_000 });
    await expect(statistics.getByText('From 1 scorecard (18 holes).')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await lookAt(page, testInfo, 'scorecard-display');
    if (process.env.SHOT_DIR)
      await round.screenshot({ path: `${process.env.SHOT_DIR}/scorecard-display-round-phone.png` });

    const listed = await page.request.get('/api/rounds');
    const { rounds } = (await listed.json()) as {
      rounds: { score: number; scorecard: { holes: unknown[] } }[];
    };
    expect(rounds).toHaveLength(1);
    expect(rounds[0]?.score).toBe(TOTAL);
    expect(rounds[0]?.scorecard.holes).toHaveLength(18);

    expect(pageErrors).toEqual([]);
  });
});

test.describe('at a desk', () => {
  // Online all along: the worker is not needed (as in the other specs).
  test.use({ serviceWorkers: 'block' });

  test('the card is a grid typed with the keyboard alone, hole after hole, and downloads as a PNG', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignedIn(page, uniqueEmail('scorecard-desk', testInfo));
    await page.getByRole('button', { name: 'Add New Round' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Round' });
    await form.getByRole('button', { name: 'Select a course' }).click();
    const picker = page.getByRole('dialog', { name: 'Find or Create Course' });
    await picker.getByRole('combobox', { name: 'Search courses' }).fill('pebb');
    await picker.getByRole('option', { name: /Pebble Beach Golf Links/ }).click();
    await form.getByLabel('Date Played').fill('2025-09-01');
    await form.getByRole('switch', { name: 'Keep a hole-by-hole scorecard' }).click();
    await expect(form.getByRole('tab', { name: 'Grid' })).toHaveAttribute('aria-selected', 'true');
    // Tab walks each hole's par, strokes and putts in hole order.
    await form.getByRole('spinbutton', { name: 'Hole 1, par 4, strokes' }).focus();
    for (let hole = 1; hole <= 18; hole += 1) {
      await page.keyboard.type(String(4 + (STROKES_TO_PAR[hole - 1] ?? 0)));
      await page.keyboard.press('Tab');
      await page.keyboard.type('2');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
    }
    await expect(form.getByText(`Running total: ${TOTAL} through 18 holes, 3 over par`)).toBeAttached();
    await lookAt(page, testInfo, 'scorecard-entry-grid');
    if (process.env.SHOT_DIR)
      await form
        .locator('.scorecard-field')
        .screenshot({ path: `${process.env.SHOT_DIR}/scorecard-entry-grid-${testInfo.project.name}.png` });
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Add Round' }).click();
    await expect(form).toBeHidden();
    await page.goto('/rounds');
    const round = page.getByRole('article', { name: /Pebble Beach Golf Links/ });
    await round.getByText('Scorecard', { exact: true }).click();
    await expect(round.getByRole('table', { name: /Scorecard, Pebble Beach Golf Links/ })).toBeVisible();
    await lookAt(page, testInfo, 'scorecard-display');

    // The card as an image to keep: a PNG drawn in the browser.
    const download = page.waitForEvent('download');
    await round.getByRole('button', { name: 'Download image' }).click();
    expect((await download).suggestedFilename()).toBe('scorecard-pebble-beach-golf-links-2025-09-01.png');
  });
});
