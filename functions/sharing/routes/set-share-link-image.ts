import { PHOTO_WORDS } from '#shared/schemas/photo';
import {
  SHARE_LINK_NOT_FOUND_MESSAGE,
  shareCardImageSchema,
  sharePagePath,
  shareTokenParamsSchema,
  type ShareLink,
} from '#shared/sharing/share-link';
import { inWords, Invalid, NotFoundError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody, parsePathParams } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { logger } from '../../lib/logger';
import { attachUploadedPhoto } from '../../rounds/photos/attach-photo';
import { deletePhotoObject } from '../../rounds/photos/delete-photo-object';
import { ownUploadKeyOf } from '../../rounds/photos/photo-key';
import { getShareLink, setShareLinkImage } from '../share-links-repository';

const forget = (what: string) => (error: unknown) =>
  logger.warn(`Could not delete ${what}`, { error: error instanceof Error ? error.name : String(error) });

/**
 * PUT /api/sharing/links/{token}/image: the link's preview card (docs/architecture.md, "Shared pages"). The
 * golfer's browser drew it and put it to a presigned upload (POST /api/rounds/upload-url: a PNG of the signed
 * size under their own private prefix); here it is checked as a round's photo is (a real PNG, within the size
 * limit) and copied to a new opaque key under photos/, which the page's og:image then names. A card that was
 * there before is deleted, as is the upload. Another golfer's link, or a revoked one: 404; another golfer's
 * upload: 400.
 */
export const setShareLinkImageRoute: SessionRoute = {
  auth: 'session',
  achievements: { none: 'a link preview is no golf played' },
  handle: (event, session) =>
    inWords(
      (async () => {
        const { token } = parsePathParams(event, shareTokenParamsSchema);
        const { key } = parseJsonBody(event, shareCardImageSchema);
        const link = await getShareLink(token);
        if (!link || link.ownerId !== session.userId) throw new NotFoundError(SHARE_LINK_NOT_FOUND_MESSAGE);
        const uploadKey = ownUploadKeyOf(session.userId, key);
        if (!uploadKey) throw new Invalid('not-your-photo', 'key');
        const attached = await attachUploadedPhoto(uploadKey);
        if (!(await setShareLinkImage(session.userId, token, attached.publicKey))) {
          await deletePhotoObject(attached.publicKey).catch(forget('the card of a revoked link'));
          throw new NotFoundError(SHARE_LINK_NOT_FOUND_MESSAGE);
        }
        await deletePhotoObject(uploadKey).catch(forget('a taken upload'));
        if (link.imagePath) await deletePhotoObject(link.imagePath).catch(forget('a replaced card'));
        const { ownerId: _ownerId, ...fields } = link;
        const body: { link: ShareLink } = {
          link: { ...fields, path: sharePagePath(token), imagePath: attached.path },
        };
        return json(200, body);
      })(),
      PHOTO_WORDS,
    ),
};
