/**
 * Operator script: rebuilds each golfer's score counters with the round's par (scripts/migrations/
 * score-counters-par.ts). Reads TABLE_NAME and the default AWS credentials and region. Safe to run again;
 * `--force` scans again even after a completed run.
 *
 *   TABLE_NAME=<TableName output> npx tsx scripts/migrations/score-counters-par-run.ts
 */
import { prepareScriptEnvironment } from '../catalog/script-environment';

prepareScriptEnvironment('Set TABLE_NAME to the Fescue table name (a stack output), then run again.');

const { migrateScoreCountersPar } = await import('./score-counters-par');
const result = await migrateScoreCountersPar({ force: process.argv.includes('--force') });
console.log(
  result.skipped
    ? 'score-counters-par: already done (run with --force to scan again)'
    : `score-counters-par: counters rebuilt for ${result.golfers} golfers`,
);
