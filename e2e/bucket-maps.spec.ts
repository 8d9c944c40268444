import { expect as baseExpect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations, openSignedIn, saveScreenshot, uniqueEmail } from './support';

// Every step waits on the local stack and a software-rendered WebGL map: patient on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

// A private club (its marker is the larger, pulsing one) far from the seeded demo courses.
const COURSE_ID = 'tara-iti-golf-club';
const COURSE_NAME = 'Tara Iti Golf Club';

/** With SHOT_DIR set, a screenshot for a person to look at (outside the repository). */
async function lookAt(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  if (process.env.SHOT_DIR)
    await page.screenshot({ path: `${process.env.SHOT_DIR}/${name}-${testInfo.project.name}.png`, fullPage });
}

/** The map has drawn: MapLibre reported its first idle frame (basemap and markers loaded and rendered). */
async function expectMapDrawn(page: Page) {
  await expect(page.locator('.course-map canvas.maplibregl-canvas').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.course-map__canvas[data-state="ready"]').first()).toBeAttached({
    timeout: 60_000,
  });
}

/** Presses Tab until `target` has focus (it must be reachable in the page's tab order within a few presses). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 20; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
}

/** Only the local stack answers: any request to another host fails, as on a laptop with no internet. */
async function blockOutsideHosts(page: Page) {
  await page.context().route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    (route) => route.abort('internetdisconnected'),
  );
}

test('a golfer lists a course from its page, sees it amber on both maps, plays it and sees it green and ticked', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await blockOutsideHosts(page);
  // Every page the browser opens is the app's own (the session is put in place, no provider form is shown).
  const outside: string[] = [];
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (!['localhost', '127.0.0.1'].includes(host) && !request.url().startsWith('data:')) outside.push(host);
  });

  // Club Profiles' course search, on a 360 px phone: the highlighted result's heart adds the course, and the
  // toast that says so covers none of the dialog's buttons (docs/product-rules.md#messages: toasts never hide
  // a dialog's buttons).
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  await openSignedIn(page, uniqueEmail('bucket', testInfo), '/club-profiles');
  await page.getByRole('button', { name: 'Find a course' }).click();
  const finder = page.getByRole('dialog', { name: 'Find a course' });
  await finder.getByRole('combobox', { name: 'Search courses' }).fill('tara iti');
  await expect(finder.getByRole('option', { name: new RegExp(COURSE_NAME) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await finder.getByRole('button', { name: `Add ${COURSE_NAME} to your bucket list` }).click();
  const added = page.locator('.toast', { hasText: 'Course has been added to your bucket list!' });
  await expect(added).toBeVisible();
  await expect(
    finder.getByRole('button', { name: `Remove ${COURSE_NAME} from your bucket list` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(finder.getByRole('option', { name: new RegExp(COURSE_NAME) })).toContainText(
    'On your bucket list',
  );
  // Measured where the toast comes to rest, not while it slides in.
  await page.waitForFunction(() => document.querySelector('.toast')?.getAnimations().length === 0);
  const covered = await page.evaluate(() => {
    const toast = document.querySelector('.toast')!.getBoundingClientRect();
    return [...document.querySelectorAll('[role="dialog"] button')]
      .map((button) => ({ button, box: button.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.bottom > 0 && box.top < window.innerHeight)
      .filter(
        ({ box }) =>
          box.left < toast.right &&
          box.right > toast.left &&
          box.top < toast.bottom &&
          box.bottom > toast.top,
      )
      .map(({ button }) => button.getAttribute('aria-label') ?? button.textContent);
  });
  expect(covered).toEqual([]);
  await lookAt(page, testInfo, 'bucket-search-heart-360');
  await finder.getByRole('button', { name: 'Close' }).click();
  if (viewport) await page.setViewportSize(viewport);

  // The course page: its heart shows the course listed, and toggles it off and on with its toasts
  // (docs/product-rules.md#bucket-list); the locator map is the shared one.
  await page.goto(`/course/${COURSE_ID}`);
  const listedHeart = page.getByRole('button', { name: `Remove ${COURSE_NAME} from your bucket list` });
  await expect(listedHeart).toHaveAttribute('aria-pressed', 'true');
  await listedHeart.click();
  await expect(
    page.locator('.toast__description', { hasText: 'Course has been removed from your bucket list.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: `Add ${COURSE_NAME} to your bucket list` }).click();
  await expect(listedHeart).toHaveAttribute('aria-pressed', 'true');
  await expectMapDrawn(page);
  await lookAt(page, testInfo, 'bucket-course-page');

  // The dashboard: the tile, the card and the world map widget (amber: Bucket List).
  await page.goto('/');
  const bucketCard = page.locator('.card', { has: page.getByRole('heading', { name: 'Your Bucket List' }) });
  await expect(bucketCard.getByRole('link', { name: COURSE_NAME })).toBeVisible();
  await expect(bucketCard.getByText('Priority 5/10')).toBeVisible();
  await expect(page.locator('.dashboard-stats__tile', { hasText: 'Bucket List' }).locator('dd')).toHaveText(
    '1',
  );
  // The widget's map loads when it is scrolled into view (below the fold on a phone).
  await page.locator('.course-map').first().scrollIntoViewIfNeeded();
  await expectMapDrawn(page);
  const widget = page.getByRole('list', {
    name: /World map of your played and bucket-list courses: courses/,
  });
  await expect(widget.getByText(`${COURSE_NAME}: Bucket List`)).toBeAttached();
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'bucket-dashboard', true);

  // The Full Map: the whole catalog, the golfer's course amber among them, first in the course list.
  await page.goto('/map');
  await expect(page.getByRole('heading', { name: 'Interactive Golf Course Map' })).toBeVisible();
  await expectMapDrawn(page);
  const courseList = page.getByRole('list', { name: 'Courses on the map' });
  const courseRow = courseList.getByRole('listitem').filter({ hasText: COURSE_NAME });
  await expect(courseList.getByRole('listitem').first()).toContainText(COURSE_NAME);
  await expect(courseRow).toContainText('Bucket List');
  const legend = page.locator('.map-legend', { hasText: 'Course Status' });
  await expect(legend.getByText('Wishlist')).toContainText('1');
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'bucket-full-map');
  await saveScreenshot(page, testInfo, 'full-map');

  // By keyboard alone: a search, Tab on to the course in the list, Enter opens its popup (the map flies to
  // it) with focus in it; Escape, or its Close button, closes it and focus is back on the course.
  const search = page.getByRole('searchbox', { name: 'Search courses, locations, or architects' });
  await search.focus();
  await page.keyboard.type('tara iti');
  await expect(page.getByText('1 course in 1 continent')).toBeVisible();
  const open = courseList.getByRole('button', { name: COURSE_NAME });
  await tabTo(page, open);
  await expect(open).toBeFocused();
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog', { name: COURSE_NAME });
  await expect(popup).toBeFocused();
  await expect(open).toHaveAttribute('aria-current', 'true');
  await expect(popup).toContainText('Exclusivity');
  await expect(popup).toContainText('Bucket List');
  await expect(popup.getByRole('link', { name: 'View course' })).toHaveAttribute(
    'href',
    `/course/${COURSE_ID}`,
  );
  // Its Close button is inside the dialog (MapLibre's own would sit outside it): the popup's buttons are that
  // Close and "I've played it", both in the dialog.
  const close = popup.getByRole('button', { name: 'Close', exact: true });
  await expect(close).toBeVisible();
  await expect(page.locator('.maplibregl-popup-close-button')).toHaveCount(0);
  await expect(page.locator('.maplibregl-popup').getByRole('button')).toHaveCount(2);
  await expect(popup.getByRole('button')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, testInfo, 'full-map-keyboard-popup');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(open).toBeFocused();
  await expect(open).not.toHaveAttribute('aria-current');
  // Open again, Tab on to Close and press it: closed, and focus back on the course as with Escape.
  await page.keyboard.press('Enter');
  await expect(popup).toBeFocused();
  await tabTo(page, close);
  await lookAt(page, testInfo, 'full-map-popup-close-focused');
  await page.keyboard.press('Enter');
  await expect(popup).toBeHidden();
  await expect(open).toBeFocused();

  // A round there, logged as the app does: the entry is ticked off and the marker turns green.
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/rounds', {
    headers: { origin },
    data: { courseId: COURSE_ID, score: 79, playedAt: '2026-02-14' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/');
  await expect(bucketCard.getByText('Played', { exact: true })).toBeVisible();
  await expect(bucketCard.getByText('Played Feb 14, 2026')).toBeVisible();
  await expect(widget.getByText(`${COURSE_NAME}: Played`)).toBeAttached();
  await page.locator('.course-map').first().scrollIntoViewIfNeeded();
  await expectMapDrawn(page);
  await lookAt(page, testInfo, 'bucket-dashboard-played', true);

  await page.goto('/map');
  await expectMapDrawn(page);
  await expect(courseRow).toContainText('Played');
  await page.getByRole('switch', { name: 'Played only' }).click();
  await expect(page.getByText('1 course in 1 continent')).toBeVisible();
  await lookAt(page, testInfo, 'bucket-full-map-played-only');

  // The View all editor, reached with 8 entries or fewer: a second course below the first, raised above it
  // with the keyboard, keeps focus on its Priority as the list reorders; a Remove passes focus to the next
  // entry, and the first Escape closes the dialog though the Remove raised a toast.
  const second = await page.request.post('/api/user/bucket-list', {
    headers: { origin },
    data: { courseId: 'pebble-beach-golf-links', priority: 3 },
  });
  expect(second.status()).toBe(201);
  await page.goto('/');
  const edit = bucketCard.getByRole('button', { name: 'Edit priorities and notes' });
  await edit.click();
  const editor = page.getByRole('dialog', { name: 'Your Bucket List' });
  const pebblePriority = editor
    .getByRole('listitem')
    .filter({ hasText: 'Pebble Beach' })
    .getByLabel('Priority');
  // As a keyboard golfer does: the select has focus when it changes.
  await pebblePriority.focus();
  await pebblePriority.selectOption('9');
  await expect(editor.locator('.bucket-all__name').first()).toContainText('Pebble Beach');
  await expect(pebblePriority).toBeFocused();
  await lookAt(page, testInfo, 'bucket-editor');
  await editor
    .getByRole('button', { name: 'Remove Pebble Beach Golf Links from your bucket list' })
    .press('Enter');
  await expect(page.getByText('Removed from bucket list', { exact: true })).toBeVisible();
  await expect(
    editor.getByRole('button', { name: `Remove ${COURSE_NAME} from your bucket list` }),
  ).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await expect(edit).toBeFocused();

  // Nothing left the laptop: the basemap and the course points are the app's own.
  expect(outside).toEqual([]);
});

test('an online base layer whose host is blocked falls back to the bundled map and says so', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await blockOutsideHosts(page);
  await openSignedIn(page, uniqueEmail('layers', testInfo), '/map');
  await expectMapDrawn(page);
  for (const layer of ['Street', 'Satellite']) {
    await page.getByRole('combobox', { name: 'Base layer' }).click();
    await page.getByRole('option', { name: layer }).click();
    await expect(page.getByText(`${layer} tiles could not be reached`)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Base layer' })).toHaveText(/Offline map/);
    await expectMapDrawn(page);
  }
  await lookAt(page, testInfo, 'map-layer-fallback');
});

test("a round added in Add Round at a bucket-listed course ticks the dashboard's card and turns its marker green, with no reload", async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await blockOutsideHosts(page);
  await openSignedIn(page, uniqueEmail('played-listed', testInfo), '/');
  const origin = new URL(page.url()).origin;
  const listed = await page.request.post('/api/user/bucket-list', {
    headers: { origin },
    data: { courseId: COURSE_ID },
  });
  expect(listed.status()).toBe(201);
  await page.reload();

  const bucketCard = page.locator('.card', { has: page.getByRole('heading', { name: 'Your Bucket List' }) });
  await expect(bucketCard.getByRole('link', { name: COURSE_NAME })).toBeVisible();
  await expect(bucketCard.getByText('Played', { exact: true })).toHaveCount(0);
  await page.locator('.course-map').first().scrollIntoViewIfNeeded();
  await expectMapDrawn(page);
  const widget = page.getByRole('list', {
    name: /World map of your played and bucket-list courses: courses/,
  });
  await expect(widget.getByText(`${COURSE_NAME}: Bucket List`)).toBeAttached();
  // A page load would forget this: what follows happens in this one document.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.getByRole('button', { name: 'Add New Round' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Round' });
  await form.getByRole('button', { name: 'Select a course' }).click();
  const picker = page.getByRole('dialog', { name: 'Find or Create Course' });
  await picker.getByRole('combobox', { name: 'Search courses' }).fill('tara iti');
  await picker.getByRole('option', { name: new RegExp(COURSE_NAME) }).click();
  await expect(form.getByText(COURSE_NAME)).toBeVisible();
  await form.getByLabel('Score', { exact: true }).fill('79');
  await form.getByLabel('Date Played').fill('2026-02-14');
  await form.getByRole('button', { name: 'Add Round' }).click();
  await expect(page.getByText('Round Added Successfully', { exact: true })).toBeVisible();
  await expect(form).toBeHidden();

  // The card ticks the entry off and the map's marker is the played one, as a page load would show them.
  await expect(bucketCard.getByText('Played', { exact: true })).toBeVisible();
  await expect(bucketCard.getByText('Played Feb 14, 2026')).toBeVisible();
  await expect(widget.getByText(`${COURSE_NAME}: Played`)).toBeAttached();
  await expect(widget.getByText(`${COURSE_NAME}: Bucket List`)).toHaveCount(0);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await lookAt(page, testInfo, 'bucket-dashboard-played-in-place', true);
});
