import useSWR from 'swr';
import * as z from 'zod';
import {
  SHARE_CARD_CONTENT_TYPE,
  sharedPageSchema,
  shareLinkSchema,
  shareLinksResponseSchema,
  type CreateShareLink,
  type ShareCardImage,
  type ShareLink,
} from '#shared/sharing/share-link';
import { uploadPhoto } from '@/features/rounds';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson, getPublicJson, sendJson } from '@/shared/api/http';
import { renderShareCard } from '@/shared/share-card/share-card';
import { shareLinkCard } from '../lib/share-link-card';

/** GET /api/sharing/links: the golfer's own links, newest first. */
export function useShareLinks() {
  return useSWR(cacheKeys.shareLinks, (path: string) => getJson(path, shareLinksResponseSchema));
}

const createdSchema = z.object({ link: shareLinkSchema });
/** POST /api/sharing/links: publish a new link. */
export async function createShareLink(input: CreateShareLink): Promise<ShareLink> {
  return (await sendJson('POST', '/api/sharing/links', input, createdSchema)).link;
}

const revokedSchema = z.object({ revoked: z.literal(true) });
/** DELETE /api/sharing/links/{token}: the link answers 404 from now on (a minute at most at the edge). */
export async function revokeShareLink(token: string): Promise<void> {
  await sendJson('DELETE', `/api/sharing/links/${encodeURIComponent(token)}`, undefined, revokedSchema);
}

/**
 * Gives a new link its preview card (docs/architecture.md, "Shared pages"): reads the public page as anyone
 * would, draws its card with the app's one share-card maker, uploads the PNG to a presigned URL as a round's
 * photo is, and names it on the link (PUT /api/sharing/links/{token}/image). Any failure (a browser that cannot
 * draw, an upload refused) leaves the link as it was: its preview shows the app's icon.
 */
export async function publishShareCard(link: ShareLink): Promise<ShareLink | undefined> {
  try {
    const page = await getPublicJson(`/api/shared/${encodeURIComponent(link.token)}`, sharedPageSchema);
    const image = await renderShareCard(shareLinkCard(page));
    const key = await uploadPhoto(image, SHARE_CARD_CONTENT_TYPE);
    return (
      await sendJson(
        'PUT',
        `/api/sharing/links/${encodeURIComponent(link.token)}/image`,
        { key } satisfies ShareCardImage,
        createdSchema,
      )
    ).link;
  } catch {
    return undefined;
  }
}
