import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations, openSignedIn, saveScreenshot, uniqueEmail } from './support';

// Every step waits on the local stack: patient on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const OLD_COURSE = 'St Andrews Links (Old Course)';
const KINGSBARNS = 'Kingsbarns Golf Links';
const CARNOUSTIE = 'Carnoustie Golf Links (Championship)';

/** With SHOT_DIR set, a picture for a person to look at (outside the repository), at 1280 or 390 px wide. */
async function lookAt(page: Page, testInfo: TestInfo, name: string) {
  if (!process.env.SHOT_DIR) return;
  const size = page.viewportSize();
  await page.setViewportSize({
    width: testInfo.project.name === 'phone' ? 390 : 1280,
    height: size?.height ?? 800,
  });
  await page.screenshot({
    path: `${process.env.SHOT_DIR}/${name}-${testInfo.project.name}.png`,
    fullPage: true,
  });
  if (size) await page.setViewportSize(size);
}

const planItems = (page: Page) =>
  page.getByRole('list', { name: 'The plan, in order' }).getByRole('listitem');

async function addCourse(page: Page, day: number, name: string) {
  await page.getByRole('combobox', { name: 'Add to' }).selectOption({ index: day - 1 });
  await page.getByRole('button', { name: `Add to day ${day}: ${name}` }).click();
  await expect(planItems(page).filter({ hasText: name })).toHaveCount(1);
  await expect(page.getByText('All changes saved')).toBeVisible();
}

test('a golfer plans three days around St Andrews, exports the calendar, reorders by keyboard, logs a round from the plan, sees a collection move and shares the trip', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(480_000);
  await openSignedIn(page, uniqueEmail('trips', testInfo), '/trips');
  await expect(page.getByRole('heading', { level: 1, name: 'Trips' })).toBeVisible();
  await page.getByRole('link', { name: 'Plan a trip' }).first().click();

  // Three days from today.
  await expect(page.getByRole('heading', { level: 1, name: 'Plan a trip' })).toBeVisible();
  await page.getByLabel('Trip name').fill('Fife, three days');
  await page.getByRole('button', { name: 'Create trip' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fife, three days' })).toBeVisible();
  await expect(page.getByText(/3 days · 0 courses/)).toBeVisible();

  // The town from the offline gazetteer, as golfers write it.
  await page.getByLabel('Town or city').fill('St Andrews');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await page.getByRole('button', { name: 'Saint Andrews, Scotland' }).click();
  const found = page.getByRole('list', { name: 'Courses near Saint Andrews, Scotland' });
  await expect(found.getByText(OLD_COURSE)).toBeVisible();
  await expect(page.getByText(/courses within 30 miles of Saint Andrews, Scotland/)).toBeVisible();
  await lookAt(page, testInfo, 'trip-finder');
  await expectNoSeriousA11yViolations(page);

  await addCourse(page, 1, OLD_COURSE);
  await addCourse(page, 2, KINGSBARNS);
  await addCourse(page, 3, CARNOUSTIE);
  await expect(planItems(page)).toHaveCount(3);
  await expect(page.getByText(/In all: .* mi .* straight-line distance/)).toBeVisible();

  // Carnoustie moved up a place with the keyboard: it joins the day of the course now before it.
  const handle = page.getByRole('button', { name: `Move ${CARNOUSTIE}, stop 3` });
  // Each key waits for @dnd-kit's spoken answer: on a busy machine a key pressed before the list has measured
  // itself moves nothing.
  const spoken = page.locator('[id^="DndLiveRegion"]');
  await handle.focus();
  await page.keyboard.press('Space');
  // Picked up (its spoken answer is at once followed by the position it is over: its own).
  await expect(spoken).toContainText(/Picked up Carnoustie|Carnoustie .* is now at position 3 of 3/);
  await page.keyboard.press('ArrowUp');
  await expect(spoken).toContainText('is now at position 2 of 3');
  await page.keyboard.press('Space');
  await expect(spoken).toContainText('dropped at position 2 of 3');
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expect(planItems(page).nth(1)).toContainText(CARNOUSTIE);
  await expect(page.getByRole('button', { name: `Move ${CARNOUSTIE}, stop 2` })).toBeVisible();
  // Saved: a reload has the new order.
  await page.reload();
  await expect(planItems(page).nth(1)).toContainText(CARNOUSTIE);
  await expect(planItems(page).nth(2)).toContainText(KINGSBARNS);

  // The calendar file: one all-day event per course, in the plan's order.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('fife-three-days.ics');
  const calendar = (await readFile(await download.path(), 'utf8')).replace(/\r\n /g, '');
  expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  expect(calendar.split('\r\n').filter((line) => line.startsWith('SUMMARY:'))).toEqual([
    `SUMMARY:Golf: ${OLD_COURSE}`,
    `SUMMARY:Golf: ${CARNOUSTIE}`,
    `SUMMARY:Golf: ${KINGSBARNS}`,
  ]);
  expect(calendar).toContain('straight-line distance');

  // Today is day 1: its round is logged from the plan, course and day filled in.
  await planItems(page).first().getByRole('button', { name: 'Log this round' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Round' });
  await expect(form.getByText(OLD_COURSE).first()).toBeVisible();
  const today = await page.evaluate(() => {
    const now = new Date();
    return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  });
  await expect(form.getByLabel('Date Played')).toHaveValue(today);
  await form.getByLabel('Score', { exact: true }).fill('81');
  await form.getByRole('button', { name: 'Add Round' }).click();
  await expect(page.getByText('Round Added Successfully', { exact: true })).toBeVisible();
  await expect(form).toBeHidden();

  // The trip so far counts it: a new course, a new country.
  const report = page.getByRole('region', { name: 'The trip so far' });
  await expect(report.getByRole('list', { name: 'Rounds of the trip' })).toContainText('81');
  await expect(report.getByText(`First played: ${OLD_COURSE}`)).toBeVisible();
  await expect(report.getByText('New countries: Scotland')).toBeVisible();
  // The Old Course moved the golfer along the catalog's lists (the Open's venues among them).
  const collections = report.getByRole('region', { name: 'Collections it advanced' });
  await expect(
    collections
      .getByRole('listitem')
      .filter({ hasText: /0 → 1 of \d+/ })
      .first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'trip-plan');
  await saveScreenshot(page, testInfo, 'trip-plan');

  // Shared: a read-only page at a new link, opened by someone signed out.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Share by link' });
  await panel.getByLabel('Page title (optional)').fill('Fife, three days');
  await panel.getByRole('button', { name: 'Create Link' }).click();
  const address = panel.getByRole('textbox', { name: 'Address of Fife, three days' });
  await expect(address).toBeVisible();
  const url = await address.inputValue();
  expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{22}$/);
  await page.keyboard.press('Escape');

  const visitor = await browser.newContext();
  try {
    const publicPage = await visitor.newPage();
    await publicPage.goto(url);
    await expect(publicPage.getByRole('heading', { level: 1, name: 'Fife, three days' })).toBeVisible();
    await expect(publicPage.getByText(OLD_COURSE).first()).toBeVisible();
    await expect(publicPage.getByRole('list', { name: 'Rounds of the trip' })).toContainText('81');
    await expect(publicPage.getByText(/straight-line distance/).first()).toBeVisible();
    // Nothing of the golfer: no email, no buttons to change anything.
    await expect(publicPage.locator('body')).not.toContainText('@fescue.golf');
    await expect(publicPage.getByRole('button', { name: 'Log this round' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(publicPage);
    await lookAt(publicPage, testInfo, 'trip-shared');
  } finally {
    await visitor.close();
  }
});
