/**
 * Operator script: rebuilds every golfer's passport totals and round days from their rounds
 * (scripts/migrations/passport-totals.ts). Reads TABLE_NAME and the default AWS credentials and region. Safe
 * to run again; `--force` rebuilds even after a completed run (after a catalog edit, to refresh the course
 * facts the passport reads).
 *
 *   TABLE_NAME=<TableName output> npx tsx scripts/migrations/passport-totals-run.ts
 */
import { prepareScriptEnvironment } from '../catalog/script-environment';

prepareScriptEnvironment('Set TABLE_NAME to the Fescue table name (a stack output), then run again.');

const { migratePassportTotals } = await import('./passport-totals');
const result = await migratePassportTotals({ force: process.argv.includes('--force') });
console.log(
  result.skipped
    ? 'passport-totals: already done (run with --force to rebuild again)'
    : `passport-totals: rebuilt for ${result.golfers} golfers`,
);
