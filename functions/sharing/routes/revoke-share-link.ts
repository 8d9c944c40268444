import { SHARE_LINK_NOT_FOUND_MESSAGE, shareTokenParamsSchema } from '#shared/sharing/share-link';
import { NotFoundError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parsePathParams } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { logger } from '../../lib/logger';
import { deletePhotoObject } from '../../rounds/photos/delete-photo-object';
import { getShareLink, revokeShareLink } from '../share-links-repository';

/**
 * DELETE /api/sharing/links/{token}: revoke one of the golfer's links. From then on the link answers 404
 * (after at most SHARED_EDGE_CACHE_SECONDS at a CloudFront edge). A link that is not the golfer's, or is
 * already revoked, is a 404 and nothing changes. The link's preview card is deleted with it (a failure is
 * logged: the link is gone either way, and the card names no golfer).
 */
export const revokeShareLinkRoute: SessionRoute = {
  auth: 'session',
  achievements: { none: 'a share link is no golf played' },
  async handle(event, session) {
    const { token } = parsePathParams(event, shareTokenParamsSchema);
    const link = await getShareLink(token);
    if (!(await revokeShareLink(session.userId, token)))
      throw new NotFoundError(SHARE_LINK_NOT_FOUND_MESSAGE);
    if (link?.ownerId === session.userId && link.imagePath)
      await deletePhotoObject(link.imagePath).catch((error: unknown) =>
        logger.warn('Could not delete a revoked link’s card', {
          error: error instanceof Error ? error.name : String(error),
        }),
      );
    return json(200, { revoked: true });
  },
};
