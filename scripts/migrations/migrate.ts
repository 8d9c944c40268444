/**
 * npm run migrate: runs the deploy-time migrations (the catalog seed among them) against a table by hand,
 * through the same ledger a deploy uses: for a table the stack does not own, or to run one again.
 * `cdk deploy` runs them itself (docs/operations.md, "Deploy-time migrations").
 *
 *   TABLE_NAME=<TableName> PHOTOS_BUCKET=<PhotosBucketName> npm run migrate
 *   TABLE_NAME=<TableName> npm run migrate -- --again passport-totals   (forget its ledger entry, run it again)
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { prepareScriptEnvironment } from '../catalog/script-environment';

prepareScriptEnvironment('Set TABLE_NAME to the Fescue table name (a stack output), then run again.');

const { documentClient, tableName } = await import('../../functions/data/dynamo-client');
const { migrationKeys } = await import('../../functions/data/keys/migration-keys');
const { readCatalogEntries } = await import('../catalog/catalog-files');
const { deployMigrations } = await import('./registry');
const { runMigrations } = await import('./runner');

const migrations = await deployMigrations({
  catalogEntries: async () => readCatalogEntries(),
  photos: Boolean(process.env.PHOTOS_BUCKET),
});
const again = process.argv.indexOf('--again');
if (again > 0) {
  const name = process.argv[again + 1];
  if (!name || !migrations.some((migration) => migration.name === name)) {
    console.error(`--again takes a migration's name: ${migrations.map((m) => m.name).join(', ')}`);
    process.exit(1);
  }
  for (const key of [migrationKeys.ledger(name), migrationKeys.marker(name)]) {
    await documentClient().send(new DeleteCommand({ TableName: tableName(), Key: key }));
  }
}
try {
  const result = await runMigrations(migrations);
  console.log(`Migrations: ${result.ran.length} ran, ${result.skipped.length} already done`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
