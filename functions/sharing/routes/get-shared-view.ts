import { SHARED_CACHE_CONTROL, shareTokenParamsSchema } from '#shared/sharing/share-link';
import type { PublicRoute } from '../../lib/http/http-handler';
import { parsePathParams } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { loadSharedPage } from '../shared-page';

/**
 * GET /api/shared/{token}: a shared page's data, for anyone, no session (docs/architecture.md, "Shared
 * pages"). Cacheable at the edge for SHARED_EDGE_CACHE_SECONDS: the answer is the same for every visitor,
 * and CloudFront's key for it is the path alone (no cookie, no header, no query string).
 */
export const getSharedViewRoute: PublicRoute = {
  auth: 'public',
  async handle(event) {
    const { token } = parsePathParams(event, shareTokenParamsSchema);
    const { imagePath: _imagePath, ...page } = await loadSharedPage(token);
    const answer = json(200, page);
    return { ...answer, headers: { ...answer.headers, 'cache-control': SHARED_CACHE_CONTROL } };
  },
};
