import * as z from 'zod';
import { shareLinkSchema, type CreateShareLink } from '#shared/sharing/share-link';
import { sendJson } from '@/shared/api/http';

/** POST /api/sharing/links for one trip: a new read-only link to it. */
export function shareTrip(tripId: string, title: string, showPhotos: boolean) {
  const input: CreateShareLink = { kind: 'trip', targetId: tripId, title: title.slice(0, 80), showPhotos };
  return sendJson('POST', '/api/sharing/links', input, z.object({ link: shareLinkSchema }));
}
