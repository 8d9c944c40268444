/**
 * npm run generate:fonts (with the landing italic): fontsource's Latin Inter and Fraunces carry every weight
 * from 100 to 900, and the app sets 400 to 700 only (a test holds the CSS to that). These are the same faces
 * with the weight axis cut to that range (opsz and all OpenType features kept): Inter 48 -> 31 kB, Fraunces
 * 67 -> 61 kB on every first visit. frontend/src/shared/styles/fonts.css declares them after fontsource's
 * rules with the same unicode-range, so the browser takes these for Latin text and never fetches the others.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import {
  codePointsOf,
  LATIN_TEXT_FACES,
  LATIN_UNICODE_RANGE,
  TEXT_WEIGHTS,
} from '../../frontend/src/shared/styles/latin-text-faces';

const require = createRequire(import.meta.url);
const text = String.fromCodePoint(...codePointsOf(LATIN_UNICODE_RANGE));

for (const face of LATIN_TEXT_FACES) {
  const source = await readFile(require.resolve(face.source));
  const subset = await subsetFont(source, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: TEXT_WEIGHTS.min, max: TEXT_WEIGHTS.max } },
  });
  const target = new URL(`../../frontend/src/shared/styles/fonts/${face.file}`, import.meta.url);
  await writeFile(target, subset);
  console.log(`Wrote ${target.pathname} (${source.length} -> ${subset.length} bytes)`);
}
