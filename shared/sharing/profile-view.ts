import * as z from 'zod';
import { passportSchema } from '../schemas/passport';

/**
 * A shared map and Passport (kind 'profile'): the Passport's figures and destinations, which the public page
 * shows as read-only tiles and a map, and the golfer's round photos only when they chose to show them. Parsed
 * through this schema before it leaves the server (functions/sharing/public-views.ts), so a field it does not
 * name never does. What the Passport holds that would say who or where the golfer is, is neutralised first
 * (functions/sharing/profile-view.ts): the home point, round ids, the courses' own notes.
 */
export const sharedPhotoSchema = z.object({ url: z.string() });
export const publicProfileViewSchema = z.object({
  passport: passportSchema,
  photos: z.array(sharedPhotoSchema),
});
export type PublicProfileView = z.infer<typeof publicProfileViewSchema>;
/** The photos a shared page shows at most: a gallery, never the golfer's whole archive. */
export const SHARED_PHOTOS_MAX = 24;
