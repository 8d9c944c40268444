/**
 * The Full Map's figures: its course data (gzip) and the time to its first rendered frame in headless
 * Chromium with the catalog (about 600 courses) and with 50,000; the dashboard's initial JavaScript without and
 * with the map chunk. Printed, never asserted.
 *
 * The built app (frontend/dist) is served as it is; the API answers a signed-in golfer with no courses of
 * their own, and for 50,000 courses the published points file is replaced by one made the same way from a
 * synthetic worldwide catalog (scripts/bench/synthetic-points.ts: generated names, 20,000 distinct towns,
 * long-tailed architects, seeded). `npm run bench -- --only=map` runs this part alone (after a build).
 */
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import sirv from 'sirv';
import { chromiumArgs } from '../../e2e/playwright.config';
import type { CoursePointsFile } from '#shared/map/course-points';
import { syntheticPoints } from './synthetic-points';

const DIST = 'frontend/dist';

async function gzipOfAsset(pattern: RegExp): Promise<number> {
  const files = (await readdir(join(DIST, 'assets'))).filter((file) => pattern.test(file));
  let total = 0;
  for (const file of files)
    total += gzipSync(await readFile(join(DIST, 'assets', file)), { level: 9 }).length;
  return total;
}

async function firstFrameMs(baseUrl: string, pointsBody: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.route('**/api/**', async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/api/auth/user') {
        await route.fulfill({
          json: {
            id: 'bench',
            email: 'bench@fescue.golf',
            firstName: 'Bench',
            lastName: 'Golfer',
            profileImageUrl: null,
            username: null,
            handicap: null,
            ghinNumber: null,
            ghinHandicap: null,
            isPremium: false,
            leaderboardOptIn: false,
            homeCourseId: null,
            homeCourse: null,
            city: null,
            state: null,
            country: null,
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        });
      } else if (path === '/api/user/map') {
        await route.fulfill({ json: { courses: [] } });
      } else {
        await route.fulfill({ status: 404, json: { message: 'Not in the bench' } });
      }
    });
    await page.route('**/assets/course-points-*.json', (route) =>
      route.fulfill({ body: pointsBody, contentType: 'application/json' }),
    );
    const started = Date.now();
    await page.goto(`${baseUrl}/map`);
    await page
      .locator('.course-map__canvas[data-state="ready"]')
      .waitFor({ state: 'attached', timeout: 180_000 });
    return Date.now() - started;
  } finally {
    await browser.close();
  }
}

export async function measureMap() {
  const catalogText = await readFile('frontend/src/features/map/data/course-points.json', 'utf8');
  const catalogFile = JSON.parse(catalogText) as CoursePointsFile;
  const serve = sirv(DIST, { single: true });
  const server = createServer((request, response) => serve(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const sizes = [];
    for (const count of [catalogFile.names.length, 50_000]) {
      // The catalog's file as it is published; 50,000 courses written the same way.
      const body =
        count === catalogFile.names.length
          ? catalogText
          : `${JSON.stringify(syntheticPoints(catalogFile, count))}\n`;
      const gzip = gzipSync(body, { level: 9 }).length;
      // A first visit (nothing cached), the median of three.
      const times = [];
      for (let run = 0; run < 3; run += 1) times.push(await firstFrameMs(baseUrl, body));
      times.sort((a, b) => a - b);
      sizes.push({ courses: count, raw: Buffer.byteLength(body), gzip, firstFrameMs: times[1]! });
    }
    return {
      sizes,
      dashboardChunkGzip: await gzipOfAsset(/^dashboard-page-.*\.js$/),
      mapChunkGzip: await gzipOfAsset(/^map-view-.*\.js$/),
      basemapGzip: await gzipOfAsset(/^offline-basemap-.*\.json$/),
    };
  } finally {
    server.close();
  }
}
