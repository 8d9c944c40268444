import {
  createShareLinkSchema,
  DEFAULT_SHARE_TITLES,
  SHARE_LINKS_MAX,
  SHARE_LINKS_MAX_MESSAGE,
  sharePagePath,
  type ShareLink,
} from '#shared/sharing/share-link';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import type { SessionRoute } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-input';
import { json } from '../../lib/http/responses';
import { publicViewOf, SHARE_KIND_UNAVAILABLE } from '../public-views';
import { createShareLink, listShareLinks } from '../share-links-repository';
import { newShareToken } from '../share-token';

export const SHARE_TARGET_NOT_FOUND_MESSAGE = 'There is nothing of yours to share there';

/**
 * POST /api/sharing/links: publish a read-only page of the golfer's map and Passport, or one of their trips
 * or lists, at a new unguessable link (docs/product-rules.md, "Sharing"). The kind's loader is called first:
 * a kind nobody registered is refused (400), and a target that is not the golfer's is a 404, as any other
 * golfer's object is.
 */
export const createShareLinkRoute: SessionRoute = {
  auth: 'session',
  achievements: { none: 'a share link is no golf played' },
  async handle(event, session) {
    const input = parseJsonBody(event, createShareLinkSchema);
    const definition = publicViewOf(input.kind);
    if (!definition) throw new BadRequestError(SHARE_KIND_UNAVAILABLE[input.kind]);
    const targetId = input.targetId ?? null;
    const [existing, view] = await Promise.all([
      listShareLinks(session.userId),
      definition.load(session.userId, targetId, { showPhotos: input.showPhotos }),
    ]);
    if (view === undefined) throw new NotFoundError(SHARE_TARGET_NOT_FOUND_MESSAGE);
    if (existing.length >= SHARE_LINKS_MAX) throw new ConflictError(SHARE_LINKS_MAX_MESSAGE);
    const token = newShareToken();
    const link = {
      token,
      kind: input.kind,
      targetId,
      title: input.title || DEFAULT_SHARE_TITLES[input.kind],
      showPhotos: input.showPhotos,
      createdAt: new Date().toISOString(),
      imagePath: null,
    };
    await createShareLink({ ...link, ownerId: session.userId });
    const body: { link: ShareLink } = { link: { ...link, path: sharePagePath(token) } };
    return json(201, body);
  },
};
