import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInThroughProvider } from './support';

// A new golfer each run: the achievement must be earned by this run's round, not found from an earlier run.
const golferEmail = (project: string) => `e2e-achievements-${project}-${Date.now()}@fescue.golf`;

/** Catalog courses in nine countries; the tenth (Sweden) is logged through the form. */
const NINE_COUNTRIES = [
  'old-course-st-andrews',
  'royal-st-georges',
  'royal-portrush-dunluce',
  'valderrama',
  'k-club-palmer-north',
  'celtic-manor-twenty-ten',
  'le-golf-national-albatros',
  'marco-simone',
  'oitavos-dunes',
];

/** With SHOT_DIR set, a screenshot for a person to look at (outside the repository). */
async function lookAt(page: Page, testInfo: TestInfo, name: string) {
  if (process.env.SHOT_DIR)
    await page.screenshot({
      path: `${process.env.SHOT_DIR}/${name}-${testInfo.project.name}.png`,
      fullPage: true,
    });
}

test('a round in a tenth country earns Global Rounder; a shared round is a Community story; an event seat is reserved and given back', async ({
  page,
  baseURL,
}, testInfo) => {
  // Ten rounds, three screens and three axe runs: on two busy cores this takes over two minutes.
  test.setTimeout(360_000);
  await signInThroughProvider(page, golferEmail(testInfo.project.name));
  // Nine countries already played, logged through the API as a CSV import or an earlier season would be.
  for (const [index, courseId] of NINE_COUNTRIES.entries()) {
    const response = await page.request.post('/api/rounds', {
      headers: { origin: baseURL ?? '' },
      data: { courseId, score: 90, playedAt: `2025-0${index + 1}-12` },
    });
    expect(response.status()).toBe(201);
  }

  await page.goto('/');
  await page.getByRole('button', { name: 'Add New Round' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Round' });
  await form.getByRole('button', { name: 'Select a course' }).click();
  const picker = page.getByRole('dialog', { name: 'Find or Create Course' });
  await picker.getByRole('combobox', { name: 'Search courses' }).fill('falsterbo');
  await picker.getByRole('option', { name: /Falsterbo/ }).click();
  await form.getByLabel('Score', { exact: true }).fill('86');
  await form.getByLabel('Date Played').fill('2025-10-04');
  await form.getByLabel('Notes').fill('Lighthouse on the 18th and a gale off the Øresund.');
  const share = form.getByRole('switch', { name: 'Share to Community' });
  await expect(share).not.toBeChecked();
  await share.click();
  await form.getByRole('button', { name: 'Add Round' }).click();
  await expect(page.getByText(/Global Rounder/).first()).toBeVisible({ timeout: 30_000 });

  await page.goto('/achievements');
  await expect(page.getByRole('heading', { name: 'Leaderboard', level: 1 })).toBeVisible();
  const earnedTab = page.getByRole('tab', { name: /^Earned \(\d+\)$/ });
  await expect(earnedTab).toBeVisible({ timeout: 30_000 });
  const rounder = page.getByRole('article', { name: 'Global Rounder' });
  await expect(rounder).toBeVisible();
  await expect(rounder).toContainText('Earned Oct 4, 2025');
  await expect(page.getByRole('heading', { name: 'Personalized Recommendations' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'achievements');

  await page.goto('/community');
  // The other project's golfer shares a round at Falsterbo too: this golfer's is the one marked as theirs.
  const story = page.getByRole('article', { name: 'Falsterbo Golfklubb' }).filter({ hasText: 'Your story' });
  await expect(story).toBeVisible({ timeout: 30_000 });
  await expect(story).toContainText('Lighthouse on the 18th');
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'community');

  await page.goto('/events');
  const event = page.getByRole('article', { name: /Stableford at Bethpage Black/ });
  await expect(event).toBeVisible({ timeout: 30_000 });
  await expect(event).toContainText(/\d+ of 20 spots filled/);
  await event.getByRole('button', { name: 'Reserve Spot' }).click();
  await expect(event.getByText('You have a spot')).toBeVisible();
  // The toast says Spot Reserved, or (for a first reservation) that it earned Event Regular.
  await expect(page.getByText(/Spot Reserved|Event Regular/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'events');
  await event.getByRole('button', { name: 'Cancel Reservation' }).click();
  // Giving a spot up is asked first: it goes back to other members at once.
  const confirm = page.getByRole('alertdialog', { name: 'Cancel your reservation?' });
  await confirm.getByRole('button', { name: 'Cancel Reservation' }).click();
  await expect(event.getByRole('button', { name: 'Reserve Spot' })).toBeVisible();
  // Premium-only: a golfer who is not premium is told so, and how to become premium.
  const premium = page.getByRole('article', { name: 'Sand Belt Masterclass' });
  await expect(premium).toContainText('Premium members only');
  await premium.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(page.getByRole('dialog', { name: 'Becoming a Premium member' })).toContainText(
    '$299 per year',
  );
});
