import type { SessionRoute } from '../../lib/http/http-handler';
import { json } from '../../lib/http/responses';

/** POST /api/rounds/upload-url: answers 503 until the photos module (presigned PUT) is in place. */
export const createUploadUrl: SessionRoute = {
  auth: 'session',
  handle() {
    return Promise.resolve(json(503, { message: 'Photo uploads are being set up' }));
  },
};
