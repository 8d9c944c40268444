import { expect, test } from '@playwright/test';
import { OPERATOR_EMAIL } from '../scripts/local/local-accounts';
import { openSignedIn, uniqueEmail } from './support';

test.describe('Operations', () => {
  test('an operator sees the catalog, the migrations ledger and the service health on one page', async ({
    page,
  }, testInfo) => {
    await openSignedIn(page, OPERATOR_EMAIL, '/operations');
    await expect(page.getByRole('heading', { level: 1, name: 'Operations' })).toBeVisible();
    const migrations = page.getByRole('region', { name: 'Migrations' });
    await expect(migrations.getByRole('cell', { name: 'passport-totals' })).toBeVisible();
    await expect(migrations.getByRole('cell', { name: /^catalog-seed-/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Catalog' })).toContainText('Curated');
    await expect(page.getByRole('region', { name: 'GHIN sync' })).toBeVisible();
    await page.screenshot({ path: `test-results/operations-${testInfo.project.name}.png`, fullPage: true });
  });

  test('a golfer is told Operations is for operators, and sees none of it', async ({ page }, testInfo) => {
    await openSignedIn(page, uniqueEmail('ops-golfer', testInfo), '/operations');
    await expect(page.getByRole('heading', { name: 'Operations', level: 1 })).toBeAttached();
    await expect(page.getByText('Operations is for operators')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Migrations' })).toHaveCount(0);
  });

  test('an old link to the ranking under its old name leads to the Fescue List', async ({ page }) => {
    await openSignedIn(page, 'demo@fescue.golf', '/golfers-choice');
    await expect(page).toHaveURL(/\/club-profiles$/);
    await expect(page.getByRole('heading', { name: 'The Fescue List' })).toBeVisible();
  });
});
