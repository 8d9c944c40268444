import { readFile } from 'node:fs/promises';
import fontverter from 'fontverter';
import { describe, expect, it } from 'vitest';
import { LANDING_ITALIC_TEXT } from '../../frontend/src/shared/styles/landing-italic-text';
import { codePointsOf } from '../../frontend/src/shared/styles/latin-text-faces';

const stylesDir = new URL('../../frontend/src/shared/styles/', import.meta.url);

/** The table tags of a TrueType font. */
function tableTags(font: Buffer): string[] {
  const count = font.readUInt16BE(4);
  return Array.from({ length: count }, (_, index) =>
    font.toString('ascii', 12 + index * 16, 16 + index * 16),
  );
}

describe('the landing italic face', () => {
  it('declares exactly the letters of the word it was cut for', async () => {
    const css = await readFile(new URL('fonts.css', stylesDir), 'utf8');
    const range = /unicode-range:\s*([^;]+);/.exec(css)?.[1] ?? '';
    const letters = new Set([...LANDING_ITALIC_TEXT].map((letter) => letter.codePointAt(0) ?? 0));
    expect([...codePointsOf(range)].sort()).toEqual([...letters].sort());
  });

  it('is the variable face (axes kept), a fraction of the whole italic', async () => {
    const woff2 = await readFile(new URL('fonts/fraunces-italic-landing.woff2', stylesDir));
    expect(woff2.length).toBeLessThan(20_000);
    const font = await fontverter.convert(woff2, 'truetype');
    expect(tableTags(font)).toEqual(expect.arrayContaining(['fvar', 'gvar', 'cmap', 'glyf']));
  });
});
