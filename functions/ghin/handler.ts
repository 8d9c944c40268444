import { createHttpHandler, type GroupRoutes } from '../lib/http/http-handler';
import { connectGhin } from './routes/connect';
import { getHandicapEstimate } from './routes/get-handicap-estimate';
import { getHandicapHistory } from './routes/get-handicap-history';
import { getGhinStatus } from './routes/get-status';
import { removeImportedRounds } from './routes/remove-imported-rounds';
import { saveManualEntry } from './routes/save-manual-entry';
import { syncGhin } from './routes/sync';
import { testGhinConnection } from './routes/test-connection';
import { updateGhinSettings } from './routes/update-settings';

/** The `ghin` endpoint group (see functions/endpoint-groups.ts). */
export const ghinRoutes = {
  'POST /api/ghin/connect': connectGhin,
  'POST /api/ghin/test': testGhinConnection,
  'POST /api/ghin/sync': syncGhin,
  'PUT /api/ghin/manual': saveManualEntry,
  'GET /api/ghin/status': getGhinStatus,
  'PUT /api/ghin/settings': updateGhinSettings,
  'DELETE /api/ghin/rounds': removeImportedRounds,
  'GET /api/ghin/handicap-history': getHandicapHistory,
  'GET /api/handicap/estimate': getHandicapEstimate,
} satisfies GroupRoutes<'ghin'>;

export const handler = createHttpHandler(ghinRoutes);
