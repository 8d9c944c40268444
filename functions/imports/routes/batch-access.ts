import {
  IMPORT_BATCH_NOT_FOUND_MESSAGE,
  importBatchIdParamSchema,
  type ImportBatch,
} from '#shared/imports/import-api';
import type { HttpEvent } from '../../lib/http/http-handler';
import { NotFoundError } from '../../lib/errors';
import { parsePathParams } from '../../lib/http/parse-input';
import { getImportBatch } from '../import-batch-repository';

/** The golfer's batch named in the path; another golfer's (or none) is 404. */
export async function batchOfPath(
  event: HttpEvent,
  userId: string,
): Promise<ImportBatch & { countriesBefore: string[] }> {
  const { id } = parsePathParams(event, importBatchIdParamSchema);
  const batch = await getImportBatch(userId, id);
  if (!batch) throw new NotFoundError(IMPORT_BATCH_NOT_FOUND_MESSAGE);
  return batch;
}
