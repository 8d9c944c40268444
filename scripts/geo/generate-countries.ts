/**
 * Writes shared/geo/country-table.ts, the compact country list that the custom-course schema, the centroid
 * lookup and the Country input share: every country and territory of the `world-countries` package
 * (mledoze/countries, ODbL-1.0) with its English alternative spellings and centre point, plus the golf home
 * nations the catalog uses as countries. The package itself (1.4 MB of JSON) stays a devDependency: only the
 * generated table, about 20 kB, reaches the Lambdas and the browser.
 *
 *   npm run generate:countries
 *
 * Decisions kept here rather than in the package's data:
 * - Names are the catalog's spelling where it differs ("Turkey", not "Türkiye"), so a golfer's custom course
 *   reads like the catalog's courses; the package's name stays an alternative spelling.
 * - Centres: the 56 hand-checked centres Fescue placed custom courses at before this table existed are kept
 *   (geographic centres to two decimals; the package's points are rounder and some lie at sea: Malaysia's at
 *   2.5, 112.5 is in the South China Sea, Indonesia's in the Flores Sea). Every other country takes the
 *   package's point. The script reports centres that are not on land in a 1° land grid (small islands
 *   legitimately are not), so a bad point is seen when the package is updated.
 * - An alternative spelling that two countries share ("Congo") is dropped: it names neither.
 * - The countries of the seed catalog's courses (scripts/catalog/data) are listed: they are where golfers play
 *   most, so the Country input suggests them first ("s": Scotland and Spain before Samoa).
 * - The home nations are listed as parts of the United Kingdom, so "UK" suggests them too: the catalog
 *   files its courses under them, not under the United Kingdom.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import countries from 'world-countries';
import { isLandAt } from '../../frontend/src/shared/land/land-grid';
import { normalizeText } from '#shared/courses/normalize';

const OUTPUT = fileURLToPath(new URL('../../shared/geo/country-table.ts', import.meta.url));
/**
 * The rows themselves are data, not code: the Lambdas read them from a file beside their bundle on the first
 * country lookup (infra/lambda-bundling.ts, dataFilesLoadedOnUse), the browser bundles them.
 */
const ROWS_OUTPUT = fileURLToPath(new URL('../../shared/geo/country-rows.json', import.meta.url));
const LICENCE =
  "Names, alternative spellings and centre points derived from the world-countries package (mledoze/countries, https://github.com/mledoze/countries), made available under the Open Database License (ODbL-1.0); this table is a derived database under the same licence. Catalog spellings, the golf home nations and hand-checked centres are Fescue's own (scripts/geo/generate-countries.ts).";
const CATALOG_FOLDER = fileURLToPath(new URL('../catalog/data/', import.meta.url));

/** The catalog's spelling of a country whose package name differs, by ISO alpha-2 code. */
const CATALOG_NAMES: Record<string, string> = {
  TR: 'Turkey',
};

/** Spellings golfers and upstream data use that the package does not list, by ISO alpha-2 code. */
const EXTRA_ALIASES: Record<string, string[]> = {
  US: ['U.S.', 'U.S.A.', 'America', 'United States of America'],
  GB: ['Britain', 'U.K.'],
  KR: ['Korea'],
  CZ: ['Czech Republic'],
  AE: ['U.A.E.'],
  NL: ['Holland'],
  IE: ['Eire', 'Republic of Ireland'],
  CI: ["Cote d'Ivoire"],
};

/** The golf home nations: countries in the catalog (and to golfers), parts of the United Kingdom to ISO. */
const HOME_NATIONS: { name: string; latitude: number; longitude: number; aliases: string[] }[] = [
  { name: 'England', latitude: 52.36, longitude: -1.17, aliases: [] },
  { name: 'Scotland', latitude: 56.49, longitude: -4.2, aliases: [] },
  { name: 'Wales', latitude: 52.13, longitude: -3.78, aliases: ['Cymru'] },
  { name: 'Northern Ireland', latitude: 54.79, longitude: -6.49, aliases: ['N. Ireland'] },
];

/** The country the home nations are parts of, to ISO. */
const HOME_NATIONS_OF = 'United Kingdom';

/** Hand-checked centres kept from Fescue's first centroid table, by ISO alpha-2 code. */
const CHECKED_CENTRES: Record<string, readonly [number, number]> = {
  US: [39.83, -98.58],
  CA: [56.13, -106.35],
  MX: [23.63, -102.55],
  IE: [53.41, -8.24],
  GB: [55.38, -3.44],
  FR: [46.23, 2.21],
  ES: [40.46, -3.75],
  PT: [39.4, -8.22],
  IT: [41.87, 12.57],
  DE: [51.17, 10.45],
  NL: [52.13, 5.29],
  BE: [50.5, 4.47],
  DK: [56.26, 9.5],
  SE: [60.13, 18.64],
  NO: [60.47, 8.47],
  FI: [61.92, 25.75],
  CH: [46.82, 8.23],
  AT: [47.52, 14.55],
  IS: [64.96, -19.02],
  GR: [39.07, 21.82],
  TR: [38.96, 35.24],
  CZ: [49.82, 15.47],
  PL: [51.92, 19.15],
  ZA: [-30.56, 22.94],
  MA: [31.79, -7.09],
  EG: [26.82, 30.8],
  MU: [-20.35, 57.55],
  AE: [23.42, 53.85],
  QA: [25.35, 51.18],
  IN: [20.59, 78.96],
  CN: [35.86, 104.2],
  JP: [36.2, 138.25],
  KR: [35.91, 127.77],
  TH: [15.87, 100.99],
  VN: [14.06, 108.28],
  MY: [4.21, 101.98],
  SG: [1.35, 103.82],
  ID: [-0.79, 113.92],
  PH: [12.88, 121.77],
  AU: [-25.27, 133.78],
  NZ: [-40.9, 174.89],
  AR: [-38.42, -63.62],
  BR: [-14.24, -51.93],
  CL: [-35.68, -71.54],
  CO: [4.57, -74.3],
  DO: [18.74, -70.16],
  PR: [18.22, -66.59],
  BS: [25.03, -77.4],
  BB: [13.19, -59.54],
  JM: [18.11, -77.3],
  BM: [32.32, -64.76],
  CR: [9.75, -83.75],
};

/** English-readable spellings only: the input is typed on Latin keyboards, and the table stays small. */
function isLatin(text: string): boolean {
  const withoutAccents = text.normalize('NFD').replace(/\p{Diacritic}/gu, '');
  return /^[A-Za-z0-9 .,'’()&-]+$/.test(withoutAccents);
}

/** "Saint Lucia" is also typed "St Lucia" and "St. Lucia" (normalised alike). */
function saintForms(name: string): string[] {
  return /^Saint /.test(name) ? [name.replace(/^Saint /, 'St ')] : [];
}

interface Row {
  name: string;
  latitude: number;
  longitude: number;
  aliases: string[];
}

const round = (value: number) => Math.round(value * 100) / 100;

function buildRows(): Row[] {
  const rows: Row[] = countries.map((country) => {
    const name = CATALOG_NAMES[country.cca2] ?? country.name.common;
    const [latitude, longitude] = CHECKED_CENTRES[country.cca2] ?? country.latlng;
    const aliases = [
      country.cca2,
      country.cca3,
      country.name.common,
      country.name.official,
      ...country.altSpellings,
      ...(EXTRA_ALIASES[country.cca2] ?? []),
      ...saintForms(country.name.common),
      ...saintForms(country.name.official),
    ].filter(isLatin);
    return { name, latitude: round(latitude), longitude: round(longitude), aliases };
  });
  rows.push(...HOME_NATIONS.map((nation) => ({ ...nation })));
  return rows;
}

/** Aliases reduced to those that name one country and are not a country's own name or another alias of it. */
function pruneAliases(rows: Row[]): string[] {
  const report: string[] = [];
  const nameKeys = new Map(rows.map((row) => [normalizeText(row.name), row.name]));
  const owners = new Map<string, Set<string>>();
  for (const row of rows) {
    for (const alias of row.aliases) {
      const key = normalizeText(alias);
      if (!owners.has(key)) owners.set(key, new Set());
      owners.get(key)?.add(row.name);
    }
  }
  for (const row of rows) {
    const seen = new Set([normalizeText(row.name)]);
    row.aliases = row.aliases.filter((alias) => {
      const key = normalizeText(alias);
      if (!key || seen.has(key)) return false;
      seen.add(key);
      const namedCountry = nameKeys.get(key);
      if (namedCountry && namedCountry !== row.name) {
        report.push(`dropped "${alias}" of ${row.name}: it is the name of ${namedCountry}`);
        return false;
      }
      const sharedBy = owners.get(key);
      if (sharedBy && sharedBy.size > 1) {
        report.push(`dropped "${alias}": shared by ${[...sharedBy].join(', ')}`);
        return false;
      }
      return true;
    });
  }
  return [...new Set(report)];
}

/** The countries the catalog's courses are in, by name; each must be in the table under that spelling. */
function catalogCountries(rows: Row[]): string[] {
  const names = new Set(
    readdirSync(CATALOG_FOLDER)
      .filter((file) => file.endsWith('.json'))
      .flatMap(
        (file) => JSON.parse(readFileSync(`${CATALOG_FOLDER}${file}`, 'utf8')) as { country: string }[],
      )
      .map((entry) => entry.country),
  );
  const known = new Set(rows.map((row) => row.name));
  const unknown = [...names].filter((name) => !known.has(name));
  if (unknown.length > 0) throw new Error(`Catalog countries not in the table: ${unknown.join(', ')}`);
  return [...names].sort((a, b) => a.localeCompare(b, 'en'));
}

function render(catalog: string[]): string {
  const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return [
    '// Generated by scripts/geo/generate-countries.ts (npm run generate:countries): do not edit by hand.',
    '// The rows (names, alternative spellings and centre points, derived from the world-countries package under',
    '// the Open Database License, ODbL-1.0) are in country-rows.json, read through #shared/geo/country-rows.',
    '',
    "/** The countries of the seed catalog's courses (scripts/catalog/data): where golfers play most. */",
    `export const CATALOG_COUNTRIES: readonly string[] = [${catalog.map(quote).join(', ')}];`,
    '',
    '/** Countries whose parts the catalog uses as countries, with those parts: "UK" suggests them too. */',
    'export const COUNTRY_PARTS: Readonly<Record<string, readonly string[]>> = {',
    `  ${quote(HOME_NATIONS_OF)}: [${HOME_NATIONS.map((nation) => quote(nation.name))
      .sort((a, b) => a.localeCompare(b, 'en'))
      .join(', ')}],`,
    '};',
    '',
  ].join('\n');
}

/** [name, latitude, longitude, alternative spellings joined by "|"], by name, with the licence they carry. */
function renderRows(rows: Row[]): string {
  const data = {
    licence: LICENCE,
    rows: rows.map((row) => [row.name, row.latitude, row.longitude, row.aliases.join('|')]),
  };
  return JSON.stringify(data);
}

const rows = buildRows().sort((a, b) => a.name.localeCompare(b.name, 'en'));
const duplicates = rows.filter((row, index) => rows.findIndex((other) => other.name === row.name) !== index);
if (duplicates.length > 0) throw new Error(`Duplicate country names: ${duplicates.map((row) => row.name)}`);
for (const line of pruneAliases(rows)) console.log(line);
const atSea = rows.filter((row) => !isLandAt(row.latitude, row.longitude));
console.log(
  `${atSea.length} centres not on land in the 1° grid (islands and small countries expected):\n  ` +
    atSea.map((row) => `${row.name} ${row.latitude}, ${row.longitude}`).join('\n  '),
);
// Formatted as the repo's own files are, so `npm run format:check` passes on the generated file.
const options = await resolveConfig(OUTPUT);
writeFileSync(OUTPUT, await format(render(catalogCountries(rows)), { ...options, filepath: OUTPUT }));
writeFileSync(ROWS_OUTPUT, await format(renderRows(rows), { ...options, filepath: ROWS_OUTPUT }));
console.log(`Wrote ${rows.length} countries to ${OUTPUT}`);
