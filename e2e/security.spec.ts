import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, signInThroughProvider } from './support';

const golferEmail = (project: string) => `e2e-security-${project}@fescue.golf`;

/**
 * Every Content-Security-Policy violation in any document the page loads (the app, the provider's form):
 * the `securitypolicyviolation` events, and the console lines Chromium writes for refusals no event reports.
 */
async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleLines: string[] = [];
  page.on('console', (message) => {
    if (
      /Content Security Policy|Refused to (load|execute|apply|connect|evaluate|frame)/i.test(message.text())
    )
      consoleLines.push(`${page.url()}: ${message.text()}`);
  });
  const seenInDocuments: string[] = [];
  await page.exposeFunction('__reportCspViolation', (line: string) => seenInDocuments.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (line: string) => void })
        .__reportCspViolation;
      report(`${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return async () => {
    // Events are delivered asynchronously; let the last ones land.
    await page.waitForTimeout(300);
    return [...seenInDocuments, ...consoleLines];
  };
}

test('the app runs under its CSP: no violation on sign-in, the dashboard, Passport, a course page and sign-out', async ({
  page,
}, testInfo) => {
  const violations = await watchCspViolations(page);
  await signInThroughProvider(page, golferEmail(testInfo.project.name));
  await expect(page.getByRole('button', { name: 'Add New Round' })).toBeEnabled();
  // The prerendered Passport page: inline styles and a boot script that imports the app.
  await page.goto('/my-courses');
  await expect(page.locator('#root[data-prerendered-path="/my-courses"]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeAttached();
  await expect(page.getByRole('button', { name: /^Countries Visited/ })).toBeVisible({ timeout: 30_000 });
  await page.goto('/course/pebble-beach-golf-links');
  await expect(page.getByRole('heading', { level: 1, name: 'Pebble Beach Golf Links' })).toBeVisible();
  await page.goto('/rounds');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Sign-out passes through the provider's page, whose one inline script the local CSP allows by hash.
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  } else {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
  }
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: /start your journey/i }).first()).toBeVisible();
  expect(await violations()).toEqual([]);

  // The watch is real and the policy in force: an injected inline script is refused, and seen refused.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injectedRan = true';
    document.body.append(script);
    return (window as unknown as { __injectedRan?: boolean }).__injectedRan === true;
  });
  expect(ran).toBe(false);
  const afterInjection = await violations();
  expect(afterInjection).toContainEqual(expect.stringMatching(/script-src.* blocked inline/));
  expect(afterInjection.filter((line) => !/inline/.test(line))).toEqual([]);
});

test('an HTML page uploaded as a photo runs nothing on the app origin (the attack)', async ({
  page,
  baseURL,
}, testInfo) => {
  // The session only, no app page open: the app's own requests (a session refresh on focus) cannot be taken
  // for the photo's. A golfer of its own: the CSP test above signs its golfer out.
  await openSignedIn(page, `e2e-security-upload-${testInfo.project.name}@fescue.golf`, 'about:blank');
  const page_ = `<html><head><title>pwned</title></head><body><script>
document.title = 'ran';
fetch('/api/auth/user').then((r) => r.text()).then((me) => fetch('/api/auth/user?leak=' + encodeURIComponent(me)));
</script></body></html>`;
  const body = Buffer.from(page_);
  // The attack as reported: ask for a PNG of the page's exact size, then PUT the page with the signed type.
  const requested = await page.request.post('/api/rounds/upload-url', {
    data: { contentType: 'image/png', size: body.length },
    headers: { origin: baseURL ?? '' },
  });
  expect(requested.status()).toBe(200);
  const upload = (await requested.json()) as {
    uploadUrl: string;
    key: string;
    headers: Record<string, string>;
  };
  const put = await page.request.put(upload.uploadUrl, { headers: upload.headers, data: body });
  expect(put.status()).toBe(200);

  // A round's check refuses the page (its first bytes are no PNG), so it is never made public.
  const round = await page.request.post('/api/rounds', {
    data: { courseId: 'pebble-beach-golf-links', score: 84, imageUrl: upload.key },
    headers: { origin: baseURL ?? '' },
  });
  expect(round.status()).toBe(400);

  const fromThePhoto: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) fromThePhoto.push(request.url());
  });
  // The upload is private: /photos serves nothing under its name, so the page never reaches the app's origin.
  const fileName = upload.key.slice(upload.key.lastIndexOf('/') + 1);
  const response = await page.goto(`/photos/${fileName}`);
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");
  await page.waitForLoadState('load');
  await page.waitForTimeout(500);
  expect(await page.title()).not.toMatch(/ran|pwned/);
  expect(fromThePhoto).toEqual([]);
});
