import useSWR from 'swr';
import * as z from 'zod';
import {
  shareLinkSchema,
  shareLinksResponseSchema,
  type CreateShareLink,
  type ShareLink,
} from '#shared/sharing/share-link';
import { cacheKeys } from '@/shared/api/cache-keys';
import { getJson, sendJson } from '@/shared/api/http';

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
