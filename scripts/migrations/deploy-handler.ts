import type { CloudFormationCustomResourceEvent, Context } from 'aws-lambda';
import { logger } from '../../functions/lib/logger';
import { readDataFile } from '../../functions/lib/data-files';
import { getLastCompleteRun, putLastCompleteRun } from '../../functions/operations/migrations-ledger';
import { CATALOG_DATA_FILES, parseCatalogFile } from '../catalog/catalog-files';
import { deployMigrations } from './registry';
import { runMigrations } from './runner';

/**
 * The deploy-time migrations as a CloudFormation custom resource (infra/deploy-migrations.ts), through the
 * CDK provider framework: `onEvent` (deploy-on-event.ts) accepts the request, and `isComplete` runs the migrations. The
 * framework calls `isComplete` again until it answers complete, so a run longer than one Lambda's 15 minutes
 * pauses at a checkpoint near the time limit and the next call resumes it from the ledger's cursor. A failed
 * migration throws, the framework fails the resource with the message (which names the migration), and
 * CloudFormation fails the deploy.
 *
 * `Code` (the migrations bundle's asset key) changes with the code or the catalog. A deploy whose code
 * already ran every migration to the end has nothing to do: that is also what makes a rollback to the
 * previous code safe, since its migrations are all done.
 */
const TIME_MARGIN_MS = 90_000;

type Event = CloudFormationCustomResourceEvent & { PhysicalResourceId?: string };

export async function isComplete(event: Event, context: Context): Promise<{ IsComplete: boolean }> {
  if (event.RequestType === 'Delete') return { IsComplete: true };
  const code = String(event.ResourceProperties.Code ?? '');
  if (code && (await getLastCompleteRun()) === code) {
    logger.info('Deploy-time migrations: this code already ran every migration');
    return { IsComplete: true };
  }
  const migrations = await deployMigrations({
    catalogEntries: async () =>
      (
        await Promise.all(
          CATALOG_DATA_FILES.map(async (file) => parseCatalogFile(file, await readDataFile(file))),
        )
      ).flat(),
    photos: Boolean(process.env.PHOTOS_BUCKET),
  });
  const result = await runMigrations(migrations, {
    deadline: Date.now() + context.getRemainingTimeInMillis() - TIME_MARGIN_MS,
    runner: context.awsRequestId,
    log: (message) => logger.info(message),
  });
  if (result.complete && code) await putLastCompleteRun(code, new Date());
  return { IsComplete: result.complete };
}
