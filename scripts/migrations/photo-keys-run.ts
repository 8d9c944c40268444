/**
 * Operator script: gives every round photo stored under its golfer's id an opaque public key, points the round
 * and its story at it, and deletes what is left under the old prefixes (scripts/migrations/photo-keys.ts).
 * Reads TABLE_NAME, PHOTOS_BUCKET and the default AWS credentials and region. Safe to run again; `--force`
 * scans again even after a completed run.
 *
 *   TABLE_NAME=<TableName output> PHOTOS_BUCKET=<PhotosBucketName output> \
 *     npx tsx scripts/migrations/photo-keys-run.ts
 */
import { ENV } from '../../functions/lib/config';
import { prepareScriptEnvironment } from '../catalog/script-environment';

prepareScriptEnvironment(
  'Set TABLE_NAME and PHOTOS_BUCKET to the Fescue table and photos bucket names (stack outputs), then run again.',
);
if (!process.env[ENV.PHOTOS_BUCKET]) {
  console.error('Set PHOTOS_BUCKET to the photos bucket name (the PhotosBucketName stack output).');
  process.exit(1);
}

const { migratePhotoKeys } = await import('./photo-keys');
const started = Date.now();
const result = await migratePhotoKeys({ force: process.argv.includes('--force') });
console.log(
  result.skipped
    ? 'photo-keys-opaque: already done (run with --force to scan again)'
    : `photo-keys-opaque: ${result.moved} round photos moved to opaque keys, ${result.missing} already gone, ` +
        `${result.orphansDeleted} objects no round named deleted (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
