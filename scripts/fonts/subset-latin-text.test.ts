import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontverter from 'fontverter';
import { describe, expect, it } from 'vitest';
import {
  codePointsOf,
  LATIN_TEXT_FACES,
  LATIN_UNICODE_RANGE,
  TEXT_WEIGHTS,
} from '../../frontend/src/shared/styles/latin-text-faces';

const require = createRequire(import.meta.url);
const frontendSrc = new URL('../../frontend/src/', import.meta.url);
const stylesDir = new URL('shared/styles/', frontendSrc);

/** The variation axes of a TrueType font's fvar table: tag -> [min, max]. */
function axesOf(font: Buffer): Map<string, [number, number]> {
  const tables = font.readUInt16BE(4);
  let fvar = -1;
  for (let index = 0; index < tables; index += 1) {
    const record = 12 + index * 16;
    if (font.toString('ascii', record, record + 4) === 'fvar') fvar = font.readUInt32BE(record + 8);
  }
  const axes = new Map<string, [number, number]>();
  if (fvar < 0) return axes;
  const first = fvar + font.readUInt16BE(fvar + 4);
  const count = font.readUInt16BE(fvar + 8);
  const size = font.readUInt16BE(fvar + 10);
  for (let index = 0; index < count; index += 1) {
    const axis = first + index * size;
    const fixed = (offset: number) => font.readInt32BE(axis + offset) / 65536;
    axes.set(font.toString('ascii', axis, axis + 4), [fixed(4), fixed(12)]);
  }
  return axes;
}

async function cssFiles(dir: URL): Promise<URL[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const url = new URL(entry.name + (entry.isDirectory() ? '/' : ''), dir);
      if (entry.isDirectory()) return cssFiles(url);
      return Promise.resolve(entry.name.endsWith('.css') ? [url] : []);
    }),
  );
  return nested.flat();
}

describe('the Latin text faces', () => {
  it('cut the weight axis to the range the app sets, and keep the others', async () => {
    for (const face of LATIN_TEXT_FACES) {
      const cut = axesOf(
        await fontverter.convert(await readFile(new URL(`fonts/${face.file}`, stylesDir)), 'truetype'),
      );
      const whole = axesOf(
        await fontverter.convert(await readFile(require.resolve(face.source)), 'truetype'),
      );
      expect(cut.get('wght'), face.file).toEqual([TEXT_WEIGHTS.min, TEXT_WEIGHTS.max]);
      for (const [tag, range] of whole)
        if (tag !== 'wght') expect(cut.get(tag), `${face.file} ${tag}`).toEqual(range);
    }
  });

  it('are declared for fontsource’s Latin range, after fontsource’s own rules', async () => {
    const css = await readFile(new URL('fonts.css', stylesDir), 'utf8');
    for (const face of LATIN_TEXT_FACES) {
      const rule = new RegExp(`@font-face\\s*{[^}]*${face.file}[^}]*}`).exec(css)?.[0] ?? '';
      expect(rule, face.file).toContain(`font-family: '${face.family}'`);
      const range = /unicode-range:\s*([^;]+);/.exec(rule)?.[1] ?? '';
      expect(codePointsOf(range.replace(/\s+/g, '')), face.file).toEqual(codePointsOf(LATIN_UNICODE_RANGE));
    }
    const main = await readFile(new URL('main.tsx', frontendSrc), 'utf8');
    expect(main.indexOf("import './shared/styles/fonts.css'")).toBeGreaterThan(
      main.indexOf('@fontsource-variable/'),
    );
  });

  it('cover every font-weight the app’s CSS sets', async () => {
    const outside: string[] = [];
    for (const file of await cssFiles(frontendSrc)) {
      const css = await readFile(file, 'utf8');
      for (const [, value = ''] of css.matchAll(/font-weight:\s*([^;]+);/g)) {
        if (value.trim() === '100 900') continue; // a variable face's own declaration
        const weight = value.trim() === 'bold' ? 700 : value.trim() === 'normal' ? 400 : Number(value);
        if (!(weight >= TEXT_WEIGHTS.min && weight <= TEXT_WEIGHTS.max))
          outside.push(`${file.pathname}: ${value}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
