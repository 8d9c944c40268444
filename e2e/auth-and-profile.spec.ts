import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, saveScreenshot, signInThroughProvider } from './support';

// Each project (desktop, phone) signs in as its own golfer so the two runs never see each other's edits.
const golferEmail = (project: string) => `e2e-${project}@fescue.golf`;

test('a signed-out visitor sees the landing and login pages, and nothing else', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /start your journey/i })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'landing');

  await page.getByRole('link', { name: /start your journey/i }).click();
  await expect(page).toHaveURL(/\/login\?error|\/login$/);
  await expect(page.getByText('Secure Sign In')).toBeVisible();
  await expect(page.getByRole('button', { name: /back to home/i })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'login');

  await page.goto('/definitely-not-a-page');
  await expect(page.getByText(/page not found/i)).toBeVisible();
});

test('the login page sends the visitor to the provider by itself after two seconds', async ({ page }) => {
  await page.goto('/login');
  await page.waitForURL(/\/oidc\//, { timeout: 5_000 });
  await expect(page.locator('input[name="login"]')).toBeVisible();
});

test('a golfer signs in, edits the profile, sees it kept after reload, and signs out', async ({
  page,
}, testInfo) => {
  const email = golferEmail(testInfo.project.name);
  await signInThroughProvider(page, email);

  // The dashboard shell with the header.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toBeVisible();
  await saveScreenshot(page, testInfo, 'dashboard');

  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  // Bad input is caught with the shared schema's message and nothing is sent.
  await page.getByLabel(/handicap/i).fill('60');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Handicap must be between -10 and 54')).toBeVisible();

  await page.getByLabel(/first name/i).fill('Bobby');
  await page.getByLabel(/last name/i).fill('Jones');
  await page.getByLabel(/ghin number/i).fill('1234567');
  await page.getByLabel(/handicap/i).fill('7.3');
  await page.getByLabel(/home course/i).fill('East Lake Golf Club');
  await page.getByLabel(/^city/i).fill('Atlanta');
  await page.getByLabel(/^state/i).fill('GA');
  await page.getByLabel(/^country/i).fill('USA');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByText('Bobby Jones').first()).toBeVisible();
  await expect(page.getByText('1234567').first()).toBeVisible();
  await expect(page.getByText('7.3').first()).toBeVisible();
  await expect(page.getByText('East Lake Golf Club')).toBeVisible();
  await expect(page.getByText('Atlanta, GA, USA')).toBeVisible();
  await expect(page.getByRole('banner').getByText('BJ')).toBeVisible();
  await saveScreenshot(page, testInfo, 'profile');

  // Sign out: the session cookie is gone and /profile cannot be reached any more.
  await page.goto('/api/logout');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: /start your journey/i })).toBeVisible();
  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(401);
  await page.goto('/profile');
  await page.waitForURL((url) => url.pathname !== '/profile', { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
});
