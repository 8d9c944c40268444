/**
 * Operator script: converts round ratings stored on the old 1-5 scale to the 0-10 scale and adopts each
 * golfer's latest rated round per course as their course rating (scripts/migrations/rating-scale.ts).
 * Reads TABLE_NAME and the default AWS credentials and region. Safe to run again; `--force` scans again even
 * after a completed run.
 *
 *   TABLE_NAME=<TableName output> npx tsx scripts/migrations/rating-scale-10.ts
 */
import { prepareScriptEnvironment } from '../catalog/script-environment';

prepareScriptEnvironment('Set TABLE_NAME to the Fescue table name (a stack output), then run again.');

const { migrateRatingScale } = await import('./rating-scale');
const started = Date.now();
const result = await migrateRatingScale({ force: process.argv.includes('--force') });
console.log(
  result.skipped
    ? 'rating-scale-10: already done (run with --force to scan again)'
    : `rating-scale-10: ${result.converted} rounds converted to the 0-10 scale, ${result.adopted} adopted as ` +
        `course ratings (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
