// @vitest-environment happy-dom
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_SCREENS } from '#shared/web/prerendered-screens';
import { screens } from './screens';
import { primaryNav, signedInFooterLinks } from './shell/nav-links';

const here = path.dirname(fileURLToPath(import.meta.url));
const frontendRoot = path.resolve(here, '../..');

/** Modules one after the other: two first imports of one module at once may not meet in the test runner. */
async function importAll(files: readonly string[]): Promise<{ default?: unknown }[]> {
  const modules = [];
  for (const file of files) modules.push(await import(/* @vite-ignore */ file));
  return modules;
}

/** Each screen's module, as its registration loads it. */
async function moduleOf(screen: (typeof screens)[number]): Promise<unknown> {
  if (screen.load) return screen.load();
  return (await importAll(pageFiles())).find((page) => page.default === screen.page);
}

/** Every screen module under app/routes (`<screen>/<name>-page.tsx`). */
function pageFiles(): string[] {
  const routes = path.join(here, 'routes');
  return readdirSync(routes, { withFileTypes: true }).flatMap((dir) =>
    dir.isDirectory()
      ? readdirSync(path.join(routes, dir.name))
          .filter((name) => /-page\.tsx$/.test(name))
          .map((name) => path.join(routes, dir.name, name))
      : [],
  );
}

describe('the screen registry', () => {
  it('registers every screen of app/routes exactly once', { timeout: 60_000 }, async () => {
    const registered: unknown[] = [];
    for (const screen of screens) registered.push(await moduleOf(screen));
    const onDisk: unknown[] = await importAll(pageFiles());
    expect(new Set(registered).size).toBe(screens.length);
    expect(onDisk.filter((page) => !registered.includes(page)).length, 'a page file nobody registered').toBe(
      0,
    );
    expect(registered.filter((page) => !onDisk.includes(page)).length, 'a screen outside app/routes').toBe(0);
  });

  it('gives each audience one screen per address', () => {
    const addresses = screens.map((screen) => `${screen.access} ${screen.path}`);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('prerenders only registered signed-in screens, from the module the registry loads', async () => {
    for (const page of PRERENDERED_SCREENS) {
      const screen = screens.find(
        (candidate) => candidate.path === page.path && candidate.access === 'signed-in',
      );
      expect(screen, page.path).toBeDefined();
      const built = await import(/* @vite-ignore */ path.join(frontendRoot, page.module));
      expect(await moduleOf(screen as (typeof screens)[number]), page.module).toBe(built);
    }
  });

  it('places the header and the footer links as the registry orders them', () => {
    expect(primaryNav.map((item) => [item.to, item.label])).toEqual([
      ['/', 'Dashboard'],
      ['/my-courses', 'Passport'],
      ['/collections', 'Collections'],
      ['/club-profiles', 'Club Profiles'],
      ['/rounds', 'Round History'],
      ['/map', 'Map'],
      ['/trips', 'Trips'],
      ['/achievements', 'Leaderboard'],
      ['/community', 'Community'],
      ['/events', 'Events'],
      ['/profile', 'Profile'],
    ]);
    expect(primaryNav.find((item) => item.to === '/club-profiles')?.sectionPrefixes).toEqual(['/course/']);
    expect(primaryNav.find((item) => item.to === '/collections')?.sectionPrefixes).toEqual(['/collections/']);
    expect(signedInFooterLinks.map((link) => link.label)).toEqual([
      'Dashboard',
      'Passport',
      'Collections',
      'Map',
      'Trips',
      'Round History',
      'Leaderboard',
      'Community',
      'Events',
      'Club Profiles',
      'Profile',
      'Import',
    ]);
  });
});
