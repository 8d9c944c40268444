import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../../e2e/playwright.config';

/**
 * Draws the app icons the web app manifest names from frontend/public/favicon.svg, in Debian's
 * Chromium (no image library, no download): `npx tsx scripts/pwa/generate-icons.ts`. The PNGs are committed;
 * run this again only when the logo changes.
 *
 * - `any` icons: the round logo on a transparent square (192 and 512, what Chrome's install asks for);
 * - `maskable`: the logo at 80% on the theme colour, inside the safe zone a launcher's mask may cut to;
 * - `apple-touch-icon` (180): iOS draws no transparency, so the theme colour behind the logo.
 *
 * Chromium writes full-colour PNGs; pngquant (Debian package `pngquant`), when installed, turns them into
 * palette PNGs of half the size that look the same (the 192 px icon, which Chrome fetches on every first
 * visit to check the app is installable, went from 10 to 5 kB). Without it the larger PNGs are kept.
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
    const target = new URL(file, PUBLIC);
    await writeFile(target, png);
    const quantized = spawnSync('pngquant', [
      '--quality=80-100',
      '--speed',
      '1',
      '--strip',
      '--force',
      '--ext',
      '.png',
      fileURLToPath(target),
    ]);
    const note = quantized.error
      ? ' (pngquant not installed: full-colour PNG kept)'
      : quantized.status === 0
        ? ' (pngquant)'
        : ` (pngquant exit ${quantized.status}: kept as drawn)`;
    console.log(`${file}: ${size}x${size}${note}`);
  }
} finally {
  await browser.close();
}
