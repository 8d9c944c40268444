import { expect as baseExpect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations, openSignedIn, uniqueEmail } from './support';

// Every step waits on the local stack: patient on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const COURSE_ID = 'old-course-st-andrews';
const COURSE_NAME = 'St Andrews Links (Old Course)';
const MARKED = 'Played (no round logged)';

/** With SHOT_DIR set, a screenshot for a person to look at (outside the repository). */
async function lookAt(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  if (process.env.SHOT_DIR)
    await page.screenshot({ path: `${process.env.SHOT_DIR}/${name}-${testInfo.project.name}.png`, fullPage });
}

const passportTile = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`^${label}`) }).first();

test('a golfer marks a course played from its page, sees the Passport and the map count it, then logs a round there', async ({
  page,
}, testInfo) => {
  // Sign-in, a mark, a round and four pages on a busy machine: more than five minutes on a slow phone run.
  test.setTimeout(480_000);
  await openSignedIn(page, uniqueEmail('played', testInfo), `/course/${COURSE_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: COURSE_NAME })).toBeVisible();

  // "I've played it", in 2014: no round, no score.
  await page.getByRole('button', { name: `I've played ${COURSE_NAME}` }).click();
  const choice = page.getByRole('dialog', { name: `I've played ${COURSE_NAME}` });
  await choice.getByRole('combobox', { name: 'When (optional)' }).click();
  await page.getByRole('option', { name: '2014', exact: true }).click();
  await lookAt(page, testInfo, 'played-choice');
  await expectNoSeriousA11yViolations(page);
  await choice.getByRole('button', { name: 'Mark as played' }).click();
  await expect(page.locator('.toast', { hasText: 'Marked as played' })).toBeVisible();
  const marked = page.getByRole('button', { name: `${COURSE_NAME}: ${MARKED}, in 2014. Change` });
  await expect(marked).toBeVisible();
  // Played long ago may be rated (docs/product-rules.md#played-without-a-round).
  await expect(
    page.locator('.community-ratings').getByRole('button', { name: 'Rate this course' }),
  ).toBeEnabled();
  await lookAt(page, testInfo, 'played-course-page', true);

  // The Passport counts the course and its country; no round, no score.
  await page.goto('/my-courses');
  await expect(page.getByRole('heading', { name: 'Passport', level: 1 })).toBeVisible();
  await expect(passportTile(page, 'Courses Played')).toContainText('1');
  await expect(passportTile(page, 'Countries Visited')).toContainText('1');
  const card = page.getByRole('article', { name: COURSE_NAME });
  await expect(card.getByText(MARKED)).toBeVisible();
  await lookAt(page, testInfo, 'played-passport', true);

  // The map has it played, and its popup says so.
  await page.goto('/map');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.map-legend')).toContainText(/Played\s*1/);

  // A round logged there makes it an ordinary played course: the label goes.
  await page.goto(`/course/${COURSE_ID}`);
  await expect(marked).toBeVisible();
  await page.getByRole('button', { name: 'Log a round here' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Round' });
  await form.getByLabel('Score', { exact: true }).fill('88');
  await form.getByRole('button', { name: 'Add Round' }).click();
  await expect(page.getByText('Round Added Successfully', { exact: true })).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.getByRole('list', { name: `Your rounds at ${COURSE_NAME}` })).toContainText('88');
  await expect(marked).toHaveCount(0);
  await expect(page.getByRole('button', { name: `I've played ${COURSE_NAME}` })).toHaveCount(0);

  await page.goto('/my-courses');
  await expect(passportTile(page, 'Courses Played')).toContainText('1');
  await expect(card.getByText('Played', { exact: true })).toBeVisible();
  await expect(card.getByText(MARKED)).toHaveCount(0);
});
