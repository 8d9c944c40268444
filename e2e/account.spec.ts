import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { accountExportSchema } from '#shared/schemas/account';
import { expectNoSeriousA11yViolations, saveScreenshot, signInThroughProvider } from './support';

// A golfer takes their data and deletes their account. A fresh golfer per run: the account goes.
test('a fresh golfer logs a round, downloads their data, deletes their account and is signed out', async ({
  page,
  baseURL,
}, testInfo) => {
  await signInThroughProvider(page, `e2e-account-${testInfo.project.name}-${Date.now()}@fescue.golf`);

  // The round goes in through the API with the page's own session (logging one through the form is
  // rounds.spec.ts's part).
  const logged = await page.request.post('/api/rounds', {
    data: { courseId: 'bandon-dunes', score: 83, playedAt: '2025-06-14', notes: 'Wind off the Pacific' },
    headers: { origin: baseURL ?? '' },
  });
  expect(logged.status()).toBe(201);

  await page.goto('/profile');
  const yourData = page.locator('.your-data');
  await expect(yourData.getByRole('heading', { name: 'Your Data' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await yourData.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'your-data', { fullPage: false });

  // Download my data: one JSON file with the round in it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    yourData.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^fescue-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = accountExportSchema.parse(JSON.parse(await readFile(await download.path(), 'utf8')));
  expect(exported.items.ROUND).toEqual([
    expect.objectContaining({ score: 83, notes: 'Wind off the Pacific' }),
  ]);

  // Delete my account: the dialog says what goes and waits for DELETE.
  await yourData.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('every round, with its photos');
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'delete-account', { fullPage: false });
  await confirm.click();

  // Signed out: back on the landing page through the provider's sign-out, the session gone.
  await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
  await expect(page.getByRole('link', { name: /start your journey/i }).first()).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  await page.goto('/profile');
  await page.waitForURL((url) => url.pathname !== '/profile', { timeout: 10_000 });
});
