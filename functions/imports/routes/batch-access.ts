import {
  IMPORT_BATCH_NOT_FOUND_MESSAGE,
  importBatchIdParamSchema,
  type ImportBatch,
} from '#shared/imports/import-api';
import type { HttpEvent } from '../../lib/http/http-handler';
import { NotFoundError } from '../../lib/errors';
import { parsePathParams } from '../../lib/http/parse-input';
import { getImportBatch } from '../import-batch-repository';

/** The batch id of the path, checked (400 for what cannot be an import id). */
export function batchIdOfPath(event: HttpEvent): string {
  return parsePathParams(event, importBatchIdParamSchema).id;
}

/** The golfer's batch named in the path; another golfer's (or none) is 404. */
export async function batchOfPath(
  event: HttpEvent,
  userId: string,
  id = batchIdOfPath(event),
): Promise<ImportBatch & { countriesBefore: string[] }> {
  const batch = await getImportBatch(userId, id);
  if (!batch) throw new NotFoundError(IMPORT_BATCH_NOT_FOUND_MESSAGE);
  return batch;
}
