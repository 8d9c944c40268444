import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, openSignedIn, saveScreenshot } from './support';

// Each project (desktop, phone) signs in as its own golfer, and names its custom course after itself, so the
// two runs never collide on the same-course 409.
const golferEmail = (project: string) => `e2e-courses-${project}@fescue.golf`;

async function openFindACourse(page: Page) {
  if (new URL(page.url()).pathname !== '/club-profiles') await page.goto('/club-profiles');
  await expect(page.getByRole('heading', { level: 1, name: 'Club Profiles' })).toBeVisible();
  await page.getByRole('button', { name: 'Find a course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find a course' });
  await expect(dialog.getByRole('combobox', { name: 'Search courses' })).toBeFocused();
  return dialog;
}

/** Whether an element inside the dialog shows within the dialog's visible box (not scrolled out of it). */
async function expectWithinDialog(dialog: Locator, element: Locator) {
  await expect(element).toBeVisible();
  const outer = await dialog.boundingBox();
  const inner = await element.boundingBox();
  expect(inner!.y).toBeGreaterThanOrEqual(outer!.y - 1);
  expect(inner!.y + inner!.height).toBeLessThanOrEqual(outer!.y + outer!.height + 1);
}

test('a golfer finds Pebble Beach in a few letters and reads its U.S. Open history', async ({
  page,
}, testInfo) => {
  // Featured clubs come from the catalog, each with a way to its page.
  await openSignedIn(page, golferEmail(testInfo.project.name), '/club-profiles');
  await expect(page.getByRole('link', { name: /View Full Profile/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'club-profiles');

  const dialog = await openFindACourse(page);
  await dialog.getByRole('combobox', { name: 'Search courses' }).fill('pebb');
  const pebble = dialog.getByRole('option', { name: /Pebble Beach Golf Links/ });
  await expect(pebble).toBeVisible();
  await expect(pebble).toContainText('Pebble Beach, CA, United States');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'find-a-course', { fullPage: false });
  await pebble.click();

  await expect(page).toHaveURL(/\/course\/pebble-beach-golf-links$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pebble Beach Golf Links' })).toBeVisible();
  const usOpen = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'U.S. Open' }) });
  await expect(usOpen).toContainText('1972, 1982, 1992, 2000, 2010, 2019');
  await expect(usOpen).toContainText('(awarded)');
  await expect(page.getByText('Historic')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'course-page');
});

test('the arrow keys and Enter pick a course; Escape clears the search, then closes the dialog', async ({
  page,
}, testInfo) => {
  await openSignedIn(page, golferEmail(testInfo.project.name), '/club-profiles');
  const dialog = await openFindACourse(page);
  const input = dialog.getByRole('combobox', { name: 'Search courses' });
  await input.fill('mackenzie');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  // Down a long list, the option reached comes into view and the box typed in stays in view above it.
  for (let step = 0; step < 9; step += 1) await page.keyboard.press('ArrowDown');
  const reached = dialog.getByRole('option').nth(9);
  await expect(reached).toHaveAttribute('aria-selected', 'true');
  await expectWithinDialog(dialog, reached);
  await expectWithinDialog(dialog, input);
  const inputBox = await input.boundingBox();
  const reachedBox = await reached.boundingBox();
  expect(reachedBox!.y).toBeGreaterThanOrEqual(inputBox!.y + inputBox!.height);
  await page.keyboard.press('Escape');
  await expect(input).toHaveValue('');
  await expect(input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Find a course' }).click();
  await page.getByRole('combobox', { name: 'Search courses' }).fill('st andrews');
  const first = page.getByRole('option').first();
  await expect(first).toBeVisible();
  const name = (await first.locator('.course-result__name').textContent()) ?? '';
  // The best match is highlighted once the list answers: Enter picks it.
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('the search box stays put while results come and go', async ({ page }, testInfo) => {
  await openSignedIn(page, golferEmail(testInfo.project.name), '/club-profiles');
  const dialog = await openFindACourse(page);
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
  const input = dialog.getByRole('combobox', { name: 'Search courses' });
  const top = async () => (await input.boundingBox())?.y;
  const start = await top();

  await input.fill('mackenzie');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  expect(await top()).toBe(start);
  await input.fill('zzqxv');
  await expect(dialog.locator('.course-search__empty')).toHaveText(
    'No courses found. Try a different search term.',
  );
  expect(await top()).toBe(start);
  await input.fill('pebb');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  expect(await top()).toBe(start);
});

test('a golfer creates a custom course, with clear errors first, and lands on its page', async ({
  page,
}, testInfo) => {
  await openSignedIn(page, golferEmail(testInfo.project.name), '/club-profiles');
  const dialog = await openFindACourse(page);
  await dialog.getByRole('button', { name: 'Create a custom course' }).click();
  const form = page.getByRole('form', { name: 'Create a custom course' });
  // The form gives the first empty field the focus once it is on screen: wait for it, so the rating typed
  // next is not sent to the name by that focus landing between Playwright's focus and its typing.
  await expect(form.getByLabel('Course name')).toBeFocused();

  await form.getByLabel('Course rating').fill('90');
  await form.getByRole('button', { name: 'Create Course' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill in course name, city, and country.');
  await expect(form.getByText('Course rating must be between 65 and 80')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A stray Escape does not throw the form away: the golfer is asked, and Keep editing keeps it.
  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog', { name: 'Discard this course?' });
  await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(form.getByLabel('Course rating')).toHaveValue('90');

  const courseName = `Fescue Test Links ${testInfo.project.name} ${Date.now()}`;
  await form.getByLabel('Course name').fill(courseName);
  await form.getByLabel('City', { exact: true }).fill('Bandon');
  await form.getByLabel('State or region').fill('OR');
  await form.getByLabel('Country', { exact: true }).fill('United States');
  await form.getByLabel('Course rating').fill('72.4');
  await form.getByLabel('Slope rating').fill('131');
  await form.getByLabel('Architect').fill('Tom Doak');
  await form.getByRole('button', { name: 'Create Course' }).click();

  await expect(page.getByText('Course Created', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/course\/[0-9A-Za-z-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: courseName })).toBeVisible();
  await expect(page.getByText('Bandon, OR, United States').first()).toBeVisible();
  const facts = page.locator('.course-facts');
  await expect(facts).toContainText('72.4');
  await expect(facts).toContainText('Standard');
  await expect(facts).toContainText('Very Challenging');

  // The same course again: the similar-course check finds it, and says at once it is in Fescue, with no
  // Create anyway that could only fail.
  const again = await openFindACourse(page);
  await again.getByRole('button', { name: 'Create a custom course' }).click();
  await form.getByLabel('Course name').fill(courseName);
  await form.getByLabel('City', { exact: true }).fill('Bandon');
  await form.getByLabel('Country', { exact: true }).fill('United States');
  const title = form.getByText('This course is already in Fescue');
  await expect(title).toBeVisible();
  await expect(form.getByRole('region', { name: 'Already in Fescue?' })).toBeHidden();
  await expect(form.getByRole('button', { name: 'Create anyway' })).toHaveCount(0);
  await expect(form.getByRole('button', { name: /^Use / })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  // Scrolled down the form, the header and its close button stay in view.
  const custom = page.getByRole('dialog', { name: 'Create a custom course' });
  await custom.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expectWithinDialog(custom, custom.getByRole('button', { name: 'Close' }));
  await expectWithinDialog(custom, custom.getByRole('heading', { name: 'Create a custom course' }));

  // Create (at the foot of the form) brings the notice itself back into view, under the header.
  await form.getByRole('button', { name: 'Create Course' }).click();
  await expect(form.getByRole('button', { name: 'Use the existing course' })).toBeFocused();
  await expectWithinDialog(custom, title);
  const header = await custom.locator('.dialog__header').boundingBox();
  const titleBox = await title.boundingBox();
  expect(titleBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  await saveScreenshot(page, testInfo, 'custom-course-already-in-fescue', { fullPage: false });
  await form.getByRole('button', { name: 'Use the existing course' }).click();
  await expect(page.getByRole('heading', { level: 1, name: courseName })).toBeVisible();
});

test("a golfer who has added today's courses is told in the form when they can add more", async ({
  page,
}, testInfo) => {
  // A golfer of its own per project, so the other project's courses do not count against it.
  await openSignedIn(page, `e2e-course-limit-${testInfo.project.name}@fescue.golf`, '/club-profiles');
  const origin = new URL(page.url()).origin;
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  for (let index = 0; index < 10; index += 1) {
    const created = await page.request.post('/api/courses', {
      headers: { origin },
      data: { name: `Limit Links ${index} ${stamp}`, city: 'Floodville', country: 'Wales' },
    });
    expect(created.status()).toBe(201);
  }

  const dialog = await openFindACourse(page);
  await dialog.getByRole('button', { name: 'Create a custom course' }).click();
  const form = page.getByRole('form', { name: 'Create a custom course' });
  await form.getByLabel('Course name').fill(`One Too Many Links ${stamp}`);
  // Another town, so the similar-course check has nothing to offer first.
  await form.getByLabel('City', { exact: true }).fill('Stormtown');
  await form.getByLabel('Country', { exact: true }).fill('Wales');
  await form.getByRole('button', { name: 'Create Course' }).click();

  const alert = form.getByRole('alert');
  await expect(alert).toContainText('Daily course limit reached');
  await expect(alert).toContainText('You can add up to 10 courses a day. Try again after 00:00 UTC.');
  await expect(page.getByText('Course Created', { exact: true })).toHaveCount(0);
  await expect(form.getByLabel('Course name')).toHaveValue(`One Too Many Links ${stamp}`);
  await expectNoSeriousA11yViolations(page);
});

// Each project adds a course of its own, so the toast is the same whichever project runs first or alone.
const worldwideCourse = { desktop: 'Rancho Park Golf Course', phone: 'Presidio Golf Course' } as const;

test('a course from Search Worldwide is added and opened', async ({ page }, testInfo) => {
  const courseName = worldwideCourse[testInfo.project.name as keyof typeof worldwideCourse];
  await openSignedIn(page, golferEmail(testInfo.project.name), '/club-profiles');
  const dialog = await openFindACourse(page);
  await dialog.getByRole('combobox', { name: 'Search courses' }).fill(courseName.split(' ')[0]!);
  const worldwide = dialog.getByRole('list', { name: 'Courses worldwide' });
  await worldwide.getByRole('button', { name: `Add ${courseName}` }).click();
  await expect(page.getByText('Course Added!', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: courseName })).toBeVisible();
});

test('a worldwide match of a course the catalog list already shows is not repeated', async ({
  page,
}, testInfo) => {
  await openSignedIn(page, golferEmail(testInfo.project.name), '/club-profiles');
  const dialog = await openFindACourse(page);
  await dialog.getByRole('combobox', { name: 'Search courses' }).fill('pebble beach');
  await expect(dialog.getByRole('option', { name: /Pebble Beach Golf Links/ })).toBeVisible();
  const note = dialog.getByText('Every course found worldwide is already in Fescue, listed above.');
  await expect(note).toBeVisible();
  // The worldwide list's Add button, not the catalog result's bucket-list heart ("Add ... to your bucket list").
  await expect(dialog.getByRole('button', { name: 'Add Pebble Beach Golf Links', exact: true })).toHaveCount(
    0,
  );
  await note.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'worldwide-already-listed', { fullPage: false });
  await expectNoSeriousA11yViolations(page);
});

test("a misspelt search offers the catalog's spelling", async ({ page }, testInfo) => {
  await openSignedIn(page, golferEmail(testInfo.project.name), '/club-profiles');
  const dialog = await openFindACourse(page);
  const input = dialog.getByRole('combobox', { name: 'Search courses' });
  await input.fill('valderama');
  await expect(dialog.getByRole('button', { name: 'valderrama' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'find-a-course-did-you-mean', { fullPage: false });
  await dialog.getByRole('button', { name: 'valderrama' }).click();
  await expect(input).toHaveValue('valderrama');
  await expect(dialog.getByRole('option', { name: /Real Club Valderrama/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an unknown course id or page shows the golfer 404 page, and /dashboard goes to the dashboard', async ({
  page,
}, testInfo) => {
  await openSignedIn(page, golferEmail(testInfo.project.name), '/course/no-such-course-anywhere');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('no-such-course-anywhere')).toBeVisible();

  // A page that does not exist speaks to golfers; the router hint is for development builds only.
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText(/This hole isn.t on the card/)).toBeVisible();
  await expect(page.getByText(/app-routes|Developer hint/)).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'not-found');

  await page.goto('/dashboard');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: /^Welcome/, level: 1 })).toBeVisible();
});
