import { expect as baseExpect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations, openSignedIn, uniqueEmail } from './support';

// Every step waits on the local stack: patient on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const OLD_COURSE = 'St Andrews Links (Old Course)';
const PEBBLE = 'Pebble Beach Golf Links';

/** With SHOT_DIR set, pictures at 1280 and 390 px for a person to look at (outside the repository). */
async function lookAt(page: Page, testInfo: TestInfo, name: string) {
  if (!process.env.SHOT_DIR) return;
  const size = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.waitForTimeout(400);
    await page.screenshot({
      path: `${process.env.SHOT_DIR}/${name}-${width}-${testInfo.project.name}.png`,
      fullPage: true,
    });
  }
  if (size) await page.setViewportSize(size);
}

test('a golfer follows a championship list, ticks a course off, and builds and reorders a list of their own', async ({
  page,
}, testInfo) => {
  test.setTimeout(480_000);
  await openSignedIn(page, uniqueEmail('collections', testInfo), '/');

  // Collections from the header (the phone's menu holds the same link).
  if (testInfo.project.name === 'phone') {
    await page.goto('/collections');
  } else {
    await page.getByRole('navigation').first().getByRole('link', { name: 'Collections' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  const openCard = page.getByRole('link', { name: /Open Championship venues/ });
  await expect(openCard).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'collections');

  // The Open's venues: nothing played yet; ticking the Old Course moves the progress.
  await openCard.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Open Championship venues' })).toBeVisible();
  const progress = page.getByRole('progressbar').first();
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  const total = Number(await progress.getAttribute('aria-valuemax'));
  expect(total).toBeGreaterThan(3);
  await page.getByRole('button', { name: `Played ${OLD_COURSE}` }).click();
  await expect(progress).toHaveAttribute('aria-valuenow', '1');
  await expect(page.getByText(`Played 1 of ${total}`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Played ${OLD_COURSE}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('.course-map')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'collection-championship');

  // A list of their own: two courses from the course picker, then the second moved up by keyboard.
  await page.getByRole('link', { name: 'Collections' }).first().click();
  await page.getByLabel('Start a list of your own').fill('Coast to coast');
  await page.getByRole('button', { name: 'New list' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coast to coast' })).toBeVisible();
  for (const [query, name] of [
    ['old course st andrews', OLD_COURSE],
    ['pebb', PEBBLE],
  ] as const) {
    await page.getByRole('button', { name: 'Add a course' }).click();
    const picker = page.getByRole('dialog', { name: 'Add a course to the list' });
    await picker.getByRole('combobox', { name: 'Search courses' }).fill(query);
    await picker
      .getByRole('option', { name: new RegExp(name.replace(/[()]/g, '\\$&')) })
      .first()
      .click();
    await expect(picker).toBeHidden();
    await expect(page.getByRole('list', { name: 'Courses in your order' })).toContainText(name);
  }
  const order = page.getByRole('list', { name: 'Courses in your order' }).locator('.own-list-course__name');
  await expect(order).toHaveText([OLD_COURSE, PEBBLE]);
  await expect(page.getByText('Played 1 of 2')).toBeVisible();

  const handle = page.getByRole('button', { name: `Move ${PEBBLE}, position 2` });
  await handle.focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(200);
  await page.keyboard.press('ArrowUp');
  await page.waitForTimeout(200);
  await page.keyboard.press('Space');
  await expect(order).toHaveText([PEBBLE, OLD_COURSE]);
  // Saved: read again from the API, the order holds.
  await page.reload();
  await expect(order).toHaveText([PEBBLE, OLD_COURSE]);
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'collection-own');
});
