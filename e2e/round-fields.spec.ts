import { expect as baseExpect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations, openSignedIn, uniqueEmail } from './support';

// Each step waits on the local stack and the fake GolfCourseAPI: patient on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

/** With SHOT_DIR set, a screenshot for a person to look at (outside the repository). */
async function lookAt(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  if (process.env.SHOT_DIR)
    await page.screenshot({ path: `${process.env.SHOT_DIR}/${name}-${testInfo.project.name}.png`, fullPage });
}

// Each project adds a course with tees of its own (the fake GolfCourseAPI's), so neither sees the other's.
const teeCourse = {
  desktop: { name: 'Dyker Beach Golf Course', tee: 'Blue', rating: '70.1', slope: '118' },
  phone: { name: 'Goat Hill Park', tee: 'Blue', rating: '64.9', slope: '106' },
} as const;

test('a golfer logs a round from a course page with partners and a tee that fills its rating and slope, and rates it there', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const course = teeCourse[testInfo.project.name as keyof typeof teeCourse];
  await openSignedIn(page, uniqueEmail('round-fields', testInfo), '/club-profiles');
  await page.getByRole('button', { name: 'Find a course' }).click();
  const finder = page.getByRole('dialog', { name: 'Find a course' });
  await finder.getByRole('combobox', { name: 'Search courses' }).fill(course.name.split(' ')[0]!);
  await finder
    .getByRole('list', { name: 'Courses worldwide' })
    .getByRole('button', { name: `Add ${course.name}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();

  // Not played here yet: the course page offers to log a round first, not to rate.
  const community = page.locator('.community-ratings');
  await expect(community.getByText(/Ratings come from golfers who played/)).toBeVisible();
  await expect(community.getByRole('button', { name: 'Rate this course' })).toHaveCount(0);
  await lookAt(page, testInfo, 'course-page-log-round', true);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Log a round here' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Round' });
  await expect(form.locator('.round-form__course-name')).toHaveText(course.name);
  await form.getByLabel('Score', { exact: true }).fill('88');
  const tees = form.getByLabel('Tees (optional)');
  await tees.fill(course.tee);
  await expect(form.getByLabel('Course Rating (optional)')).toHaveValue(course.rating);
  await expect(form.getByLabel('Slope (optional)')).toHaveValue(course.slope);
  await form.getByLabel('Playing Partners (optional)').fill('Sam Rivera, Priya Shah');

  // Rated in the one dialog: a 5 reads 5.0/10.
  await form.getByRole('button', { name: 'Rate your experience' }).click();
  const rating = page.getByRole('dialog', { name: 'Rate Your Experience' });
  await rating.getByRole('slider', { name: 'Overall Experience' }).press('PageUp');
  await expect(rating.getByRole('slider', { name: 'Overall Experience' })).toHaveAttribute(
    'aria-valuenow',
    '5',
  );
  await rating.getByRole('button', { name: 'Add to Round' }).click();
  await expect(rating).toBeHidden();
  await expect(form.getByText('5.0/10')).toBeVisible();
  await lookAt(page, testInfo, 'add-round-tees-partners');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Add Round' }).click();
  await expect(page.getByText('Round Added Successfully', { exact: true })).toBeVisible();
  await expect(form).toBeHidden();

  // Played now: the round is listed here and the course may be rated.
  await expect(page.getByRole('list', { name: `Your rounds at ${course.name}` })).toContainText('88');
  await expect(community.getByRole('button', { name: /Rate this course|Edit your rating/ })).toBeEnabled();

  // Edit Round has the same fields, with what was entered.
  await page.goto('/rounds');
  const card = page.getByRole('article', { name: new RegExp(`^${course.name}`) });
  await card.getByRole('button', { name: /Edit/ }).first().click();
  const edit = page.getByRole('dialog', { name: 'Edit Round' });
  await expect(edit.getByLabel('Tees (optional)')).toHaveValue(course.tee);
  await expect(edit.getByLabel('Playing Partners (optional)')).toHaveValue('Sam Rivera, Priya Shah');
  await expect(edit.getByLabel('Course Rating (optional)')).toHaveValue(course.rating);
});
