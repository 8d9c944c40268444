import {
  SHARE_FALLBACK_IMAGE,
  SHARED_CACHE_CONTROL,
  sharePagePath,
  shareTokenParamsSchema,
} from '#shared/sharing/share-link';
import { getConfig } from '../../lib/config';
import { HttpError } from '../../lib/errors';
import { resolveAppOrigin } from '../../lib/http/app-origin';
import type { PublicRoute } from '../../lib/http/http-handler';
import { parsePathParams } from '../../lib/http/parse-input';
import type { HttpResult } from '../../lib/http/responses';
import { appShell } from '../app-shell';
import { sharePageHtml, type SharePreview } from '../share-page-html';
import { loadSharedPage } from '../shared-page';

function html(statusCode: number, body: string, cacheControl: string): HttpResult {
  return {
    statusCode,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl },
    body,
  };
}

/**
 * GET /s/{token}: the shared page's HTML, for anyone, no session. It is the app's own index.html (the app
 * then renders the page from GET /api/shared/{token}) with the page's Open Graph tags, because the crawlers
 * that make link previews run no JavaScript. Served through CloudFront like the JSON, cacheable for
 * SHARED_EDGE_CACHE_SECONDS (docs/architecture.md, "Shared pages"). A link that is not there gets the shell
 * with a 404 status and no tags: the app shows its not-found page.
 */
export const getSharePageRoute: PublicRoute = {
  auth: 'public',
  async handle(event) {
    const shell = await appShell();
    let token: string;
    try {
      ({ token } = parsePathParams(event, shareTokenParamsSchema));
    } catch {
      return html(400, sharePageHtml(shell, undefined), 'no-store');
    }
    let preview: SharePreview;
    try {
      const page = await loadSharedPage(token);
      const origin = resolveAppOrigin(event, getConfig());
      preview = {
        title: page.title,
        description: page.description,
        url: `${origin}${sharePagePath(token)}`,
        image: `${origin}${page.imagePath ?? SHARE_FALLBACK_IMAGE}`,
      };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404)
        return html(404, sharePageHtml(shell, undefined), SHARED_CACHE_CONTROL);
      throw error;
    }
    return html(200, sharePageHtml(shell, preview), SHARED_CACHE_CONTROL);
  },
};
