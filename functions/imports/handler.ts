import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';

/** The `imports` endpoint group (see functions/endpoint-groups.ts). */
export const importsRoutes = {
  'POST /api/imports/preview': () => import('./routes/preview-import').then((m) => m.previewImport),
  'POST /api/imports': () => import('./routes/create-import').then((m) => m.createImport),
  'GET /api/imports': () => import('./routes/list-imports').then((m) => m.listImports),
  'POST /api/imports/{id}/items': () =>
    import('./routes/commit-import-chunk').then((m) => m.commitImportChunk),
  'POST /api/imports/{id}/finish': () => import('./routes/finish-import').then((m) => m.finishImport),
  'POST /api/imports/{id}/undo': () => import('./routes/undo-import').then((m) => m.undoImport),
} satisfies GroupRoutes<'imports'>;

export const handler = createHttpHandler(importsRoutes);
