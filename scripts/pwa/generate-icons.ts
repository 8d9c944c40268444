import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../../e2e/playwright.config';

/**
 * Draws the app icons the web app manifest names (issue 19) from frontend/public/favicon.svg, in Debian's
 * Chromium (no image library, no download): `npx tsx scripts/pwa/generate-icons.ts`. The PNGs are committed;
 * run this again only when the logo changes.
 *
 * - `any` icons: the round logo on a transparent square (192 and 512, what Chrome's install asks for);
 * - `maskable`: the logo at 80% on the theme colour, inside the safe zone a launcher's mask may cut to;
 * - `apple-touch-icon` (180): iOS draws no transparency, so the theme colour behind the logo.
 */
const PUBLIC = new URL('../../frontend/public/', import.meta.url);
const THEME = '#1d3b2a';

const icons = [
  { file: 'pwa-192x192.png', size: 192, scale: 1, background: 'transparent' },
  { file: 'pwa-512x512.png', size: 512, scale: 1, background: 'transparent' },
  { file: 'maskable-icon-512x512.png', size: 512, scale: 0.8, background: THEME },
  { file: 'apple-touch-icon-180x180.png', size: 180, scale: 0.86, background: THEME },
];

const svg = await readFile(new URL('favicon.svg', PUBLIC), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
});
try {
  const page = await browser.newPage();
  for (const { file, size, scale, background } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const edge = Math.round(size * scale);
    await page.setContent(
      `<html><body style="margin:0;background:${background}">` +
        `<div style="width:${size}px;height:${size}px;display:grid;place-items:center">` +
        `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${edge}" height="${edge}">` +
        `</div></body></html>`,
    );
    const png = await page.screenshot({ omitBackground: background === 'transparent' });
    await writeFile(new URL(file, PUBLIC), png);
    console.log(`${file}: ${size}x${size}`);
  }
} finally {
  await browser.close();
}
