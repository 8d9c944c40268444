import { accountExportFileName } from '#shared/schemas/account';
import { getConfig } from '../../lib/config';
import { resolveAppOrigin } from '../../lib/http/app-origin';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { exportAccount } from '../account/export-account';

/**
 * GET /api/user/export: Download my data, one JSON document saved as a file. Like every answer it is sent
 * compressed to a browser that accepts it (every one does; lib/http/compression.ts), which here is what keeps
 * it under the 6 MB a Lambda may answer: the JSON of 5,000 rounds compresses about tenfold.
 */
export const exportAccountData: SessionRoute = {
  auth: 'session',
  async handle(event, session) {
    const document = await exportAccount(session.userId, resolveAppOrigin(event, getConfig()));
    const response = json(200, document);
    response.headers = {
      ...response.headers,
      'content-disposition': `attachment; filename="${accountExportFileName(document.exportedAt)}"`,
    };
    return response;
  },
};
