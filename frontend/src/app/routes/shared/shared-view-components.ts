import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ShareKind } from '#shared/sharing/share-link';

/** What every kind's page is given: the view its loader made (functions/sharing/public-views.ts). */
export interface SharedViewProps {
  /** The kind's view, unparsed: the component parses it with its own schema from shared/sharing. */
  view: unknown;
  showPhotos: boolean;
  /** The link's title (the golfer's words, or the kind's default), for headings in the third person. */
  title: string;
}

/**
 * The public page's component for each kind (docs/architecture.md, "Shared pages"), the frontend twin of the
 * server's registry. To share a new kind, add its lazy component here (its module beside this one, or in the
 * route that composes its features); a kind without one shows the not-found page.
 */
export const sharedViewComponents: Partial<
  Record<ShareKind, LazyExoticComponent<ComponentType<SharedViewProps>>>
> = {
  profile: lazy(() => import('./profile-shared-view')),
  list: lazy(() => import('./list-shared-view')),
  // A trip's plan and report (docs/product-rules.md#trips), composed in the trips route.
  trip: lazy(() => import('../trips/trip-shared-view')),
};
