import { expect as baseExpect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations, openSignedIn, saveScreenshot, uniqueEmail } from './support';

// Every step waits on the local stack's handlers and DynamoDB Local: patient on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

// Kingsbarns is seeded with two golfers' ratings: one more and its Community Ratings appear.
const COURSE_ID = 'kingsbarns-golf-links';
const COURSE_NAME = 'Kingsbarns Golf Links';

/** With SHOT_DIR set, a screenshot for a person to look at (outside the repository). */
async function lookAt(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  if (process.env.SHOT_DIR)
    await page.screenshot({ path: `${process.env.SHOT_DIR}/${name}-${testInfo.project.name}.png`, fullPage });
}

/** A second device: a new browser context of the same kind, signed in again as the same golfer, at `path`. */
async function otherDevice(browser: Browser, testInfo: TestInfo, email: string, path: string): Promise<Page> {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL } = testInfo.project.use;
  const context = await browser.newContext({
    ...(viewport ? { viewport } : {}),
    ...(isMobile !== undefined ? { isMobile } : {}),
    ...(hasTouch !== undefined ? { hasTouch } : {}),
    ...(userAgent ? { userAgent } : {}),
    ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
    ...(baseURL ? { baseURL } : {}),
  });
  const page = await context.newPage();
  await openSignedIn(page, email, path, { fresh: true });
  return page;
}

/** "N golfers have rated this course" on the course page, as a number. */
async function raterCount(page: Page): Promise<number> {
  const section = page.locator('.community-ratings');
  const text = await section.getByText(/golfers? ha(s|ve) rated this course/).textContent();
  return Number(/\d+/.exec(text ?? '')?.[0] ?? Number.NaN);
}

test('a golfer rates a round in full, keeps a draft, finishes it on another device, and the course page follows', async ({
  page,
  browser,
}, testInfo) => {
  // Two sign-ins, two devices and three accessibility scans: longer than the default minute on a busy machine.
  test.setTimeout(300_000);
  const email = uniqueEmail('ratings', testInfo);
  // Both projects rate the same course on one stack: each golfer's comment is their own.
  const comment = `The 15th over the rocks, into the wind (${testInfo.project.name}).`;
  // The course page before: the seeded ratings, and this golfer's button to rate.
  await openSignedIn(page, email, `/course/${COURSE_ID}`);
  const community = page.locator('.community-ratings');
  await expect(community.getByRole('heading', { name: 'Community Ratings' })).toBeVisible();
  await expect(community.getByText(/golfers? ha(s|ve) rated this course/)).toBeVisible();
  const before = await raterCount(page);
  expect(before).toBeGreaterThanOrEqual(2);
  const notEnough = community.locator('.community-ratings__empty');
  if (before < 3) await expect(notEnough).toContainText('Not enough ratings yet');
  await lookAt(page, testInfo, 'ratings-course-before', true);

  // A round at the course, logged through the API as the app would.
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/rounds', {
    headers: { origin },
    data: { courseId: COURSE_ID, score: 83, playedAt: '2026-04-18' },
  });
  expect(created.status()).toBe(201);

  // Round History: Rate opens the full dialog.
  await page.goto('/rounds');
  const card = page.getByRole('article', { name: `${COURSE_NAME}, Apr 18, 2026` });
  await card.getByRole('button', { name: /^Rate course of round at Kingsbarns/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Rate Your Experience' });
  await expect(dialog.getByText(`Share your detailed thoughts about ${COURSE_NAME}`)).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Submit Rating' });
  await expect(submit).toBeDisabled();
  await expect(dialog.getByRole('heading', { name: 'Your Fescue Score' })).toBeHidden();

  // Keyboard alone: End is 10, an arrow takes half a point off.
  const overall = dialog.getByRole('slider', { name: 'Overall Experience' });
  await overall.focus();
  await overall.press('End');
  await overall.press('ArrowLeft');
  await expect(overall).toHaveAttribute('aria-valuenow', '9.5');
  const scenery = dialog.getByRole('slider', { name: 'Landscape & Scenery' });
  await scenery.focus();
  await scenery.press('End');
  await expect(dialog.getByRole('heading', { name: 'Your Fescue Score' })).toBeVisible();
  await expect(dialog.locator('.fescue-score-card')).toContainText('9.8');
  await expect(dialog.locator('.fescue-score-card')).toContainText('Exceptional');
  await expect(submit).toBeEnabled();

  const memorable = dialog.getByRole('button', { name: 'Memorable', exact: true });
  await memorable.focus();
  await page.keyboard.press('Enter');
  await expect(memorable).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Breathtaking Views' }).click();
  await dialog.getByRole('textbox', { name: 'Additional Comments' }).fill(comment);
  await dialog.getByLabel(/Share my comments with the community/).check();
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'ratings-dialog');
  await saveScreenshot(page, testInfo, 'rate-your-experience', { fullPage: false });

  // Save Draft keeps it server-side and closes the dialog.
  await dialog.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText('Draft Saved', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Another device: the draft reopens filled in, saying when it was saved.
  const phone = await otherDevice(browser, testInfo, email, '/rounds');
  await phone
    .getByRole('article', { name: `${COURSE_NAME}, Apr 18, 2026` })
    .getByRole('button', { name: /^Rate course of round at Kingsbarns/ })
    .click();
  const reopened = phone.getByRole('dialog', { name: 'Rate Your Experience' });
  await expect(reopened.getByText(/^Draft saved/)).toBeVisible();
  await expect(reopened.getByRole('slider', { name: 'Overall Experience' })).toHaveAttribute(
    'aria-valuenow',
    '9.5',
  );
  await expect(reopened.getByRole('button', { name: 'Memorable', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(reopened.getByRole('textbox', { name: 'Additional Comments' })).toHaveValue(comment);
  await expect(reopened.getByLabel(/Share my comments with the community/)).toBeChecked();
  await lookAt(phone, testInfo, 'ratings-draft-reopened');

  const design = reopened.getByRole('slider', { name: 'Architecture & Design' });
  await design.focus();
  for (let step = 0; step < 17; step += 1) await design.press('ArrowRight');
  await expect(design).toHaveAttribute('aria-valuenow', '8.5');
  await reopened.getByRole('button', { name: 'Submit Rating' }).click();
  await expect(phone.getByText('Rating Submitted!', { exact: true })).toBeVisible();
  await expect(
    phone.getByText('Your detailed course rating has been saved and will help other members.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(reopened).toBeHidden();
  await phone.context().close();

  // The course page now counts this golfer: one more rating, the golfer's own rating with Edit, the comment.
  await page.goto(`/course/${COURSE_ID}`);
  await expect(community.getByRole('heading', { name: 'Your rating' })).toBeVisible();
  expect(await raterCount(page)).toBe(before + 1);
  await expect(notEnough).toBeHidden();
  await expect(community.locator('.community-score')).toContainText('/10');
  await expect(community.getByRole('list', { name: /Average by category/ })).toContainText(
    'Overall Experience',
  );
  await expect(community.getByText(comment)).toBeVisible();
  await expect(community.locator('.my-rating')).toContainText('9.3/10');
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'ratings-course-after', true);
  await saveScreenshot(page, testInfo, 'course-community-ratings');

  // Edit: the dialog opens with the submitted rating (no draft any more).
  await community.getByRole('button', { name: 'Edit your rating' }).click();
  await expect(dialog.getByText('Your current rating of this course is filled in')).toBeVisible();
  await expect(dialog.getByRole('slider', { name: 'Architecture & Design' })).toHaveAttribute(
    'aria-valuenow',
    '8.5',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a failed submission says so and keeps what the golfer entered', async ({ page }, testInfo) => {
  await openSignedIn(page, uniqueEmail('ratings-fail', testInfo), `/course/${COURSE_ID}`);
  // Only a golfer who played the course rates it: a round there first, logged as the app would.
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/rounds', {
    headers: { origin },
    data: { courseId: COURSE_ID, score: 85, playedAt: '2026-04-19' },
  });
  expect(created.status()).toBe(201);
  await page.reload();
  await page.locator('.community-ratings').getByRole('button', { name: 'Rate this course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rate Your Experience' });
  const overall = dialog.getByRole('slider', { name: 'Overall Experience' });
  await overall.focus();
  await overall.press('End');
  await page.route('**/api/courses/*/my-rating', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 500, body: '{"message":"Internal error"}' })
      : route.fallback(),
  );
  await dialog.getByRole('button', { name: 'Submit Rating' }).click();
  await expect(page.getByText('Failed to submit rating. Please try again.', { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(overall).toHaveAttribute('aria-valuenow', '10');
});
