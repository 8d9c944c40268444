import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signInOverHttp } from '../scripts/local/sign-in-driver';
import { SESSION_COOKIE } from '../functions/lib/cookie-names';
import { openWhenLive, signInThroughProvider, uniqueEmail } from './support';

// Patient waits: screens load their lazy chunks and data on two cores shared by a team's test runs.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Opens Add New Round and fills it as a golfer on the course would: a course, a score and their notes. */
async function fillAddRound(page: Page, notes: string) {
  await page.getByRole('button', { name: 'Add New Round' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Round' });
  await form.getByRole('button', { name: 'Select a course' }).click();
  const picker = page.getByRole('dialog', { name: 'Find or Create Course' });
  await picker.getByRole('combobox', { name: 'Search courses' }).fill('pebb');
  await picker.getByRole('option', { name: /Pebble Beach Golf Links/ }).click();
  await form.getByLabel('Score', { exact: true }).fill('87');
  await form.getByLabel('Notes (optional)').fill(notes);
  return form;
}

/** The golfer's rounds with these notes, read with the browser's own (renewed) session. */
async function roundsWithNotes(page: Page, notes: string): Promise<number> {
  const response = await page.request.get('/api/rounds?limit=50');
  if (!response.ok()) return -1;
  const body = (await response.json()) as { rounds?: { notes?: string | null }[] };
  return (body.rounds ?? []).filter((round) => round.notes === notes).length;
}

test('a golfer whose hour ran out while filling Add Round saves it with its notes, no sign-in asked', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  const notes = `Wind off the bay on 16, kept it low. ${testInfo.project.name} ${Date.now()}`;
  await signInThroughProvider(page, uniqueEmail('session-expired', testInfo));
  await openWhenLive(page, '/');
  await expect(page.getByRole('button', { name: 'Add New Round' })).toBeEnabled();
  const form = await fillAddRound(page, notes);

  // The hour is over: the browser drops the session cookie when its Max-Age (the ID token's expiry) passes,
  // exactly as here. What it still holds is the refresh cookie.
  await context.clearCookies({ name: SESSION_COOKIE });
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('fescue_refresh');

  await form.getByRole('button', { name: 'Add Round' }).click();
  await expect(page.getByText('Round Added Successfully', { exact: true })).toBeVisible();
  await expect(form).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/');
  await expect.poll(() => roundsWithNotes(page, notes)).toBe(1);
});

test('a golfer signed out elsewhere loses no round: it waits on the device and is sent, once, after sign-in', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('session-ended', testInfo);
  const notes = `Fog on the 7th green, birdie anyway. ${testInfo.project.name} ${Date.now()}`;
  await signInThroughProvider(page, email);
  await openWhenLive(page, '/');
  await expect(page.getByRole('button', { name: 'Add New Round' })).toBeEnabled();
  const form = await fillAddRound(page, notes);

  // Signed out on another device meanwhile: every session of the golfer ends, this browser's renewal too.
  const origin = new URL(page.url()).origin;
  const elsewhere = await signInOverHttp(origin, email);
  const signOut = await fetch(new URL('/api/logout', origin), {
    headers: { cookie: `${elsewhere.cookie}; ${elsewhere.refreshCookie ?? ''}` },
    redirect: 'manual',
  });
  expect(signOut.status).toBe(302);

  await form.getByRole('button', { name: 'Add Round' }).click();
  // Kept, and the toast says why: the session is over and the round goes once the golfer is back.
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText(/Your session has ended\./),
  ).toBeVisible();
  await expect(page.locator('.pending-round__state')).toHaveText('Saved on this device, will sync');
  // Then to sign-in: the provider may remember the golfer (and come straight back), or ask again.
  const login = page.locator('input[name="login"]');
  const home = page.getByRole('button', { name: 'Add New Round' });
  await expect(login.or(home)).toBeVisible({ timeout: 60_000 });
  if (await login.isVisible()) {
    await login.fill(email);
    await page.locator('input[name="password"]').fill('any-password');
    await page.locator('button[type="submit"]').first().click();
  }
  await expect(home).toBeEnabled();
  // The outbox sends it once the golfer is back, and once only (its Idempotency-Key).
  await expect.poll(() => roundsWithNotes(page, notes), { timeout: 60_000 }).toBe(1);
  await expect(
    page.locator('.card', { has: page.getByRole('heading', { name: 'Recent Rounds' }) }),
  ).toContainText('Pebble Beach Golf Links');
});
