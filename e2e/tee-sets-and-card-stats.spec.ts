import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, openSignedIn, uniqueEmail } from './support';

const PARS = [4, 5, 4, 4, 3, 5, 3, 4, 4, 4, 4, 3, 4, 5, 4, 4, 3, 5];

test('a golfer adds the holes of a tee for a course, then sees what a scorecard says', async ({
  page,
}, testInfo) => {
  if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 390, height: 844 });
  const origin = new URL(testInfo.project.use.baseURL ?? '').origin;
  await openSignedIn(page, uniqueEmail('tees', testInfo), '/');
  const created = await page.request.post('/api/courses', {
    headers: { origin },
    data: {
      name: `Tee Links ${Date.now()} ${testInfo.project.name}`,
      city: 'Bend',
      country: 'United States',
      par: 72,
    },
  });
  expect(created.status()).toBe(201);
  const course = (await created.json()) as { id: string };

  await page.goto(`/course/${course.id}`);
  await expect(page.getByText('No hole-by-hole data yet.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add the holes' }).click();
  await page.getByLabel('Tee name').fill('Blue');
  for (const [i, par] of PARS.entries()) {
    await page.getByLabel(`Hole ${i + 1} par`).fill(String(par));
    await page.getByLabel(`Hole ${i + 1} stroke index`).fill(String(i + 1));
  }
  await page.getByLabel('Men’s rating', { exact: true }).fill('71.9');
  await page.getByLabel('Men’s slope', { exact: true }).fill('129');
  await page.getByRole('button', { name: 'Save the tee set' }).click();
  await expect(page.getByText(/Entered by a golfer/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: /Blue: par 72, men 71.9 \/ 129/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // With SHOT_DIR set, a screenshot for a person to look at (outside the repository).
  if (process.env.SHOT_DIR)
    await page.screenshot({
      path: `${process.env.SHOT_DIR}/tee-sets-${testInfo.project.name}.png`,
      fullPage: true,
    });

  const round = await page.request.post('/api/rounds', {
    headers: { origin },
    data: {
      courseId: course.id,
      score: 75,
      playedAt: '2026-05-01',
      scorecard: {
        teeSetId: 'blue',
        holes: PARS.map((par, i) => ({ hole: i + 1, par, strokes: i < 3 ? par + 1 : par, putts: 2 })),
      },
    },
  });
  expect(round.status()).toBe(201);
  await page.goto('/rounds');
  const section = page.getByRole('region', { name: 'What your scorecards say' });
  await expect(section).toBeVisible({ timeout: 30_000 });
  await expect(section.getByText('From 1 scorecard (18 holes).')).toBeVisible();
  await expect(section.getByRole('row', { name: 'Bogey 3' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // With SHOT_DIR set, a screenshot for a person to look at (outside the repository).
  if (process.env.SHOT_DIR)
    await page.screenshot({
      path: `${process.env.SHOT_DIR}/card-stats-${testInfo.project.name}.png`,
      fullPage: true,
    });
});
