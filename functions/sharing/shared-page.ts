import { SHARE_LINK_NOT_FOUND_MESSAGE, type SharedPage } from '#shared/sharing/share-link';
import { NotFoundError } from '../lib/errors';
import { publicViewOf } from './public-views';
import { getShareLink } from './share-links-repository';

/**
 * What anyone with the link sees: the link by its token, then its kind's view made by the kind's loader and
 * parsed through the kind's schema (functions/sharing/public-views.ts). Revoked, unknown, of a kind nobody
 * registered, or whose object is gone: one 404, the same words, so an answer tells nothing of which.
 */
export async function loadSharedPage(
  token: string,
): Promise<
  SharedPage & { /** The preview card's app path, for the page's tags only. */ imagePath: string | null }
> {
  const link = await getShareLink(token);
  const definition = link ? publicViewOf(link.kind) : undefined;
  if (!link || !definition) throw new NotFoundError(SHARE_LINK_NOT_FOUND_MESSAGE);
  const loaded = await definition.load(link.ownerId, link.targetId, { showPhotos: link.showPhotos });
  if (loaded === undefined) throw new NotFoundError(SHARE_LINK_NOT_FOUND_MESSAGE);
  const view: unknown = definition.schema.parse(loaded);
  return {
    kind: link.kind,
    title: link.title,
    description: definition.describe(view),
    showPhotos: link.showPhotos,
    view,
    imagePath: link.imagePath,
  };
}
