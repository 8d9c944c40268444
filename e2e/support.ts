import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { mkdir } from 'node:fs/promises';

export const DEMO_EMAIL = 'demo@fescue.golf';

/**
 * Signs in the way a person does: Continue on the login page, then the local OpenID provider's dev form
 * (any password), then consent when the provider asks for it.
 */
export async function signInThroughProvider(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  // The login page also hands over to the provider by itself after two seconds. On a busy machine that
  // can land while the click is under way, and the click would then wait for a button that is gone: click
  // if it is still there, then wait for the provider either way.
  await page
    .getByRole('button', { name: /continue/i })
    .click({ timeout: 3_000 })
    .catch(() => undefined);
  await page.waitForURL((url) => url.pathname.startsWith('/oidc/'), { timeout: 15_000 });
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any-password');
  await page.locator('button[type="submit"]').first().click();
  // The provider may show a consent page on first sign-in.
  const consent = page.locator('form button[type="submit"]', { hasText: /continue|authorize|allow/i });
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/oidc/') || url.pathname.includes('/interaction/'),
    {
      timeout: 15_000,
    },
  );
  if (new URL(page.url()).pathname.startsWith('/oidc/') && (await consent.count()) > 0)
    await consent.first().click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc/') && !url.pathname.startsWith('/api/'));
}

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * With SCREENSHOTS=1 (npm run screenshots) the pages are saved for the README; otherwise this does nothing,
 * so a test run never changes tracked files.
 */
export async function saveScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  // A dialog is fixed to the viewport: a full-page picture would show it floating mid-page.
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  await mkdir('docs/screenshots', { recursive: true });
  // A sticky header drawn into a full-page picture of a scrolled page lands mid-page: start from the top.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `docs/screenshots/${name}-${testInfo.project.name}.png`, fullPage });
}
