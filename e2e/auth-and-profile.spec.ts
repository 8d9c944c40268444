import { expect, test } from '@playwright/test';
import {
  DEMO_EMAIL,
  expectNoSeriousA11yViolations,
  openSignedIn,
  saveScreenshot,
  signInThroughProvider,
} from './support';

// Each project (desktop, phone) signs in as its own golfer so the two runs never see each other's edits.
const golferEmail = (project: string) => `e2e-${project}@fescue.golf`;

test('a signed-out visitor sees the landing and login pages, and nothing else', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /start your journey/i }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'landing');

  // The login page hands over to the provider by itself after two seconds (the next test follows it), often
  // while axe is still reading the page on a busy machine. Here the handover is answered 204 No Content,
  // which leaves the browser on the login page, so axe and the screenshot see it whole.
  await page.route('**/api/login*', (route) => route.fulfill({ status: 204 }));
  await page
    .getByRole('link', { name: /start your journey/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login\?error|\/login$/);
  await expect(page.getByText('Secure Sign In')).toBeVisible();
  await expect(page.getByRole('button', { name: /back to home/i })).toBeVisible();
  // Before axe, which can take longer than the page's two-second countdown: the picture shows it counting.
  await saveScreenshot(page, testInfo, 'login');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/definitely-not-a-page');
  await expect(page.getByText(/page not found/i)).toBeVisible();
});

test('the login page sends the visitor to the provider by itself after two seconds', async ({
  page,
  baseURL,
}) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL ?? '').origin) outside.push(request.url());
  });
  await page.goto('/login');
  await page.waitForURL(/\/oidc\//, { timeout: 5_000 });
  // The local provider's page is Fescue's own: it says what it is and loads nothing from another host.
  await expect(page.getByRole('heading', { name: 'Sign in to Fescue' })).toBeVisible();
  await expect(page.getByText(/local development sign-in/)).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(outside).toEqual([]);
});

test('a golfer signs in, edits the profile, sees it kept after reload, and signs out', async ({
  page,
}, testInfo) => {
  const email = golferEmail(testInfo.project.name);
  await signInThroughProvider(page, email);

  // The dashboard shell with the header.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner')).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  // Bad input is caught with the shared schema's message and nothing is sent.
  await page.getByLabel(/handicap/i).fill('60');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Handicap must be between +10 and 54')).toBeVisible();

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

  // Sign out the way a person does: the slide-out menu on a phone, the account menu on a desktop.
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  } else {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
  }
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: /start your journey/i }).first()).toBeVisible();
  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(401);
  await page.goto('/profile');
  await page.waitForURL((url) => url.pathname !== '/profile', { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
});

test('the seeded demo golfer finds their profile on the dashboard shell and profile page', async ({
  page,
}, testInfo) => {
  // Sign-in itself is the subject above: here the demo golfer's shared session will do.
  await openSignedIn(page, DEMO_EMAIL);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Alex');
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, testInfo, 'dashboard');

  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Profile', exact: true }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Profile', exact: true }).click();
  }
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(page).toHaveTitle('Profile · Fescue');
  await expect(page.getByText('Alex Morgan').first()).toBeVisible();
  await expect(page.getByText('8812345').first()).toBeVisible();
  await expect(page.getByText('12.4').first()).toBeVisible();
  await saveScreenshot(page, testInfo, 'profile');
});

test('a session cookie copied before sign-out is refused when replayed after it (session replay)', async ({
  page,
}, testInfo) => {
  // A golfer of its own, signed in through the provider: this test signs out, and sign-out passes through the
  // provider's session, which only a browser sign-in gives.
  await signInThroughProvider(page, `e2e-replay-${testInfo.project.name}@fescue.golf`);
  await expect(page.getByRole('banner')).toBeVisible();
  const stolen = (await page.context().cookies()).find((cookie) => cookie.name === 'fescue_session');
  expect(stolen).toBeDefined();

  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  } else {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
  }
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: /start your journey/i }).first()).toBeVisible();

  // Put the copied cookie back, as someone holding it would send it.
  await page.context().addCookies([stolen!]);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  const patch = await page.request.patch('/api/user/profile', { data: { firstName: 'Replayed' } });
  expect(patch.status()).toBe(401);
  // The app treats the replayed cookie as no session at all.
  await page.goto('/profile');
  await page.waitForURL((url) => url.pathname !== '/profile', { timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
});
