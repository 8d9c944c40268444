/**
 * Operator script: imports courses from an open dataset into the catalog (docs/operations.md, "Import open
 * course data"): an OpenGolfAPI CSV (`.csv`) or an OpenStreetMap GeoJSON extract of leisure=golf_course
 * features (`.geojson`/`.json`). Reads TABLE_NAME and the default AWS credentials and region. Safe to run
 * again; a new version of the file updates what changed.
 *
 *   TABLE_NAME=<TableName> npx tsx scripts/catalog/import-open-data.ts courses.csv
 */
import { readFileSync } from 'node:fs';
import { prepareScriptEnvironment } from './script-environment';

prepareScriptEnvironment('Set TABLE_NAME to the Fescue table name (a stack output), then run again.');
const file = process.argv[2];
if (!file) {
  console.error('Give the file: an OpenGolfAPI .csv or an OpenStreetMap .geojson');
  process.exit(1);
}
const { parseOpenGolfApiCsv, parseOsmGeoJson } = await import('./open-data/open-records');
const { importOpenData } = await import('./open-data/import-open-data');
const text = readFileSync(file, 'utf8');
const parsed = file.toLowerCase().endsWith('.csv') ? parseOpenGolfApiCsv(text) : parseOsmGeoJson(text);
for (const line of parsed.skipped) console.warn(`skipped ${line}`);
const started = Date.now();
const result = await importOpenData(parsed.records, { log: (message) => console.log(message) });
console.log(
  `Open data: ${parsed.records.length} courses read, ${result.created} created, ${result.matched} matched to ` +
    `stored courses, ${result.updated} updated, ${result.unchanged} unchanged, ${result.ambiguous.length} ` +
    `ambiguous (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
for (const line of result.ambiguous) console.warn(`ambiguous ${line}`);
