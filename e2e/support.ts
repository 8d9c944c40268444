/**
 * Helpers for the browser tests. How a test gets a signed-in golfer (read before writing a spec):
 *
 * - `await openSignedIn(page, email, '/rounds')` for a test about anything but sign-in or sign-out. It puts
 *   the golfer's session cookie into the page's browser context, then opens the path ('about:blank' for the
 *   session alone, e.g. before seeding data through `page.request`). The session comes from the same provider
 *   and /api/callback a browser goes through, driven over plain HTTP (scripts/local/sign-in-driver.ts), once
 *   per email per worker, so once per project: later tests with that email reuse it. Well under a second,
 *   where the provider's form takes several seconds on a busy machine.
 * - `await signInThroughProvider(page, email)` where sign-in is the subject or the provider's pages are
 *   (auth-and-profile.spec.ts, the CSP check in security.spec.ts), and in any test that signs out: the app's
 *   Logout passes through the provider's own session, which only this sign-in gives the browser.
 *
 * Rules that keep shared sessions honest:
 * - Sign-out is enforced server-side: a token issued before the user's last sign-out is refused. A test that
 *   signs out uses an email no other test uses (and signInThroughProvider, above). Should a shared session be
 *   refused anyway, `openSignedIn` signs in again, so a slip costs time, not a confusing failure.
 * - A shared golfer's data is shared: a test whose assertions depend on a golfer's rounds, bucket list,
 *   ratings or courses uses a golfer of its own, `uniqueEmail('rounds', testInfo)`, so neither the order of
 *   the tests nor the other project changes what it sees. Read-only tests can share `DEMO_EMAIL` (the seeded
 *   golfer; never change its data).
 * - A second device is a second sign-in: `openSignedIn(otherPage, email, path, { fresh: true })`.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { mkdir } from 'node:fs/promises';
import { SESSION_COOKIE_PATH } from '../functions/auth/session-cookie';
import { SESSION_COOKIE } from '../functions/lib/cookie-names';
import {
  PRERENDERED_PAGE_LIVE_EVENT,
  SIGNED_IN_HINT_COOKIE,
  SIGNED_IN_HINT_VALUE,
} from '#shared/web/prerendered-screens';
import { PRERENDERED_PATH_ATTRIBUTE } from '../frontend/src/app/prerender/pending-signed-in-shell';
import { cookiesAreSecure } from '../functions/lib/http/cookies';
import { signInOverHttp } from '../scripts/local/sign-in-driver';

export const DEMO_EMAIL = 'demo@fescue.golf';

/** An email no other test, project or earlier run uses: a golfer whose archive starts empty. */
export function uniqueEmail(purpose: string, testInfo: TestInfo): string {
  return `e2e-${purpose}-${testInfo.project.name}-${Date.now()}@fescue.golf`;
}

/** ID tokens by app origin and email, kept for the worker's life (a worker runs one project). */
const sessions = new Map<string, string>();

/**
 * Opens `path` as the golfer `email`, signed in (see the top of this file). `fresh` signs in again for a
 * session of its own, as a second device would, instead of reusing the worker's.
 */
export async function openSignedIn(
  page: Page,
  email: string,
  path = '/',
  { fresh = false }: { fresh?: boolean } = {},
): Promise<void> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('openSignedIn needs the project to set use.baseURL');
  const origin = new URL(baseURL).origin;
  const key = `${origin} ${email}`;
  const context = page.context();
  // The session, and the signed-in hint the callback sets beside it (prerendered screens are served by it).
  const addSession = (idToken: string) =>
    context.addCookies([
      {
        name: SESSION_COOKIE,
        value: idToken,
        domain: new URL(origin).hostname,
        path: SESSION_COOKIE_PATH,
        httpOnly: true,
        secure: cookiesAreSecure(origin),
        sameSite: 'Lax',
      },
      {
        name: SIGNED_IN_HINT_COOKIE,
        value: SIGNED_IN_HINT_VALUE,
        domain: new URL(origin).hostname,
        path: '/',
        secure: cookiesAreSecure(origin),
        sameSite: 'Lax',
      },
    ]);
  let idToken = fresh ? undefined : sessions.get(key);
  if (idToken) {
    await addSession(idToken);
    // Expired, or signed out by a test that should not have: sign in again rather than fail further on.
    if ((await context.request.get('/api/auth/user')).status() !== 200) idToken = undefined;
  }
  if (!idToken) {
    idToken = (await signInOverHttp(origin, email)).idToken;
    if (!fresh) sessions.set(key, idToken);
    await addSession(idToken);
  }
  await openWhenLive(page, path);
}

/**
 * Goes to `path` and returns once the app has the page. A prerendered page (the dashboard, Passport) shows its
 * buttons before the app's code has arrived: a test acting at once would race it (a link followed before then
 * is a full page load, which fails offline). Its boot script holds a button pressed then; nothing else waits.
 */
export async function openWhenLive(page: Page, path: string): Promise<void> {
  await page.addInitScript((eventName) => {
    window.addEventListener(eventName, () => Object.assign(window, { fescuePageLive: true }), { once: true });
  }, PRERENDERED_PAGE_LIVE_EVENT);
  await page.goto(path);
  await page.waitForFunction(
    (attribute) =>
      document.getElementById('root')?.getAttribute(attribute) !== window.location.pathname ||
      (window as { fescuePageLive?: boolean }).fescuePageLive === true,
    PRERENDERED_PATH_ATTRIBUTE,
    { timeout: 30_000 },
  );
}

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

/**
 * No serious or critical accessibility violations on the page as it is now. Finite animations (a toast or a
 * dialog fading in) are let finish first: axe measures colour contrast through the opacity of the moment.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
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
  if (fullPage) {
    // A map below the fold (a phone's dashboard) starts when scrolled to: let it draw before the picture.
    const map = page.locator('.course-map').first();
    if ((await map.count()) > 0) {
      await map.scrollIntoViewIfNeeded();
      await page
        .locator('.course-map__canvas[data-state="ready"]')
        .first()
        .waitFor({ state: 'attached', timeout: 60_000 });
    }
    // A sticky header drawn into a full-page picture of a scrolled page lands mid-page: start from the top.
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await page.screenshot({ path: `docs/screenshots/${name}-${testInfo.project.name}.png`, fullPage });
}

/** React's errors on the page from now on (a failed hydration, an uncaught error), as they are reported. */
export function collectReactErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Minified React error/i.test(message.text()))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
