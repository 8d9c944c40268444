/**
 * Operator script: dates every golfer's achievements by the rounds that reached them in the order played
 * (scripts/migrations/achievement-dates.ts). Reads TABLE_NAME and the default AWS credentials and region.
 * Run it after passport-totals-run.ts; safe to run again (`--force` re-dates even after a completed run).
 *
 *   TABLE_NAME=<TableName output> npx tsx scripts/migrations/achievement-dates-run.ts
 */
import { prepareScriptEnvironment } from '../catalog/script-environment';

prepareScriptEnvironment('Set TABLE_NAME to the Fescue table name (a stack output), then run again.');

const { migrateAchievementDates } = await import('./achievement-dates');
const result = await migrateAchievementDates({ force: process.argv.includes('--force') });
console.log(
  result.skipped
    ? 'achievement-dates: already done (run with --force to date again)'
    : `achievement-dates: ${result.redated} unlocks dated again for ${result.golfers} golfers`,
);
