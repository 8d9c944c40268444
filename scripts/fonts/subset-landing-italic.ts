/**
 * npm run generate:fonts: the landing title's one italic word ("beautifully") is the only Fraunces italic in
 * the app, and the whole Latin italic (opsz and wght axes, 82 kB) was downloaded for it on every first visit,
 * competing with the page's own text on a slow phone. This writes that face cut to the word's letters, both
 * axes kept (the title sets opsz 72), for frontend/src/shared/styles/fonts.css to declare with the same
 * unicode-range. A new italic Fraunces word elsewhere means adding its letters here and running this again.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import { LANDING_ITALIC_TEXT } from '../../frontend/src/shared/styles/landing-italic-text';

const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource-variable/fraunces/files/fraunces-latin-opsz-italic.woff2');
const target = new URL(
  '../../frontend/src/shared/styles/fonts/fraunces-italic-landing.woff2',
  import.meta.url,
);

const subset = await subsetFont(await readFile(source), LANDING_ITALIC_TEXT, { targetFormat: 'woff2' });
await writeFile(target, subset);
console.log(`Wrote ${target.pathname} (${subset.length} bytes) for "${LANDING_ITALIC_TEXT}"`);
