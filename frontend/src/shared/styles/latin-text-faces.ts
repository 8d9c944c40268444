/**
 * The Latin faces of the app's two families, cut by npm run generate:fonts (the files are committed) to the weights the app
 * sets and the code points of fontsource's Latin subset. Every other script (Latin Extended, Cyrillic,
 * Greek, Vietnamese) still comes from fontsource's own files, by unicode-range, when a page needs it.
 */
export const TEXT_WEIGHTS = { min: 400, max: 700 } as const;

/** fontsource's "latin" unicode-range, unchanged, so that the two declarations cover the same characters. */
export const LATIN_UNICODE_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

export const LATIN_TEXT_FACES = [
  {
    family: 'Inter Variable',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    file: 'inter-latin-text.woff2',
  },
  {
    family: 'Fraunces Variable',
    source: '@fontsource-variable/fraunces/files/fraunces-latin-opsz-normal.woff2',
    file: 'fraunces-latin-text.woff2',
  },
] as const;

/** Code points a CSS unicode-range names ("U+61-62, U+79"). */
export function codePointsOf(range: string): number[] {
  const points: number[] = [];
  for (const part of range.split(',')) {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let point = parseInt(from, 16); point <= parseInt(to, 16); point += 1) points.push(point);
  }
  return points;
}
