import { IMPORT_PREVIEW_MAX_BYTES, importPreviewRequestSchema } from '#shared/imports/import-api';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { previewImport as runPreview } from '../preview-import';

/**
 * POST /api/imports/preview: the file's draft (the browser ran the parser) with every course matched and the
 * rounds already in Fescue marked; nothing written. A body over IMPORT_PREVIEW_MAX_BYTES is refused (413).
 */
export const previewImport: SessionRoute = {
  auth: 'session',
  achievements: { none: 'a preview writes nothing' },
  maxBodyBytes: IMPORT_PREVIEW_MAX_BYTES,
  async handle(event, session) {
    const { draft } = parseJsonBody(event, importPreviewRequestSchema);
    return json(200, await runPreview(session.userId, draft));
  },
};
