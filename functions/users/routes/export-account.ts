import { gzipSync } from 'node:zlib';
import { accountExportFileName } from '../../../shared/schemas/account';
import { getConfig } from '../../lib/config';
import { resolveAppOrigin } from '../../lib/http/app-origin';
import { readHeader } from '../../lib/http/headers';
import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';
import { exportAccount } from '../account/export-account';

/**
 * GET /api/user/export: Download my data, one JSON document saved as a file. Sent gzip-compressed to a
 * browser that accepts it (every one does): a Lambda may answer at most 6 MB, and the JSON of 5,000 rounds
 * compresses about tenfold.
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
    if (/\bgzip\b/.test(readHeader(event, 'accept-encoding') ?? '')) {
      response.body = gzipSync(String(response.body)).toString('base64');
      response.isBase64Encoded = true;
      response.headers['content-encoding'] = 'gzip';
      response.headers.vary = 'accept-encoding';
    }
    return response;
  },
};
