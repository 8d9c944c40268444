import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ShareKind } from '#shared/sharing/share-link';
import type { SharedViewProps } from './shared-view-props';

export type { SharedViewProps } from './shared-view-props';

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
