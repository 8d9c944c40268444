import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';
import { commitImportChunk } from './routes/commit-import-chunk';
import { createImport } from './routes/create-import';
import { finishImport } from './routes/finish-import';
import { listImports } from './routes/list-imports';
import { previewImport } from './routes/preview-import';
import { undoImport } from './routes/undo-import';

/** The `imports` endpoint group (see functions/endpoint-groups.ts). */
export const importsRoutes = {
  'POST /api/imports/preview': previewImport,
  'POST /api/imports': createImport,
  'GET /api/imports': listImports,
  'POST /api/imports/{id}/items': commitImportChunk,
  'POST /api/imports/{id}/finish': finishImport,
  'POST /api/imports/{id}/undo': undoImport,
} satisfies GroupRoutes<'imports'>;

export const handler = createHttpHandler(importsRoutes);
