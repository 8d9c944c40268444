import type * as z from 'zod';
import type { ShareKind } from '#shared/sharing/share-link';
import { publicProfileViewSchema } from '#shared/sharing/profile-view';
import { publicListSchema } from '#shared/collections/collection';
import { describePublicList, publicListView } from '../collections/public-list-view';
import { publicTripSchema } from '#shared/trips/report';
import { publicTripView } from '../trips/public-trip-view';
import { describeProfileView, loadProfileView } from './profile-view';

/** What a loader is told besides whose and which: the golfer's choices for this link. */
export interface PublicViewOptions {
  /** The golfer chose to show their photos on this link (off by default). */
  showPhotos: boolean;
}

/**
 * How one kind of shared page is made (docs/architecture.md, "Shared pages"). The module that owns the kind
 * (the Passport, trips, lists) writes its loader; the sharing module only looks the link up and calls it.
 *
 * - `schema`: the view's zod schema in shared/, which the public answer is parsed through: a field it does
 *   not name never leaves the server, so a loader that returned a whole item by mistake leaks nothing;
 * - `load(ownerId, targetId, options)`: the read-only view of the golfer's object, or undefined when there is
 *   none (a trip deleted, a list not theirs: the link then answers 404). `targetId` is null for 'profile'.
 *   It is also called when the link is published, so a golfer can only share what is theirs;
 * - `describe(view)`: one line for link previews (og:description), with no personal data.
 */
export interface PublicViewDefinition<S extends z.ZodType = z.ZodType> {
  readonly schema: S;
  load(ownerId: string, targetId: string | null, options: PublicViewOptions): Promise<z.input<S> | undefined>;
  describe(view: z.output<S>): string;
}

/** Keeps each entry's loader and describer typed by its own schema. */
function definePublicView<S extends z.ZodType>(definition: PublicViewDefinition<S>): PublicViewDefinition {
  return definition as unknown as PublicViewDefinition;
}

/**
 * The registry: one entry per kind that can be shared today. To share a new kind, write its loader beside
 * its feature (`functions/trips/public-trip-view.ts`, `functions/collections/public-list-view.ts`), add it
 * here, and register its page component in frontend/src/app/routes/shared/shared-view-components.ts. A kind
 * without an entry is refused when published (400, SHARE_KIND_UNAVAILABLE) and its links answer 404.
 */
export const publicViews: Partial<Record<ShareKind, PublicViewDefinition>> = {
  profile: definePublicView({
    schema: publicProfileViewSchema,
    load: (ownerId, _targetId, options) => loadProfileView(ownerId, options),
    describe: describeProfileView,
  }),
  // A golfer's own list (functions/collections): shared only while its visibility is 'link'.
  list: definePublicView({
    schema: publicListSchema,
    load: (ownerId, targetId) => (targetId ? publicListView(ownerId, targetId) : Promise.resolve(undefined)),
    describe: describePublicList,
  }),
  trip: definePublicView({
    schema: publicTripSchema,
    load: (ownerId, targetId, options) =>
      targetId ? publicTripView(ownerId, targetId, options) : Promise.resolve(undefined),
    describe: (trip) => {
      const courses = trip.days.reduce((sum, day) => sum + day.courses.length, 0);
      return `A golf trip: ${courses} ${courses === 1 ? 'course' : 'courses'} over ${trip.days.length} ${trip.days.length === 1 ? 'day' : 'days'}, from ${trip.startDate} to ${trip.endDate}.`;
    },
  }),
};

/** The refusal of a kind the registry does not hold yet. */
export const SHARE_KIND_UNAVAILABLE: Record<ShareKind, string> = {
  profile: 'Sharing your map and Passport is not available yet',
  trip: 'Sharing a trip is not available yet',
  list: 'Sharing a list is not available yet',
};

export function publicViewOf(kind: ShareKind): PublicViewDefinition | undefined {
  return Object.hasOwn(publicViews, kind) ? publicViews[kind] : undefined;
}
