import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';

/** The `ghin` endpoint group (see functions/endpoint-groups.ts). */
export const ghinRoutes = {
  'POST /api/ghin/connect': () => import('./routes/connect').then((m) => m.connectGhin),
  'POST /api/ghin/test': () => import('./routes/test-connection').then((m) => m.testGhinConnection),
  'POST /api/ghin/sync': () => import('./routes/sync').then((m) => m.syncGhin),
  'PUT /api/ghin/manual': () => import('./routes/save-manual-entry').then((m) => m.saveManualEntry),
  'GET /api/ghin/status': () => import('./routes/get-status').then((m) => m.getGhinStatus),
  'PUT /api/ghin/settings': () => import('./routes/update-settings').then((m) => m.updateGhinSettings),
  'DELETE /api/ghin/rounds': () =>
    import('./routes/remove-imported-rounds').then((m) => m.removeImportedRounds),
  'GET /api/ghin/handicap-history': () =>
    import('./routes/get-handicap-history').then((m) => m.getHandicapHistory),
  'GET /api/handicap/estimate': () =>
    import('./routes/get-handicap-estimate').then((m) => m.getHandicapEstimate),
} satisfies GroupRoutes<'ghin'>;

export const handler = createHttpHandler(ghinRoutes);
