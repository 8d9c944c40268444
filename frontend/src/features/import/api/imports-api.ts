import * as z from 'zod';
import {
  importBatchSchema,
  importChunkResponseSchema,
  importPreviewResponseSchema,
  undoImportResponseSchema,
  type ImportBatch,
  type ImportChunkRequest,
  type ImportChunkResponse,
  type ImportPreviewResponse,
  type UndoImportResponse,
} from '#shared/imports/import-api';
import type { ImportDraft, ImportSource } from '#shared/imports/import-draft';
import { achievementNewsOf, type AchievementNews } from '@/shared/api/achievement-events';
import { getJson, requestJson, sendJson } from '@/shared/api/http';

export const IMPORTS_PATH = '/api/imports';

/** POST /api/imports/preview: every course of the draft matched, the rounds already in Fescue marked. */
export function previewImport(draft: ImportDraft): Promise<ImportPreviewResponse> {
  return sendJson('POST', `${IMPORTS_PATH}/preview`, { draft }, importPreviewResponseSchema);
}

/** POST /api/imports: a new batch, which the chunks then fill. */
export function startImport(source: ImportSource, label: string | null): Promise<ImportBatch> {
  return sendJson('POST', IMPORTS_PATH, { source, label }, importBatchSchema);
}

/** POST /api/imports/{id}/items: one chunk; the answer carries the achievements it earned. */
export async function sendChunk(
  batchId: string,
  chunk: ImportChunkRequest,
): Promise<ImportChunkResponse & { news: AchievementNews | undefined }> {
  const body = await requestJson(`${IMPORTS_PATH}/${batchId}/items`, { method: 'POST', body: chunk });
  return { ...importChunkResponseSchema.parse(body), news: achievementNewsOf(body) };
}

export function finishImport(batchId: string): Promise<ImportBatch> {
  return sendJson('POST', `${IMPORTS_PATH}/${batchId}/finish`, {}, importBatchSchema);
}

export function undoImportStep(batchId: string): Promise<UndoImportResponse> {
  return sendJson('POST', `${IMPORTS_PATH}/${batchId}/undo`, {}, undoImportResponseSchema);
}

export const importListSchema = z.object({ imports: z.array(importBatchSchema) });

export function listImports(): Promise<ImportBatch[]> {
  return getJson(IMPORTS_PATH, importListSchema).then((list) => list.imports);
}
