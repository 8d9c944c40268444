import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUND_ARCHITECT_NAMES, architectNameKey } from '#shared/rounds/architect-options';
import { catalogEntrySchema, type CatalogEntry } from '../../functions/courses/catalog/catalog-entry-schema';
import { CATALOG_DATA_FILES } from './catalog-files';

const dataDir = join(import.meta.dirname, 'data');
const files = readdirSync(dataDir).filter((file) => file.endsWith('.json'));

function load(): Array<{ file: string; entry: CatalogEntry }> {
  return files.flatMap((file) => {
    const raw = JSON.parse(readFileSync(join(dataDir, file), 'utf8')) as unknown[];
    return raw.map((item, index) => {
      const parsed = catalogEntrySchema.safeParse(item);
      if (!parsed.success) throw new Error(`${file}[${index}]: ${parsed.error.message}`);
      return { file, entry: parsed.data };
    });
  });
}

describe('the files the deploy ships', () => {
  it('lists every catalog file, so a file added to the folder cannot be left out of the deploy', () => {
    expect([...CATALOG_DATA_FILES].sort()).toEqual(
      files.map((file) => `scripts/catalog/data/${file}`).sort(),
    );
  });
});

describe('seed catalog data', () => {
  it('every entry matches the catalog schema', () => {
    expect(() => load()).not.toThrow();
  });

  it('every course has an entry in the coordinate-check ledger, and the ledger names no other course', () => {
    const ledger = JSON.parse(
      readFileSync(join(import.meta.dirname, 'coordinate-checks.json'), 'utf8'),
    ) as Array<{ slug: string; status: string; source: string | null }>;
    const slugs = load().map(({ entry }) => entry.slug);
    expect(ledger.map((check) => check.slug).sort()).toEqual([...slugs].sort());
    for (const check of ledger) {
      expect(['confirmed', 'corrected', 'unverified']).toContain(check.status);
      // A checked position names the published point it was checked against.
      if (check.status !== 'unverified') expect(check.source, check.slug).toBeTruthy();
    }
  });

  it('marks exactly the unverified positions as unchecked, so the course page calls them approximate', () => {
    const ledger = JSON.parse(
      readFileSync(join(import.meta.dirname, 'coordinate-checks.json'), 'utf8'),
    ) as Array<{ slug: string; status: string }>;
    const unverified = ledger.filter((check) => check.status === 'unverified').map((check) => check.slug);
    const unchecked = load()
      .filter(({ entry }) => entry.positionChecked === false)
      .map(({ entry }) => entry.slug);
    expect(unchecked.sort()).toEqual(unverified.sort());
  });

  it('holds at least 600 courses', () => {
    expect(load().length).toBeGreaterThanOrEqual(600);
  });

  it('slugs are unique across files', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const { file, entry } of load()) {
      const other = seen.get(entry.slug);
      if (other) duplicates.push(`${entry.slug} (${other} and ${file})`);
      seen.set(entry.slug, file);
    }
    expect(duplicates).toEqual([]);
  });

  it('no course appears twice under different slugs (same name in the same city)', () => {
    const key = (e: CatalogEntry) => `${e.name.toLowerCase()}|${e.city.toLowerCase()}`;
    const counts = new Map<string, number>();
    for (const { entry } of load()) counts.set(key(entry), (counts.get(key(entry)) ?? 0) + 1);
    expect([...counts].filter(([, n]) => n > 1).map(([k]) => k)).toEqual([]);
  });

  it('spells each architect one way, as the round forms do', () => {
    const names = [...new Set(load().flatMap(({ entry }) => entry.architects ?? []))];
    // One person under two spellings splits the architect list and portfolio ("H. S. Colt" beside "Harry
    // Colt", "Robert Trent Jones" beside "Robert Trent Jones Sr."): flag names with the same surname and
    // first initial unless each carries its own generation (Jr. and Sr.).
    const generationPattern = /\s+(Jr|Sr)\.?$/;
    const person = (name: string) => {
      const parts = name
        .replace(generationPattern, '')
        .split(/[\s.]+/)
        .filter(Boolean);
      return `${parts.at(-1)?.toLowerCase()}|${parts[0]?.[0]?.toLowerCase()}`;
    };
    // Different people (or a firm) who share a surname and first initial.
    const distinct = new Set([
      'William F. Bell',
      'Mackenzie & Ebert',
      'Carnegie Clark',
      'P. B. Dye',
      'Press Maxwell',
      'Rees Jones',
    ]);
    const byPerson = new Map<string, string[]>();
    for (const name of names.filter((n) => !distinct.has(n))) {
      byPerson.set(person(name), [...(byPerson.get(person(name)) ?? []), name]);
    }
    const clashes = [...byPerson.values()].filter((group) => {
      const generations = group.map((name) => generationPattern.exec(name)?.[1] ?? '');
      return group.length > 1 && (generations.includes('') || new Set(generations).size < group.length);
    });
    expect(clashes).toEqual([]);
    const listed = new Map(ROUND_ARCHITECT_NAMES.map((name) => [architectNameKey(name), name]));
    for (const name of names) {
      const spelledInForms = listed.get(architectNameKey(name));
      if (spelledInForms) expect(name).toBe(spelledInForms);
    }
  });
});
